// Mirrors server/migrations/0110_shared_state.sql: state several app servers on one PostgreSQL share (issue 17).
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStartedMs: bigint('window_started_ms', { mode: 'number' }).notNull(),
  windowMs: integer('window_ms').notNull(),
  hits: integer('hits').notNull(),
});

export const botCheckUsed = pgTable('bot_check_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const devSecrets = pgTable('dev_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const paymentKeys = pgTable('payment_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateSealed: text('private_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  decryptsUntil: timestamp('decrypts_until', { withTimezone: true }).notNull(),
});
