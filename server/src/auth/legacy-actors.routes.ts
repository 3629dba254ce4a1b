// spec §7 "Legacy style: login and logout actors, corporate login, fetchSessionInfo, recovery search by login (query login),
// rest-recovery-password". Our paths for them are /s/actors/... (docs/auth.md); same rules and codes as the newer style.
// Endpoint objects: src/contracts/auth.contract.ts.
import type { FastifyInstance } from 'fastify';
import {
  LegacyCorporateLogin,
  LegacyLogin,
  LegacyLogout,
  LegacyRecoverySearch,
  LegacyRestRecoveryPassword,
  LegacySessionInfo,
} from '../../../src/contracts/auth.contract';
import { route, type EndpointHandler } from '../lib/endpoint-route';
import { clearSessionCookie, readSessionCredential } from '../lib/session-cookie';
import { strictRateLimit } from '../lib/rate-limit';
import type { LoginKind } from './auth-flows.repository';
import { requireTenant, signIn, signOut } from './auth-session';

export default async function legacyActorRoutes(app: FastifyInstance) {
  const login =
    (kind: LoginKind): EndpointHandler<typeof LegacyLogin> =>
    async ({ body }, request, reply) => {
      const tenant = requireTenant(request);
      const user = await app.authFlows.login({
        tenant,
        email: body.login,
        password: body.password,
        kind,
        botCheck: body.botCheck,
        ip: request.ip,
      });
      const session = await signIn(app, request, reply, user);
      return {
        success: true,
        profileId: user.id,
        firstName: user.firstName,
        email: user.email,
        accountType: user.accountType,
        ...session,
      };
    };
  route(app, LegacyLogin, { config: strictRateLimit({ max: 60 }) }, login('personal'));
  route(app, LegacyCorporateLogin, { config: strictRateLimit({ max: 60 }) }, login('organization'));

  route(app, LegacyLogout, {}, async (_input, request, reply) => {
    await signOut(app, request, reply);
    return { ok: true as const };
  });

  // issue 29: the one answer for nobody signed in here (another tenant's session, none, or a dead one: sessionTimeOut)
  const signedOut = (sessionTimeOut: boolean) => ({
    loggedIn: false,
    profileId: null,
    firstName: null,
    email: null,
    accountType: null,
    sessionTimeOut,
  });

  // fetchSessionInfo: never fails; a presented but dead session is reported with sessionTimeOut (spec §4) and its cookie reset.
  route(app, LegacySessionInfo, {}, async (_input, request, reply) => {
    await app.loadSession(request, reply);
    // a session belongs to one tenant: asked by another (or an unknown) tenant it reads as not logged in; a call naming no
    // tenant gets the session's own, as app.authenticate does
    const ofThisTenant =
      !!request.session && (request.tenantRaw === null || request.tenant?.id === request.session.tenant);
    const user = ofThisTenant && request.session?.userId ? await app.users.findById(request.session.userId) : null;
    if (request.session && !ofThisTenant) {
      return signedOut(false);
    }
    if (!user) {
      const presented = readSessionCredential(request) !== null;
      if (presented) clearSessionCookie(request, reply);
      return signedOut(presented);
    }
    return {
      loggedIn: true,
      profileId: user.id,
      firstName: user.firstName,
      email: user.email,
      accountType: user.accountType,
      sessionTimeOut: false,
    };
  });

  // Recovery search by login: sends the code (same no-enumeration answer as s/auth/v1/otp/email).
  route(app, LegacyRecoverySearch, { config: strictRateLimit({ max: 5 }) }, async ({ query }, request, reply) => {
    const tenant = requireTenant(request);
    const result = await app.authFlows.requestRecoveryCode({ tenant, email: query.login, kind: 'personal' });
    reply.code(202);
    return { sent: true as const, ...result };
  });

  route(app, LegacyRestRecoveryPassword, { config: strictRateLimit({ max: 10 }) }, async ({ body }, request) => {
    const tenant = requireTenant(request);
    await app.authFlows.recoverPassword({
      tenant,
      email: body.login,
      code: body.code,
      password: body.password,
      kind: 'personal',
    });
    return { ok: true as const };
  });
}
