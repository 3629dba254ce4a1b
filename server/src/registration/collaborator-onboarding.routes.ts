// spec §2, §4, §7, §8: collaborator first login (authentication service). Step 1 (register-without-password): email + company
// document; a 6-digit code is mailed. Step 2 (organization-user/register): code + new password (company rules) + terms; the
// collaborator is signed in. The code store is the auth area's OTP service, with a purpose of its own (migration 0102).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COLLABORATOR_FIRST_LOGIN_PATH,
  OrganizationUserRegister,
  RegisterWithoutPassword,
} from '../../../src/contracts/collaborator-onboarding.contract';
import { validateOtp } from '../../../src/rules/otp';
import { checkPassword } from '../../../src/rules/password';
import { resolveTenant } from '../../../src/tenants/resolve-tenant';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { strictRateLimit } from '../lib/rate-limit';
import { requestChannel, setSessionCookie } from '../lib/session-cookie';
import { ConsentError } from './consent.repository';
import { normaliseIdentification } from './customer-system-payload';
import { publicUrl } from '../lib/public-url';

const OTP_PURPOSE = 'collaborator-onboarding' as const;

function tenantOf(request: FastifyRequest, named: string): TenantConfig {
  const header = request.headers['x-tenant'];
  const tenant = resolveTenant({ query: named, header: typeof header === 'string' ? header : null });
  if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
  return tenant;
}

export default async function collaboratorOnboardingRoutes(app: FastifyInstance) {
  /** A collaborator who has not set a password yet, of an active company whose document matches; else null. */
  async function pendingCollaborator(tenant: TenantConfig, email: string, companyDocument: string) {
    const user = await app.users.findByEmail(tenant.id, email.trim().toLowerCase());
    if (!user || user.accountType !== 'ORGANIZATION' || !user.companyId || user.passwordHash || user.state !== 'active')
      return null;
    const company = await app.companies.findById(user.companyId);
    if (!company || company.status !== 'active') return null;
    if (normaliseIdentification(company.companyDocument) !== normaliseIdentification(companyDocument)) return null;
    return { user, company };
  }

  // spec §8: "no company account is associated with that email" (the spec asks for this message; the answer is the same for an
  // unknown email, a wrong company document and an already onboarded collaborator, and the route is rate limited)
  const notFound = () => new ApiError(404, 'EMAIL_NOT_FOUND_ERROR');

  route(app, RegisterWithoutPassword, { config: strictRateLimit({ max: 10 }) }, async ({ body }, request) => {
    const tenant = tenantOf(request, body.tenant);
    const found = await pendingCollaborator(tenant, body.email, body.companyDocument);
    if (!found) throw notFound();
    const issued = await app.otp.issue({
      tenant: tenant.id,
      email: found.user.email,
      purpose: OTP_PURPOSE,
      length: tenant.otp.business.max,
    });
    if (issued.locked) throw new ApiError(423, 'OTP_LOCKED_ERROR');
    try {
      await app.mailer.send({
        to: found.user.email,
        tenant: tenant.id,
        template: 'collaborator-code',
        data: {
          code: issued.code,
          minutes: app.otp.config.validMinutes,
          firstName: found.user.firstName,
          companyName: found.company.businessName,
          link: publicUrl(app, request, `/${tenant.id}/${COLLABORATOR_FIRST_LOGIN_PATH}`),
        },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'collaborator code mail failed');
      // spec §8: a failure sending the code
      throw new ApiError(503, 'GENERIC_ERROR', { details: { reason: 'sendFailed' } });
    }
    return { sent: true as const };
  });

  route(app, OrganizationUserRegister, { config: strictRateLimit({ max: 10 }) }, async ({ body }, request, reply) => {
    const tenant = tenantOf(request, body.tenant);
    const found = await pendingCollaborator(tenant, body.email, body.companyDocument);
    if (!found) throw notFound();
    const { user } = found;
    // spec §5: verification code exactly 6 digits for business (the tenant's business range), checked as sent
    const otp = validateOtp(body.code, tenant.otp.business);
    if (!otp.ok || otp.value !== body.code) throw new ApiError(400, 'OTP_INVALID_ERROR');
    const password = checkPassword(body.password, { email: user.email, accountType: 'COLLABORATOR', tenant });
    if (!password.ok)
      throw new ApiError(400, 'VALIDATION_ERROR', {
        details: { fields: { password: password.failed[0] ?? 'invalid' } },
      });
    const { verdict, id } = await app.otp.verify({
      tenant: tenant.id,
      email: user.email,
      purpose: OTP_PURPOSE,
      code: body.code,
      consume: false,
    });
    if (verdict === 'locked') throw new ApiError(423, 'OTP_LOCKED_ERROR');
    if (verdict === 'expired') throw new ApiError(400, 'OTP_EXPIRED_ERROR');
    if (verdict !== 'ok' || !id) throw new ApiError(400, 'OTP_INVALID_ERROR');
    if (body.consents?.length) {
      try {
        await app.consents.record(null, user.id, tenant, body.consents, {
          channel: requestChannel(request),
          source: 'registration',
        });
      } catch (error) {
        if (error instanceof ConsentError)
          throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { consents: error.reason } } });
        throw error;
      }
    }
    if (!(await app.otp.consume(id))) throw new ApiError(400, 'OTP_INVALID_ERROR');
    await app.users.updatePassword(user.id, await app.passwords.hash(body.password));
    await app.users.update(user.id, { termsAcceptedAt: app.clock.now() });
    const channel = requestChannel(request);
    const created = await app.sessions.create({ tenant: tenant.id, channel, userId: user.id });
    if (channel === 'WEB') setSessionCookie(request, reply, created.rawId);
    return {
      userId: user.id,
      firstName: user.firstName,
      ...(channel === 'MOBILE' ? { sessionId: created.rawId } : {}),
    };
  });
}
