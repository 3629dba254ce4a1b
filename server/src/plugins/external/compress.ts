// Issue 17: compression of dynamic answers (JSON, the page HTML with its preload tags). Built assets are not compressed
// here: the static plugin sends the build's .br/.gz copies (a response that already has a content-encoding is left alone).
// Bodies under 1 kB are sent as they are (compressing them saves less than a packet and costs CPU per request); brotli
// at quality 4 costs about as much CPU as gzip 6 and still compresses better.
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

export const COMPRESS_THRESHOLD = 1024;

export default fp(
  async function compressPlugin(app) {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
