// Issue 17: brotli and gzip copies of the built text files, made once at build time (node:zlib) so that the server sends
// them as they are (@fastify/static preCompressed) and spends no CPU compressing on the request path.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** below this a compressed copy saves less than a TCP packet and costs a file */
export const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path); // the manifest is read by the server, never sent
    } else yield path;
  }
}

/** Writes <file>.br and <file>.gz beside every compressible file of `dir` of at least MIN_BYTES; returns the count. */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; raw: number; brotli: number; gzip: number }> {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const raw = await readFile(path);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.brotli += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

/** Vite plugin: after a production build has written its files, compress them. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cuenta:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      this.info?.(`precompressed ${t.files} files: ${t.raw} B -> brotli ${t.brotli} B, gzip ${t.gzip} B`);
    },
  };
}
