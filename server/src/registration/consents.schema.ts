// Mirrors server/migrations/0200_registration.sql (user_consents) and 0210_consent_history.sql (channel, source).
// spec §9: each acceptance or withdrawal is recorded with the template version and the time; issue 31: and where.
import { bigserial, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CONSENT_SOURCES } from '../../../src/contracts/privacy.contract';
import { CHANNELS } from '../../../src/contracts/services';
import { users } from '../account/users.schema';

/** a check constraint's value list, from the contract's list (the migration spells the same values) */
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    templateId: text('template_id').notNull(),
    templateVersion: text('template_version').notNull(),
    purpose: text('purpose').notNull(),
    accepted: boolean('accepted').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    channel: text('channel'),
    source: text('source').notNull().default('registration'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('user_consents_user_idx').on(t.userId, t.templateId, t.recordedAt),
    index('user_consents_history_idx').on(t.userId, t.recordedAt, t.seq),
    check('user_consents_channel_check', sql`${t.channel} IN (${inList(CHANNELS)})`),
    check('user_consents_source_check', sql`${t.source} IN (${inList(CONSENT_SOURCES)})`),
  ],
);
