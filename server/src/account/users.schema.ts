// Mirrors server/migrations/0001_core.sql (users). spec §3 Person, User payload, Collaborator.
import { COLLABORATOR_USER_TYPES } from '../../../src/rules/roles';
import { boolean, date, index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '../../../src/tenants/tenant.types';
import { companies } from '../company/companies.schema';

export const ACCOUNT_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const USER_TYPES = COLLABORATOR_USER_TYPES;
export type UserType = (typeof USER_TYPES)[number];
export const USER_STATES = ['active', 'inactive'] as const;
export type UserState = (typeof USER_STATES)[number];
export const GENDERS = ['MALE', 'FEMALE', 'UNSET'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    /** always lowercased (a CHECK constraint enforces it) */
    email: text('email').notNull(),
    /** argon2id PHC string; NULL for a collaborator who has not completed the first login (spec §4) */
    passwordHash: text('password_hash'),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    motherLastName: text('mother_last_name'),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }),
    documentNumber: text('document_number'),
    dniDv: text('dni_dv'),
    gender: text('gender', { enum: GENDERS }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    alternatePhone: text('alternate_phone'),
    directDialing: text('direct_dialing'),
    countryOfResidence: text('country_of_residence'),
    position: text('position'),
    offerSms: boolean('offer_sms').notNull().default(false),
    addCmr: boolean('add_cmr').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    state: text('state', { enum: USER_STATES }).notNull().default('active'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /** collaborator type; NULL for personal shoppers and for the organization owner */
    userType: text('user_type', { enum: USER_TYPES }),
    /** spec §6: a buyer purchases up to this amount; numeric, read as a decimal string */
    maxPurchaseAmount: numeric('max_purchase_amount', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    unique('users_tenant_email_key').on(t.tenant, t.email),
    index('users_tenant_document_idx').on(t.tenant, t.documentType, t.documentNumber),
    index('users_company_idx').on(t.companyId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
