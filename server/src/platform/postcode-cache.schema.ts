// Mirrors server/migrations/0530_postcode_cache.sql (issue 32 item 1): an online postcode provider's answers.
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { PostcodePlace } from '../../../src/contracts/postcode.contract';

export const postcodeCache = pgTable(
  'postcode_cache',
  {
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    source: text('source').notNull(),
    found: boolean('found').notNull(),
    places: jsonb('places').$type<PostcodePlace[]>().notNull().default([]),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.postcode] }), index('postcode_cache_expires_idx').on(t.expiresAt)],
);
