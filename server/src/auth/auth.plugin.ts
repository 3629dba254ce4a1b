// Session-based authentication (spec §4, §7; docs/architecture.md "Sessions").
//   app.loadSession  preHandler: sets request.session (or null) and never fails.
//   app.authenticate preHandler: requires a live, logged-in session of the request's tenant; sets request.auth.
// Failures: 401 { code: 'SESSION_EXPIRED', sessionTimeOut: true } (missing/expired/revoked/guest; cookies cleared),
// 400 TENANT_UNKNOWN, 403 FORBIDDEN (session of another tenant), 403 CSRF_ERROR (cookie write without a valid x-csrf-token).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Channel } from '../../../src/contracts/services';
import type { AccountType, UserRow, UserType } from '../account/users.schema';
import { ApiError, sessionExpired } from '../lib/api-error';
import { clearSessionCookie, csrfOk, readSessionCredential } from '../lib/session-cookie';

/** individual: personal shopper; owner: organization owner; the rest are collaborator types (spec §6). */
export type Role = 'individual' | 'owner' | UserType;

export interface RequestAuth {
  userId: string;
  tenant: string;
  accountType: AccountType;
  role: Role;
  /** hash of the session id (request.session.sessionId) */
  sessionId: string;
  /** set when an agent impersonates the user (spec §6) */
  agentId: string | null;
  channel: Channel;
  companyId: string | null;
}

export const roleOf = (user: Pick<UserRow, 'accountType' | 'userType'>): Role =>
  user.userType ?? (user.accountType === 'ORGANIZATION' ? 'owner' : 'individual');

export default fp(
  async function authPlugin(app) {
    app.decorateRequest('session', null);
    app.decorateRequest('auth', null);

    async function loadSession(request: FastifyRequest) {
      const credential = readSessionCredential(request);
      request.session = credential ? await app.sessions.lookup(credential.rawId) : null;
      return credential;
    }

    app.decorate('loadSession', async (request: FastifyRequest) => {
      await loadSession(request);
    });

    // issue 17: one statement per authenticated request (sessions.authenticate: session, user and idle push together).
    // The CSRF check needs no database, so it is known before; the answers keep their order: no live session 401, then
    // tenant 400/403, then CSRF 403, then an inactive user 401 (and the session revoked).
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const credential = readSessionCredential(request);
      const expired = () => {
        if (credential?.via === 'cookie') clearSessionCookie(request, reply);
        return sessionExpired();
      };
      if (!credential) throw expired();
      const csrf = csrfOk(request, credential);
      const tenantNamed = request.tenantRaw !== null;
      const found = await app.sessions.authenticate(credential.rawId, {
        csrfOk: csrf,
        // a named but unknown tenant touches nothing (it is refused below)
        tenant: tenantNamed ? (request.tenant?.id ?? ' unknown tenant') : null,
      });
      if (!found) throw expired();
      const { session, user } = found;
      request.session = session;
      if (tenantNamed) {
        if (!request.tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
        if (request.tenant.id !== session.tenant) throw new ApiError(403, 'FORBIDDEN');
      }
      if (!csrf) throw new ApiError(403, 'CSRF_ERROR');
      if (user.state !== 'active' || user.tenant !== session.tenant) {
        await app.sessions.revoke(session.sessionId);
        throw expired();
      }
      request.auth = {
        userId: user.id,
        tenant: session.tenant,
        accountType: user.accountType,
        role: roleOf(user),
        sessionId: session.sessionId,
        agentId: session.agentId,
        channel: session.channel,
        companyId: user.companyId,
      };
    });
  },
  { name: 'auth', dependencies: ['sessions', 'users', 'tenant'] },
);
