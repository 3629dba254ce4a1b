// Mirrors server/migrations/0100_auth.sql: lockouts, per-IP throttle, recovery codes, password history and locks, mail outbox.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account/users.schema';

export const authLockouts = pgTable(
  'auth_lockouts',
  {
    tenant: text('tenant').notNull(),
    email: text('email').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.email] })],
);

/** 0103: one row per address, window and failed account (sha256 of tenant and email); the count of rows is the throttle. */
export const authIpFailedAccounts = pgTable(
  'auth_ip_failed_accounts',
  {
    ip: text('ip').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    account: text('account').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ip, t.windowStart, t.account] })],
);

// 0520: 'email-change' (code to the new address) and 'step-up' (export and closure of an account, issue 31)
export const OTP_PURPOSES = [
  'recovery',
  'organization-recovery',
  'collaborator-onboarding',
  'email-change',
  'step-up',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const authOtps = pgTable('auth_otps', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  email: text('email').notNull(),
  purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sends: integer('sends').notNull().default(1),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type OtpRow = typeof authOtps.$inferSelect;

export const authPasswordHistory = pgTable('auth_password_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const authPasswordLocks = pgTable('auth_password_locks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
});

export const MAIL_STATUSES = ['stored', 'sent', 'failed'] as const;

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant: text('tenant').notNull(),
  toAddress: text('to_address').notNull(),
  template: text('template').notNull(),
  locale: text('locale').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status', { enum: MAIL_STATUSES }).notNull().default('stored'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** 0111: SMTP hand-overs tried by the retry worker, and when it may try again (also its claim's lease) */
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});
export type MailRow = typeof mailOutbox.$inferSelect;
