// Mirrors server/migrations/0101_auth_social.sql: OpenID Connect identities and in-flight login states.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account/users.schema';

export const authIdentities = pgTable(
  'auth_identities',
  {
    tenant: text('tenant').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.provider, t.subject] })],
);

export const authOidcStates = pgTable('auth_oidc_states', {
  state: text('state').primaryKey(),
  tenant: text('tenant').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
