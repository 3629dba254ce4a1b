// Serves the built front end (dist/) when config.staticDir is set. Hashed assets are cached for a year; index.html never.
// Unknown page paths fall back to index.html in the not-found handler (plugins/app/errors.ts).
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp(
  async function staticPlugin(app) {
    const root = app.config.staticDir;
    if (!root) return;
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // Our own cache-control (setHeaders) instead of the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'static' },
);
