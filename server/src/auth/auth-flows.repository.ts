// The login, recovery and change-password rules of issue 4, shared by the newer-style routes (/s/auth/v1/...), the
// authentication service (/api/auth/v1/...) and the legacy storefront actors (/s/actors/...). Routes only parse, call these
// and shape the answer. Every refusal is an ApiError with a code of spec §8.
//
// No account enumeration: an unknown email costs a dummy argon2 verification (app.passwords.verify(null, ...)), counts
// toward the same lockout, and gets the same INVALID_CREDENTIALS; recovery answers the same for known and unknown emails.
// The codes that do reveal something about an account (CONFLICT_ERROR, COMPANY_EXISTS_ERROR, PASSWORD_REMAINS_LOCKED_ERROR,
// EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR) are only given after the right password.
import fp from 'fastify-plugin';
import { validateOtp } from '../../../src/rules/otp';
import { checkPassword } from '../../../src/rules/password';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import { and, eq, sql } from 'drizzle-orm';
import { authPasswordLocks } from './auth.schema';
import { companies } from '../company/companies.schema';
import { users, type UserRow } from '../account/users.schema';
import { ApiError } from '../lib/api-error';
import type { OtpPurpose } from './auth.schema';

export type LoginKind = 'personal' | 'organization';

export interface LoginAttempt {
  tenant: TenantConfig;
  email: string;
  password: string;
  kind: LoginKind;
  botCheck?: string | undefined;
  ip: string;
}

export interface AuthFlows {
  login(attempt: LoginAttempt): Promise<UserRow>;
  /** Always resolves the same way for known and unknown emails (the code goes by mail). */
  requestRecoveryCode(input: {
    tenant: TenantConfig;
    email: string;
    kind: LoginKind;
  }): Promise<{ codeLength: { min: number; max: number }; validMinutes: number }>;
  recoverPassword(input: {
    tenant: TenantConfig;
    email: string;
    code: string;
    password: string;
    kind: LoginKind;
  }): Promise<UserRow>;
  changePassword(input: {
    userId: string;
    tenant: TenantConfig;
    oldPassword: string;
    newPassword: string;
    kind: LoginKind;
    keepSessionId: string;
  }): Promise<{ revokedSessions: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authFlows: AuthFlows;
  }
}

const isOrganization = (user: UserRow) => user.accountType === 'ORGANIZATION';
const purposeOf = (kind: LoginKind): OtpPurpose => (kind === 'organization' ? 'organization-recovery' : 'recovery');
const codeLengthOf = (tenant: TenantConfig, kind: LoginKind) =>
  kind === 'organization' ? tenant.otp.business : tenant.otp.consumer;

/** spec §5 password rules for this user and tenant; a failure is PASSWORD_CHANGE_ERROR with the failed rules. */
function assertPasswordPolicy(tenant: TenantConfig, user: UserRow, password: string, previous?: string) {
  const accountType = user.userType ? 'COLLABORATOR' : user.accountType;
  const check = checkPassword(password, { email: user.email, tenant, accountType, previousPassword: previous ?? null });
  if (!check.ok)
    throw new ApiError(400, 'PASSWORD_CHANGE_ERROR', { details: { fields: { password: check.failed.join(',') } } });
}

export default fp(
  async function authFlowsPlugin(app) {
    async function companyActive(user: UserRow): Promise<boolean> {
      if (!user.companyId) return true;
      const company = await app.companies.findById(user.companyId);
      return company?.status === 'active';
    }

    const botCheckRequiredAt = (failures: number) =>
      app.botCheck.config.mode === 'always' || failures >= app.botCheck.config.afterFailures;

    /**
     * issue 17: the user of a login with what the login decides on after the password (a password that must be replaced,
     * the company's status), in one prepared statement.
     */
    const loginCandidateQuery = app.db
      .select({
        user: users,
        passwordLocked: sql<boolean>`EXISTS (SELECT 1 FROM ${authPasswordLocks} WHERE ${authPasswordLocks.userId} = ${users.id})`,
        companyStatus: companies.status,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.tenant, sql.placeholder('tenant')), eq(users.email, sql.placeholder('email'))))
      .limit(1)
      .prepare('login_candidate');

    const flows: AuthFlows = {
      async login({ tenant, email, password, kind, botCheck, ip }) {
        const normalized = email.trim().toLowerCase();
        // issue 17 (docs/performance.md): address throttle and lock state in one read
        const { ipThrottled, state: lock } = await app.lockout.preflight(ip, tenant.id, normalized);
        if (ipThrottled) throw new ApiError(429, 'RATE_LIMITED');
        if (lock.locked) {
          // same cost as a real check, and no word on whether the password was right
          await app.passwords.verify(null, password);
          throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED', {
            details: { lockedUntil: lock.lockedUntil?.toISOString() },
          });
        }
        if (botCheckRequiredAt(lock.failures)) {
          if (!(await app.botCheck.verify(botCheck, ip))) {
            throw new ApiError(400, 'RECAPTCHA_ERROR', { details: { botCheckRequired: true } });
          }
        }
        // STYLE.md §21: reserve the attempt before verifying, so a parallel burst verifies at most maxFailures passwords.
        // The user is read alongside (not before: nothing about the account is learnt before the reservation counts).
        const [attempt, candidate] = await Promise.all([
          app.lockout.attempt(tenant.id, normalized),
          loginCandidateQuery.execute({ tenant: tenant.id, email: normalized }).then((rows) => rows[0] ?? null),
        ]);
        if (!attempt.allowed) {
          await app.passwords.verify(null, password);
          throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED', {
            details: { lockedUntil: attempt.lockedUntil?.toISOString() },
          });
        }
        const user = candidate?.user ?? null;
        const passwordOk = await app.passwords.verify(user?.passwordHash ?? null, password);
        if (!user || !passwordOk || user.state !== 'active') {
          await app.lockout.recordIpFailure(ip, tenant.id, normalized);
          if (attempt.blocksNow) {
            throw new ApiError(423, 'ACCOUNT_BLOCKED', { details: { lockMinutes: app.lockout.config.lockMinutes } });
          }
          throw new ApiError(401, 'INVALID_CREDENTIALS', {
            details: { botCheckRequired: botCheckRequiredAt(attempt.failures) },
          });
        }
        await app.lockout.reset(tenant.id, normalized);
        if (candidate?.passwordLocked) throw new ApiError(403, 'PASSWORD_REMAINS_LOCKED_ERROR');
        if (kind === 'personal' && isOrganization(user)) throw new ApiError(409, 'COMPANY_EXISTS_ERROR');
        if (kind === 'organization' && !isOrganization(user)) throw new ApiError(409, 'CONFLICT_ERROR');
        // spec §8: the company is not (yet) known to the customer system, e.g. a Mexican business awaiting validation
        if (kind === 'organization' && user.companyId && candidate?.companyStatus !== 'active')
          throw new ApiError(403, 'EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR');
        return user;
      },

      async requestRecoveryCode({ tenant, email, kind }) {
        const normalized = email.trim().toLowerCase();
        const length = codeLengthOf(tenant, kind);
        const user = await app.users.findByEmail(tenant.id, normalized);
        const eligible = !!user && user.state === 'active' && (kind === 'organization') === isOrganization(user);
        // A code record exists for unknown emails too, so wrong tries lock them alike (no enumeration by lockout).
        const issued = await app.otp.issue({
          tenant: tenant.id,
          email: normalized,
          purpose: purposeOf(kind),
          length: length.max,
        });
        if (!issued.locked) {
          if (eligible) {
            await app.mailer.send({
              to: normalized,
              tenant: tenant.id,
              template: 'recovery-code',
              data: { code: issued.code, minutes: app.otp.config.validMinutes, firstName: user.firstName },
            });
          } else {
            await app.mailer.send({ to: normalized, tenant: tenant.id, template: 'recovery-unknown-email' });
          }
        }
        return { codeLength: length, validMinutes: app.otp.config.validMinutes };
      },

      async recoverPassword({ tenant, email, code, password, kind }) {
        const normalized = email.trim().toLowerCase();
        const length = codeLengthOf(tenant, kind);
        const otp = validateOtp(code, length);
        // spec §5: digits only, within the tenant's length; checked as sent (the rule trims, a padded code is not well formed)
        if (!otp.ok || otp.value !== code) {
          throw new ApiError(400, 'OTP_INVALID_ERROR', { details: { fields: { code: 'length' } } });
        }
        const { verdict, id } = await app.otp.verify({
          tenant: tenant.id,
          email: normalized,
          purpose: purposeOf(kind),
          code,
          consume: false,
        });
        if (verdict === 'locked') throw new ApiError(423, 'OTP_LOCKED_ERROR');
        if (verdict === 'expired') throw new ApiError(400, 'OTP_EXPIRED_ERROR');
        const user = await app.users.findByEmail(tenant.id, normalized);
        if (verdict !== 'ok' || !user || !id) throw new ApiError(400, 'OTP_INVALID_ERROR');
        if (user.state !== 'active') throw new ApiError(403, 'ATG_USER_DATA_VALIDATION_ERROR');
        if (!(await companyActive(user))) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
        assertPasswordPolicy(tenant, user, password);
        if (await app.passwordHistory.isReused(user.id, user.passwordHash, password))
          throw new ApiError(409, 'PASSWORD_REUSE_ERROR');
        if (!(await app.otp.consume(id))) throw new ApiError(400, 'OTP_INVALID_ERROR');
        await app.passwordHistory.remember(user.id, user.passwordHash);
        await app.users.updatePassword(user.id, await app.passwords.hash(password));
        await app.passwordHistory.unlockPassword(user.id);
        await app.lockout.unlock(tenant.id, normalized);
        await app.sessions.revokeAllForUser(user.id);
        await app.mailer.send({
          to: normalized,
          tenant: tenant.id,
          template: 'password-changed',
          data: { firstName: user.firstName },
        });
        return user;
      },

      async changePassword({ userId, tenant, oldPassword, newPassword, kind, keepSessionId }) {
        const user = await app.users.findById(userId);
        if (!user) throw new ApiError(401, 'SESSION_EXPIRED', { sessionTimeOut: true });
        if ((kind === 'organization') !== isOrganization(user)) throw new ApiError(403, 'FORBIDDEN');
        const lock = await app.lockout.state(tenant.id, user.email);
        if (lock.locked) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
        // a wrong current password counts toward the same lockout as a wrong login (reserved before verifying, §21)
        const attempt = await app.lockout.attempt(tenant.id, user.email);
        if (!attempt.allowed) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
        if (!(await app.passwords.verify(user.passwordHash, oldPassword))) {
          if (attempt.blocksNow) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
          throw new ApiError(400, 'INVALID_CREDENTIALS');
        }
        await app.lockout.reset(tenant.id, user.email);
        assertPasswordPolicy(tenant, user, newPassword, oldPassword);
        if (await app.passwordHistory.isReused(user.id, user.passwordHash, newPassword))
          throw new ApiError(409, 'PASSWORD_REUSE_ERROR');
        await app.passwordHistory.remember(user.id, user.passwordHash);
        await app.users.updatePassword(user.id, await app.passwords.hash(newPassword));
        const revokedSessions = await app.sessions.revokeAllForUser(user.id, keepSessionId);
        await app.mailer.send({
          to: user.email,
          tenant: tenant.id,
          template: 'password-changed',
          data: { firstName: user.firstName },
        });
        return { revokedSessions };
      },
    };
    app.decorate('authFlows', flows);
  },
  {
    name: 'auth-flows',
    dependencies: ['users', 'passwords', 'sessions', 'companies', 'lockout', 'otp', 'password-history'],
  },
);
