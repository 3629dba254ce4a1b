// Session-based authentication (spec §4, §7; docs/architecture.md "Sessions").
//   app.loadSession  preHandler: sets request.session (or null) and never fails.
//   app.authenticate preHandler: requires a live, logged-in session of the request's tenant; sets request.auth.
// Failures: 401 { code: 'SESSION_EXPIRED', sessionTimeOut: true } (missing/expired/revoked/guest; cookies cleared),
// 400 TENANT_UNKNOWN, 403 FORBIDDEN (session of another tenant), 403 CSRF_ERROR (cookie write without a valid x-csrf-token).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Channel } from '../../../../src/contracts/services';
import type { AccountType, UserRow, UserType } from '../../db/schema/users';
import { ApiError, sessionExpired } from '../../lib/api-error';
import { clearSessionCookie, csrfOk, readSessionCredential } from '../../lib/session-cookie';

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

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const credential = await loadSession(request);
      const session = request.session;
      const expired = () => {
        if (credential?.via === 'cookie') clearSessionCookie(request, reply);
        return sessionExpired();
      };
      if (!credential || !session || !session.userId) throw expired();
      if (request.tenantRaw !== null) {
        if (!request.tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
        if (request.tenant.id !== session.tenant) throw new ApiError(403, 'FORBIDDEN');
      }
      if (!csrfOk(request, credential)) throw new ApiError(403, 'CSRF_ERROR');
      const user = await app.users.findById(session.userId);
      if (!user || user.state !== 'active' || user.tenant !== session.tenant) {
        await app.sessions.revoke(session.sessionId);
        throw expired();
      }
      // Any authenticated call is activity: it pushes the idle timeout forward.
      request.session = (await app.sessions.touch(session.sessionId)) ?? session;
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
