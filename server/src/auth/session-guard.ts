// A live session of the request's tenant, guests included (unlike app.authenticate, which requires a logged-in user).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sessionExpired } from '../lib/api-error';
import { clearSessionCookie, csrfOk, readSessionCredential } from '../lib/session-cookie';
import type { SessionView } from './sessions.repository';

export async function requireLiveSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionView> {
  const credential = readSessionCredential(request);
  const session = credential ? await app.sessions.lookup(credential.rawId) : null;
  if (!credential || !session) {
    if (credential?.via === 'cookie') clearSessionCookie(request, reply);
    throw sessionExpired();
  }
  if (request.tenantRaw !== null) {
    if (!request.tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
    if (request.tenant.id !== session.tenant) throw new ApiError(403, 'FORBIDDEN');
  }
  if (!csrfOk(request, credential)) throw new ApiError(403, 'CSRF_ERROR');
  request.session = session;
  return session;
}
