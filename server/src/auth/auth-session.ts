// Helpers shared by the login routes of both back-end styles (not a route file: only *.routes.ts files are loaded).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../account/users.schema';
import { ApiError } from '../lib/api-error';
import {
  clearSessionCookie,
  csrfOk,
  readSessionCredential,
  requestChannel,
  setSessionCookie,
} from '../lib/session-cookie';
import { hashSessionId } from '../lib/session-token';
import { requireTenant } from '../platform/tenant.plugin';

export { requireTenant };

/**
 * Opens a session for a user who just proved who they are. Any session the request already carried is revoked first
 * (no session fixation). WEB: HttpOnly cookie + CSRF cookie; MOBILE: the id in the answer.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const previous = readSessionCredential(request);
  const channel = requestChannel(request);
  // independent statements: sent together (issue 17, one round trip on PostgreSQL)
  const [created] = await Promise.all([
    app.sessions.create({ tenant: user.tenant, channel, userId: user.id }),
    previous ? app.sessions.revoke(hashSessionId(previous.rawId)) : undefined,
  ]);
  if (channel === 'WEB') setSessionCookie(request, reply, created.rawId);
  await app.carts.mergeAtSignIn(request, reply, user);
  return channel === 'MOBILE' ? { sessionId: created.rawId } : {};
}

/** Ends the request's session, if any, and clears the cookies. Cookie-borne logouts need the CSRF header. */
export async function signOut(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const credential = readSessionCredential(request);
  if (credential) {
    if (!csrfOk(request, credential)) throw new ApiError(403, 'CSRF_ERROR');
    await app.sessions.revoke(hashSessionId(credential.rawId));
  }
  clearSessionCookie(request, reply);
}

export const publicUser = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  accountType: user.accountType,
});
