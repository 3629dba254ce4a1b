// spec §7 "Bot check: s/account/reCaptcha/validate", plus the challenge the self-hosted check needs first.
import type { FastifyInstance } from 'fastify';
import {
  BOT_CHECK_CHALLENGE_PATH, BOT_CHECK_VALIDATE_PATH, BotCheckValidateRequest, type BotCheckChallengeResponse, type BotCheckValidateResponse,
} from '../../../../src/contracts/bot-check.contract';
import { ApiError } from '../../lib/api-error';
import { strictRateLimit } from '../../lib/rate-limit';
import { parseBody } from '../../lib/validate';

export default async function botCheckRoutes(app: FastifyInstance) {
  app.get(BOT_CHECK_CHALLENGE_PATH, async (_request, reply): Promise<BotCheckChallengeResponse> => {
    reply.header('cache-control', 'no-store');
    return app.botCheck.createChallenge();
  });

  app.post(BOT_CHECK_VALIDATE_PATH, { config: strictRateLimit({ max: 30 }) }, async (request): Promise<BotCheckValidateResponse> => {
    const body = parseBody(request, BotCheckValidateRequest);
    if (!(await app.botCheck.verify(body.payload, request.ip))) throw new ApiError(400, 'RECAPTCHA_ERROR');
    return { valid: true };
  });
}
