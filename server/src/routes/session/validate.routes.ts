// Authentication service, spec §7: /v1/validate (session refresh). Pushes the idle timeout forward and answers the session
// info, or 401 { code: 'SESSION_EXPIRED', sessionTimeOut: true } (spec §4). Cookie callers must send x-csrf-token.
// This file lives with the session routes but mounts under the authentication service: the prefix is per file.
import type { FastifyInstance } from 'fastify';
import { SessionValidateRequest } from '../../../../src/contracts/session.contract';
import { SERVICE_PREFIXES } from '../../../../src/contracts/services';
import { sessionExpired } from '../../lib/api-error';
import { parseBody } from '../../lib/validate';
import { requireLiveSession } from './session-guard';
import { sessionInfo } from './session-info';

export const autoPrefix = SERVICE_PREFIXES.authentication;

export default async function validateRoutes(app: FastifyInstance) {
  app.post('/v1/validate', async (request, reply) => {
    const session = await requireLiveSession(app, request, reply);
    parseBody(request, SessionValidateRequest);
    const touched = await app.sessions.touch(session.sessionId);
    if (!touched) throw sessionExpired();
    return reply.header('cache-control', 'no-store').send(await sessionInfo(app, touched));
  });
}
