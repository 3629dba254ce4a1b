// spec §7 authentication paths (docs/architecture.md), newer style at the storefront root and the authentication service's
// copies under /api/auth: login, organization-user login, logout, recovery code by email, save password after recovery,
// change password, session refresh. Codes of spec §8 (docs/auth.md). Endpoint objects: src/contracts/auth.contract.ts.
import type { FastifyInstance } from 'fastify';
import {
  AuthServiceOrganizationOtpRecovery,
  AuthServiceOrganizationPasswordReset,
  AuthServiceOtpRecovery,
  AuthServicePasswordReset,
  Login,
  Logout,
  OrganizationLogin,
  OrganizationOtpEmail,
  OrganizationOtpRecovery,
  OrganizationPasswordReset,
  OtpEmail,
  OtpRecovery,
  PasswordReset,
  Validate,
} from '../../../src/contracts/auth.contract';
import { validateEmail } from '../../../src/rules/person';
import { findTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route, type EndpointHandler } from '../lib/endpoint-route';
import { strictRateLimit } from '../lib/rate-limit';
import type { LoginKind } from './auth-flows.repository';
import { publicUser, requireTenant, signIn, signOut } from './auth-session';

export default async function authRoutes(app: FastifyInstance) {
  const login =
    (kind: LoginKind): EndpointHandler<typeof Login> =>
    async ({ body }, request, reply) => {
      const tenant = requireTenant(request);
      const user = await app.authFlows.login({
        tenant,
        email: body.email,
        password: body.password,
        kind,
        botCheck: body.botCheck,
        ip: request.ip,
      });
      const session = await signIn(app, request, reply, user);
      return { user: publicUser(user), sessionTimeOut: false, ...session };
    };
  route(app, Login, { config: strictRateLimit({ max: 60 }) }, login('personal'));
  route(app, OrganizationLogin, { config: strictRateLimit({ max: 60 }) }, login('organization'));

  route(app, Logout, {}, async (_input, request, reply) => {
    await signOut(app, request, reply);
    return { ok: true as const };
  });

  // no enumeration (docs/auth.md): always 202 with the same body for any well-formed address. One that is not an address
  // (spec §5: email required, valid format) is refused before anything is looked up or sent: that says nothing of accounts.
  const otpEmail =
    (kind: LoginKind): EndpointHandler<typeof OtpEmail> =>
    async ({ body }, request, reply) => {
      const tenant = requireTenant(request);
      const email = validateEmail(body.email);
      if (!email.ok) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { email: email.error } } });
      const result = await app.authFlows.requestRecoveryCode({ tenant, email: body.email, kind });
      reply.code(202);
      return { sent: true as const, ...result };
    };
  route(app, OtpEmail, { config: strictRateLimit({ max: 5 }) }, otpEmail('personal'));
  route(app, OrganizationOtpEmail, { config: strictRateLimit({ max: 5 }) }, otpEmail('organization'));

  const otpRecovery =
    (kind: LoginKind): EndpointHandler<typeof OtpRecovery> =>
    async ({ body }, request) => {
      const tenant = requireTenant(request);
      await app.authFlows.recoverPassword({
        tenant,
        email: body.email,
        code: body.code,
        password: body.password,
        kind,
      });
      return { ok: true as const };
    };
  route(app, OtpRecovery, { config: strictRateLimit({ max: 10 }) }, otpRecovery('personal'));
  route(app, OrganizationOtpRecovery, { config: strictRateLimit({ max: 10 }) }, otpRecovery('organization'));
  route(app, AuthServiceOtpRecovery, { config: strictRateLimit({ max: 10 }) }, otpRecovery('personal'));
  route(app, AuthServiceOrganizationOtpRecovery, { config: strictRateLimit({ max: 10 }) }, otpRecovery('organization'));

  const passwordReset =
    (kind: LoginKind): EndpointHandler<typeof PasswordReset> =>
    async ({ body }, request) => {
      const auth = request.auth!;
      const tenant = findTenant(auth.tenant);
      if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
      const result = await app.authFlows.changePassword({
        userId: auth.userId,
        tenant,
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
        kind,
        keepSessionId: auth.sessionId,
      });
      return { ok: true, revokedSessions: result.revokedSessions };
    };
  route(
    app,
    PasswordReset,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    passwordReset('personal'),
  );
  route(
    app,
    OrganizationPasswordReset,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    passwordReset('organization'),
  );
  route(
    app,
    AuthServicePasswordReset,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    passwordReset('personal'),
  );
  route(
    app,
    AuthServiceOrganizationPasswordReset,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    passwordReset('organization'),
  );

  // spec §4: the session refresh (app.authenticate pushes the idle timeout)
  route(app, Validate, { preHandler: app.authenticate }, async (_input, request) => {
    return { valid: true as const, idleExpiresAt: request.session!.idleExpiresAt.toISOString() };
  });
}
