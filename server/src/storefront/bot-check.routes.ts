// spec §7 "Bot check: s/account/reCaptcha/validate", plus the challenge the self-hosted check needs first.
import type { FastifyInstance } from 'fastify';
import { BotCheckChallenge, BotCheckValidate } from '../../../src/contracts/bot-check.contract';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { strictRateLimit } from '../lib/rate-limit';

export default async function botCheckRoutes(app: FastifyInstance) {
  route(app, BotCheckChallenge, {}, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.botCheck.createChallenge();
  });

  route(app, BotCheckValidate, { config: strictRateLimit({ max: 30 }) }, async ({ body }, request) => {
    if (!(await app.botCheck.verify(body.payload, request.ip))) throw new ApiError(400, 'RECAPTCHA_ERROR');
    return { valid: true as const };
  });
}
