// @fastify/cookie: the session and CSRF cookies (docs/architecture.md "Sessions").
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

export default fp(
  async function cookiePlugin(app) {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
