// spec §7 "Legacy style: login and logout actors, corporate login, fetchSessionInfo, recovery search by login (query login),
// rest-recovery-password". Our paths for them are /s/actors/... (docs/auth.md); same rules and codes as the newer style.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LEGACY_CORPORATE_LOGIN_PATH, LEGACY_LOGIN_PATH, LEGACY_LOGOUT_PATH, LEGACY_RECOVERY_SEARCH_PATH, LEGACY_REST_RECOVERY_PASSWORD_PATH,
  LEGACY_SESSION_INFO_PATH, LegacyLoginRequest, LegacyRecoverySearchQuery, LegacyRestRecoveryPasswordRequest,
  type LegacyLoginResponse, type LegacySessionInfoResponse, type OkResponse, type OtpEmailResponse,
} from '../../../../src/contracts/auth.contract';
import { clearSessionCookie, readSessionCredential } from '../../lib/session-cookie';
import { strictRateLimit } from '../../lib/rate-limit';
import { parseBody, parseQuery } from '../../lib/validate';
import type { LoginKind } from '../../plugins/app/auth-flows';
import { requireTenant, signIn, signOut } from '../auth/auth-session';

export default async function legacyActorRoutes(app: FastifyInstance) {
  const login = (kind: LoginKind) => async (request: FastifyRequest, reply: FastifyReply): Promise<LegacyLoginResponse> => {
    const body = parseBody(request, LegacyLoginRequest);
    const tenant = requireTenant(request);
    const user = await app.authFlows.login({ tenant, email: body.login, password: body.password, kind, botCheck: body.botCheck, ip: request.ip });
    const session = await signIn(app, request, reply, user);
    return { success: true, profileId: user.id, firstName: user.firstName, email: user.email, accountType: user.accountType, ...session };
  };
  app.post(LEGACY_LOGIN_PATH, { config: strictRateLimit({ max: 60 }) }, login('personal'));
  app.post(LEGACY_CORPORATE_LOGIN_PATH, { config: strictRateLimit({ max: 60 }) }, login('organization'));

  app.post(LEGACY_LOGOUT_PATH, async (request, reply): Promise<OkResponse> => {
    await signOut(app, request, reply);
    return { ok: true };
  });

  // fetchSessionInfo: never fails; a presented but dead session is reported with sessionTimeOut (spec §4) and its cookie reset.
  app.get(LEGACY_SESSION_INFO_PATH, async (request, reply): Promise<LegacySessionInfoResponse> => {
    await app.loadSession(request, reply);
    // a session belongs to one tenant: asked by another (or an unknown) tenant it reads as not logged in; a call naming no
    // tenant gets the session's own, as app.authenticate does
    const ofThisTenant = !!request.session && (request.tenantRaw === null || request.tenant?.id === request.session.tenant);
    const user = ofThisTenant && request.session?.userId ? await app.users.findById(request.session.userId) : null;
    if (request.session && !ofThisTenant) {
      return { loggedIn: false, profileId: null, firstName: null, email: null, accountType: null, sessionTimeOut: false };
    }
    if (!user) {
      const presented = readSessionCredential(request) !== null;
      if (presented) clearSessionCookie(request, reply);
      return { loggedIn: false, profileId: null, firstName: null, email: null, accountType: null, sessionTimeOut: presented };
    }
    return { loggedIn: true, profileId: user.id, firstName: user.firstName, email: user.email, accountType: user.accountType, sessionTimeOut: false };
  });

  // Recovery search by login: sends the code (same no-enumeration answer as s/auth/v1/otp/email).
  app.get(LEGACY_RECOVERY_SEARCH_PATH, { config: strictRateLimit({ max: 5 }) }, async (request, reply) => {
    const query = parseQuery(request, LegacyRecoverySearchQuery);
    const tenant = requireTenant(request);
    const result = await app.authFlows.requestRecoveryCode({ tenant, email: query.login, kind: 'personal' });
    const answer: OtpEmailResponse = { sent: true, ...result };
    return reply.code(202).send(answer);
  });

  app.post(LEGACY_REST_RECOVERY_PASSWORD_PATH, { config: strictRateLimit({ max: 10 }) }, async (request): Promise<OkResponse> => {
    const body = parseBody(request, LegacyRestRecoveryPasswordRequest);
    const tenant = requireTenant(request);
    await app.authFlows.recoverPassword({ tenant, email: body.login, code: body.code, password: body.password, kind: 'personal' });
    return { ok: true };
  });
}
