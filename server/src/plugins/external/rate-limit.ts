// A modest global limit per client address; routes that send mail or check a secret tighten it with
// `config: strictRateLimit()` (server/src/lib/rate-limit.ts). Answers 429 { code: 'RATE_LIMITED' }.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async function rateLimitPlugin(app) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: 'Too many requests, try again later',
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['cookie'] },
);
