// issue 29: the column shapes every table repeats (ids, tenant, owner references, money, instants), declared once. Each
// helper makes a fresh builder: drizzle binds a builder to the table it is placed in.
import { numeric, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A uuid primary key the database fills. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** The tenant id a row belongs to. */
export const tenantColumn = () => text('tenant').notNull();

/** A required reference that goes when its row goes (ON DELETE CASCADE). */
export const ownerColumn = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** An amount of money (numeric(14,2)), read as a number. */
export const moneyColumn = <TName extends string>(name: TName) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull();

/** A required instant (timestamptz). */
export const instantColumn = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true }).notNull();
