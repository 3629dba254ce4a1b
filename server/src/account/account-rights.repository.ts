// Issue 31 items 2-3 (Ley 1581 de 2012, LGPD): the shopper's own account, corrected, copied or closed.
//
// Email change: the password is checked first (it counts toward the login lockout, like change password), only then is
// the new address looked at ('Ya existe una cuenta asociada a este correo', spec §8 emailAlreadyExists): so nobody learns
// which addresses have accounts without the account's password. The code (spec §9 length) goes to the NEW address, keyed by
// the user AND that address, so a code never changes the email to another address. The change itself runs in one
// transaction: the code is consumed (single use: a conditional UPDATE, one winner among parallel tries), the email set
// (the (tenant, email) unique constraint settles a race with a registration), the other sessions revoked (the current one
// stays) and the contact published to the customer system. The old address then gets a notice.
//
// Step-up (shared by data export and account closure): a code to the account's address, then password + code give the
// session a grant for STEP_UP_MINUTES, stored server-side (session_step_ups); requireStepUp refuses without a live one.
//
// Closure (after a step-up, the owner only for a company): see eraseAccount below and docs/security.md "Account rights".
// No code, password or address is logged.
import fp from 'fastify-plugin';
import { createHmac, randomUUID } from 'node:crypto';
import { validateOtp } from '../../../src/rules/otp';
import { validateEmail } from '../../../src/rules/person';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import type { SqlRunner } from '../db/database';
import type { UserRow } from './users.schema';
import { ApiError, sessionExpired } from '../lib/api-error';
import { isUniqueViolation } from '../lib/db-errors';
import { collectDataExport, type DataExport } from '../lib/data-export';

/** How long a step-up grant lasts after password + code (a "fresh" confirmation). */
export const STEP_UP_MINUTES = 5;
/** How long a step-up code counts after it was mailed. */
export const STEP_UP_CODE_MINUTES = 5;

export interface AccountActor {
  tenant: TenantConfig;
  userId: string;
  /** hash of the request's session id */
  sessionId: string;
}

export interface CodeSent {
  codeLength: { min: number; max: number };
  validMinutes: number;
}

export interface AccountRights {
  requestEmailChange(actor: AccountActor, input: { newEmail: string; password: string }): Promise<CodeSent>;
  confirmEmailChange(
    actor: AccountActor,
    input: { newEmail: string; code: string },
  ): Promise<{ email: string; revokedSessions: number }>;
  requestStepUpCode(actor: AccountActor): Promise<CodeSent>;
  verifyStepUp(actor: AccountActor, input: { password: string; code: string }): Promise<{ expiresAt: Date }>;
  /** 403 FORBIDDEN (details.reason STEP_UP_REQUIRED) unless the session holds a live grant. */
  requireStepUp(sessionId: string): Promise<void>;
  /** A reference to the user that cannot be turned back into them (HMAC with the server's secret). */
  referenceOf(userId: string): string;
  /**
   * Closes the session's account after a step-up (see the header). `closed: false` when a parallel request closed it
   * first (idempotent). A collaborator gets 403 FORBIDDEN (details.reason COMPANY_OWNER_ONLY).
   */
  closeAccount(actor: AccountActor): Promise<{ closedNow: boolean }>;
  /** A copy of the person's data (issue 31 item 3), read in one transaction so its parts agree (data-export.ts). */
  dataExport(userId: string, tenant: string, now: Date): Promise<DataExport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountRights: AccountRights;
  }
}

const codeLengthOf = (tenant: TenantConfig, user: UserRow) =>
  user.accountType === 'ORGANIZATION' ? tenant.otp.business : tenant.otp.consumer;

/** The code row's key: the user and the address the code was sent to (lowercased, as auth_otps stores it). */
const emailChangeKey = (userId: string, newEmail: string) => `${userId}:${newEmail}`;

export default fp(
  async function accountRightsPlugin(app) {
    async function activeUser(actor: AccountActor): Promise<UserRow> {
      const user = await app.users.findById(actor.userId);
      if (!user || user.tenant !== actor.tenant.id || user.state !== 'active') throw sessionExpired();
      return user;
    }

    /** The account's password, counted toward the login lockout (reserved before verifying, STYLE.md §21). */
    async function checkPassword(tenant: TenantConfig, user: UserRow, password: string) {
      const lock = await app.lockout.state(tenant.id, user.email);
      if (lock.locked) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
      const attempt = await app.lockout.attempt(tenant.id, user.email);
      if (!attempt.allowed) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
      if (!(await app.passwords.verify(user.passwordHash, password))) {
        if (attempt.blocksNow) throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED');
        throw new ApiError(400, 'INVALID_CREDENTIALS', { details: { fields: { password: 'invalid' } } });
      }
      await app.lockout.reset(tenant.id, user.email);
    }

    function wellFormedCode(tenant: TenantConfig, user: UserRow, code: string) {
      const otp = validateOtp(code, codeLengthOf(tenant, user));
      if (!otp.ok || otp.value !== code)
        throw new ApiError(400, 'OTP_INVALID_ERROR', { details: { fields: { code: 'length' } } });
    }

    function newEmailOf(raw: string) {
      const email = validateEmail(raw);
      if (!email.ok) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { newEmail: email.error } } });
      return raw.trim().toLowerCase();
    }

    /**
     * Ley 1581 / LGPD erasure, in the caller's transaction: what only serves the person goes (addresses, saved cards, lists,
     * wish list, cart, preferences, points, social sign-ins, password history, codes); what the law keeps (orders, invoices,
     * tickets, quotations, consent records) stays, linked to a user row with no personal data left: names, document,
     * phones, birth date and password erased, the email replaced by a random address so that it is free for a new
     * registration, the state inactive. Every session of the account ends (they answer 401 at once).
     */
    async function eraseAccount(tx: SqlRunner, user: UserRow, now: Date) {
      for (const table of [
        'addresses',
        'payment_methods',
        'lists',
        'wish_list_items',
        'carts',
        'account_preferences',
        'loyalty_movements',
        'auth_identities',
        'auth_password_history',
        'auth_password_locks',
        'collaborator_profiles',
      ])
        await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [user.id]);
      await tx.query(`DELETE FROM auth_otps WHERE tenant = $1 AND (email = $2 OR email LIKE $3)`, [
        user.tenant,
        user.email,
        `${user.id}:%`,
      ]);
      await tx.query('DELETE FROM auth_lockouts WHERE tenant = $1 AND email = $2', [user.tenant, user.email]);
      // issue 31 item 6: the refund bank data goes with the person once its refund is settled (refunded or closed tickets);
      // an open refund keeps it, as the money still has to reach that account
      await tx.query(
        `UPDATE order_refund_accounts SET holder_name = '', account_number = '', holder_document = '',
           account_number_last4 = ''
         WHERE ticket_id IN (SELECT k.id FROM order_tickets k JOIN orders o ON o.id = k.order_id
                             WHERE o.user_id = $1 AND k.status <> 'open')`,
        [user.id],
      );
      // the delivery address written on an order is the person's; the order itself is kept
      await tx.query(`UPDATE orders SET delivery_place = '-' WHERE user_id = $1 AND delivery_method = 'homeDelivery'`, [
        user.id,
      ]);
      await tx.query(
        `UPDATE users SET email = $2, password_hash = NULL, first_name = '', middle_name = NULL, last_name = '',
           mother_last_name = NULL, document_type = NULL, document_number = NULL, dni_dv = NULL, gender = NULL,
           date_of_birth = NULL, phone_country_code = NULL, phone_number = NULL, alternate_phone = NULL,
           direct_dialing = NULL, country_of_residence = NULL, position = NULL, offer_sms = false, add_cmr = false,
           state = 'inactive', updated_at = $3
         WHERE id = $1`,
        [user.id, `closed-${randomUUID()}@closed.invalid`, now],
      );
      await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [user.id, now]);
    }

    const rights: AccountRights = {
      async requestEmailChange(actor, input) {
        const newEmail = newEmailOf(input.newEmail);
        const user = await activeUser(actor);
        await checkPassword(actor.tenant, user, input.password);
        if (newEmail === user.email)
          throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { newEmail: 'unchanged' } } });
        // only now, after the password: whether the address is taken in this tenant (no enumeration)
        if (await app.users.findByEmail(actor.tenant.id, newEmail)) throw new ApiError(409, 'emailAlreadyExists');
        const length = codeLengthOf(actor.tenant, user);
        const issued = await app.otp.issue({
          tenant: actor.tenant.id,
          email: emailChangeKey(user.id, newEmail),
          purpose: 'email-change',
          length: length.max,
        });
        if (issued.locked) throw new ApiError(423, 'OTP_LOCKED_ERROR');
        await app.mailer.send({
          to: newEmail,
          tenant: actor.tenant.id,
          template: 'email-change-code',
          data: { code: issued.code, minutes: app.otp.config.validMinutes, firstName: user.firstName },
        });
        return { codeLength: length, validMinutes: app.otp.config.validMinutes };
      },

      async confirmEmailChange(actor, input) {
        const newEmail = newEmailOf(input.newEmail);
        const user = await activeUser(actor);
        wellFormedCode(actor.tenant, user, input.code);
        const { verdict, id } = await app.otp.verify({
          tenant: actor.tenant.id,
          email: emailChangeKey(user.id, newEmail),
          purpose: 'email-change',
          code: input.code,
          consume: false,
        });
        if (verdict === 'locked') throw new ApiError(423, 'OTP_LOCKED_ERROR');
        if (verdict === 'expired') throw new ApiError(400, 'OTP_EXPIRED_ERROR');
        if (verdict !== 'ok' || !id) throw new ApiError(400, 'OTP_INVALID_ERROR');
        const oldEmail = user.email;
        const now = app.clock.now();
        let revokedSessions: number;
        try {
          revokedSessions = await app.database.transaction(async (tx) => {
            // single use: of parallel tries with the right code, one consumes it; the others change nothing
            const consumed = await tx.query(
              'UPDATE auth_otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
              [id, now],
            );
            if (consumed.length === 0) throw new ApiError(400, 'OTP_INVALID_ERROR');
            await tx.query('UPDATE users SET email = $2, updated_at = $3 WHERE id = $1 AND tenant = $4', [
              user.id,
              newEmail,
              now,
              actor.tenant.id,
            ]);
            const revoked = await tx.query(
              `UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id_hash <> $2
               RETURNING id_hash`,
              [user.id, actor.sessionId, now],
            );
            // a step-up code keyed by the old address is of no use any more (and it names that address)
            await tx.query(`DELETE FROM auth_otps WHERE tenant = $1 AND email = $2 AND purpose = 'step-up'`, [
              actor.tenant.id,
              oldEmail,
            ]);
            // spec §3, §7: the contact's new address goes to the customer system with the change
            await app.customerSystem.enqueueChange(tx, { kind: 'contact', userId: user.id });
            return revoked.length;
          });
        } catch (error) {
          // a registration (or another account's change) took the address meanwhile: nothing was written
          if (isUniqueViolation(error)) throw new ApiError(409, 'emailAlreadyExists');
          throw error;
        }
        await app.mailer.send({
          to: oldEmail,
          tenant: actor.tenant.id,
          template: 'email-changed',
          data: { firstName: user.firstName },
        });
        return { email: newEmail, revokedSessions };
      },

      async requestStepUpCode(actor) {
        // the mail says the code counts STEP_UP_CODE_MINUTES (verifyStepUp enforces it)
        const user = await activeUser(actor);
        const length = codeLengthOf(actor.tenant, user);
        const issued = await app.otp.issue({
          tenant: actor.tenant.id,
          email: user.email,
          purpose: 'step-up',
          length: length.max,
        });
        if (issued.locked) throw new ApiError(423, 'OTP_LOCKED_ERROR');
        await app.mailer.send({
          to: user.email,
          tenant: actor.tenant.id,
          template: 'step-up-code',
          data: { code: issued.code, minutes: STEP_UP_CODE_MINUTES, firstName: user.firstName },
        });
        return { codeLength: length, validMinutes: STEP_UP_CODE_MINUTES };
      },

      async verifyStepUp(actor, input) {
        const user = await activeUser(actor);
        wellFormedCode(actor.tenant, user, input.code);
        await checkPassword(actor.tenant, user, input.password);
        const { verdict, id } = await app.otp.verify({
          tenant: actor.tenant.id,
          email: user.email,
          purpose: 'step-up',
          code: input.code,
          consume: false,
        });
        if (verdict === 'locked') throw new ApiError(423, 'OTP_LOCKED_ERROR');
        if (verdict === 'expired') throw new ApiError(400, 'OTP_EXPIRED_ERROR');
        if (verdict !== 'ok' || !id) throw new ApiError(400, 'OTP_INVALID_ERROR');
        const now = app.clock.now();
        // a "fresh" step-up: the code counts for STEP_UP_CODE_MINUTES after it was mailed, fewer than other codes
        const [row] = await app.database.sql.query<{ expires_at: Date | string }>(
          'SELECT expires_at FROM auth_otps WHERE id = $1',
          [id],
        );
        const mailedAt = new Date(row!.expires_at).getTime() - app.otp.config.validMinutes * 60_000;
        if (now.getTime() - mailedAt > STEP_UP_CODE_MINUTES * 60_000) throw new ApiError(400, 'OTP_EXPIRED_ERROR');
        // single use: of parallel tries with the right code, one consumes it
        if (!(await app.otp.consume(id))) throw new ApiError(400, 'OTP_INVALID_ERROR');
        const expiresAt = new Date(now.getTime() + STEP_UP_MINUTES * 60_000);
        await app.database.sql.query(
          `INSERT INTO session_step_ups (session_id, granted_at, expires_at) VALUES ($1, $2, $3)
           ON CONFLICT (session_id) DO UPDATE SET granted_at = excluded.granted_at, expires_at = excluded.expires_at`,
          [actor.sessionId, now, expiresAt],
        );
        return { expiresAt };
      },

      async requireStepUp(sessionId) {
        const rows = await app.database.sql.query(
          'SELECT 1 AS ok FROM session_step_ups WHERE session_id = $1 AND expires_at > $2',
          [sessionId, app.clock.now()],
        );
        if (rows.length === 0) throw new ApiError(403, 'FORBIDDEN', { details: { reason: 'STEP_UP_REQUIRED' } });
      },

      dataExport: (userId, tenant, now) => app.database.transaction((tx) => collectDataExport(tx, userId, tenant, now)),

      referenceOf(userId) {
        return createHmac('sha256', app.secrets.otp).update(`account-closure:${userId}`).digest('hex');
      },

      async closeAccount(actor) {
        const user = await activeUser(actor);
        // spec §6: a company account is closed by its owner only; a collaborator is told so (catalogued 403)
        if (user.userType) throw new ApiError(403, 'FORBIDDEN', { details: { reason: 'COMPANY_OWNER_ONLY' } });
        await rights.requireStepUp(actor.sessionId);
        const reference = rights.referenceOf(user.id);
        const now = app.clock.now();
        const closedNow = await app.database.transaction(async (tx) => {
          // the row lock makes a second, parallel request wait and then find the account closed (idempotent)
          const [row] = await tx.query<{ state: string }>(
            'SELECT state FROM users WHERE id = $1 AND tenant = $2 FOR UPDATE',
            [user.id, actor.tenant.id],
          );
          if (!row || row.state !== 'active') return false;
          await eraseAccount(tx, user, now);
          if (user.accountType === 'ORGANIZATION' && user.companyId) {
            // the company closes with its owner: every collaborator is deactivated and signed out
            const members = await tx.query<{ id: string }>(
              `UPDATE users SET state = 'inactive', updated_at = $3 WHERE company_id = $1 AND tenant = $2 AND id <> $4
               RETURNING id`,
              [user.companyId, actor.tenant.id, now, user.id],
            );
            if (members.length)
              await tx.query(
                'UPDATE sessions SET revoked_at = $2 WHERE user_id = ANY($1::uuid[]) AND revoked_at IS NULL',
                [members.map((m) => m.id), now],
              );
          }
          await tx.query(
            `INSERT INTO account_closures (tenant, reference, account_kind, closed_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (reference) DO NOTHING`,
            [actor.tenant.id, reference, user.accountType, now],
          );
          return true;
        });
        if (closedNow)
          await app.mailer.send({
            to: user.email,
            tenant: actor.tenant.id,
            template: 'account-closed',
            data: { firstName: user.firstName },
          });
        return { closedNow };
      },
    };
    app.decorate('accountRights', rights);
  },
  {
    name: 'account-rights',
    dependencies: ['users', 'passwords', 'sessions', 'lockout', 'otp', 'customer-system'],
  },
);
