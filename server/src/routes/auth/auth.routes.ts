// spec §7 newer-style authentication paths, served at the storefront root (docs/architecture.md): login, organization-user
// login, logout, recovery code by email, save password after recovery, change password. Codes of spec §8 (docs/auth.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LOGIN_PATH, LOGOUT_PATH, LoginRequest, ORGANIZATION_LOGIN_PATH, ORGANIZATION_OTP_EMAIL_PATH, ORGANIZATION_OTP_RECOVERY_PATH,
  ORGANIZATION_PASSWORD_RESET_PATH, OTP_EMAIL_PATH, OTP_RECOVERY_PATH, OtpEmailRequest, OtpRecoveryRequest, PASSWORD_RESET_PATH,
  PasswordResetRequest, VALIDATE_PATH, type LoginResponse, type ValidateResponse, type OkResponse, type OtpEmailResponse, type PasswordResetResponse,
} from '../../../../src/contracts/auth.contract';
import { SERVICE_PREFIXES } from '../../../../src/contracts/services';
import { findTenant } from '../../../../src/tenants/tenants';
import { ApiError } from '../../lib/api-error';
import { parseBody } from '../../lib/validate';
import { strictRateLimit } from '../../lib/rate-limit';
import type { LoginKind } from '../../plugins/app/auth-flows';
import { publicUser, requireTenant, signIn, signOut } from './auth-session';

/** Handlers reused by the authentication-service paths (auth-service.routes.ts). */
export function passwordResetHandler(app: FastifyInstance, kind: LoginKind) {
  return async (request: FastifyRequest): Promise<PasswordResetResponse> => {
    const body = parseBody(request, PasswordResetRequest);
    const auth = request.auth!;
    const tenant = findTenant(auth.tenant);
    if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
    const result = await app.authFlows.changePassword({
      userId: auth.userId, tenant, oldPassword: body.oldPassword, newPassword: body.newPassword, kind, keepSessionId: auth.sessionId,
    });
    return { ok: true, revokedSessions: result.revokedSessions };
  };
}

export function otpRecoveryHandler(app: FastifyInstance, kind: LoginKind) {
  return async (request: FastifyRequest): Promise<OkResponse> => {
    const body = parseBody(request, OtpRecoveryRequest);
    const tenant = requireTenant(request);
    await app.authFlows.recoverPassword({ tenant, email: body.email, code: body.code, password: body.password, kind });
    return { ok: true };
  };
}

export default async function authRoutes(app: FastifyInstance) {
  const login = (kind: LoginKind) => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const body = parseBody(request, LoginRequest);
    const tenant = requireTenant(request);
    const user = await app.authFlows.login({ tenant, email: body.email, password: body.password, kind, botCheck: body.botCheck, ip: request.ip });
    const session = await signIn(app, request, reply, user);
    const answer: LoginResponse = { user: publicUser(user), sessionTimeOut: false, ...session };
    return answer;
  };
  app.post(LOGIN_PATH, { config: strictRateLimit({ max: 60 }) }, login('personal'));
  app.post(ORGANIZATION_LOGIN_PATH, { config: strictRateLimit({ max: 60 }) }, login('organization'));

  app.post(LOGOUT_PATH, async (request, reply): Promise<OkResponse> => {
    await signOut(app, request, reply);
    return { ok: true };
  });

  const otpEmail = (kind: LoginKind) => async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const body = parseBody(request, OtpEmailRequest);
    const tenant = requireTenant(request);
    const result = await app.authFlows.requestRecoveryCode({ tenant, email: body.email, kind });
    const answer: OtpEmailResponse = { sent: true, ...result };
    return reply.code(202).send(answer);
  };
  app.post(OTP_EMAIL_PATH, { config: strictRateLimit({ max: 5 }) }, otpEmail('personal'));
  app.post(ORGANIZATION_OTP_EMAIL_PATH, { config: strictRateLimit({ max: 5 }) }, otpEmail('organization'));

  app.post(OTP_RECOVERY_PATH, { config: strictRateLimit({ max: 10 }) }, otpRecoveryHandler(app, 'personal'));
  app.post(ORGANIZATION_OTP_RECOVERY_PATH, { config: strictRateLimit({ max: 10 }) }, otpRecoveryHandler(app, 'organization'));

  app.post(PASSWORD_RESET_PATH, { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) }, passwordResetHandler(app, 'personal'));
  app.post(
    ORGANIZATION_PASSWORD_RESET_PATH,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    passwordResetHandler(app, 'organization'),
  );

  // spec §7 authentication service (/api/auth): the same handlers, and /v1/validate (session refresh, spec §4).
  const service = SERVICE_PREFIXES.authentication;
  app.post(`${service}/v1/password/reset`, { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) }, passwordResetHandler(app, 'personal'));
  app.post(
    `${service}/v1/organization-user/password/reset`,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    passwordResetHandler(app, 'organization'),
  );
  app.post(`${service}/v1/password/otp-recovery`, { config: strictRateLimit({ max: 10 }) }, otpRecoveryHandler(app, 'personal'));
  app.post(`${service}/v1/organization-user/password/otp-recovery`, { config: strictRateLimit({ max: 10 }) }, otpRecoveryHandler(app, 'organization'));
  app.post(VALIDATE_PATH, { preHandler: app.authenticate }, async (request): Promise<ValidateResponse> => {
    return { valid: true, idleExpiresAt: request.session!.idleExpiresAt.toISOString() };
  });
}
