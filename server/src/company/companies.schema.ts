// Mirrors server/migrations/0001_core.sql (companies). spec §3 Company. The value lists are src/rules/company-types' (the
// migrations' CHECK lists are the same values); the company document types are the CHECK of 0620, a subset of the rules' list.
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPES, ORGANIZATION_TYPES, ORIGIN_TYPES, TAXPAYER_TYPES } from '../../../src/rules/company-types';

export const COMPANY_STATUSES = ['active', 'pending', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    companyDocument: text('company_document').notNull(),
    companyDocumentType: text('company_document_type', { enum: ['RUT', 'CNPJ', 'NIT', 'RFC', 'RUC', 'DNI'] }).notNull(),
    businessName: text('business_name').notNull(),
    fantasyName: text('fantasy_name'),
    cnae: text('cnae'),
    organizationType: text('organization_type', { enum: ORGANIZATION_TYPES }).notNull().default('national'),
    originType: text('origin_type', { enum: ORIGIN_TYPES }),
    businessType: text('business_type', { enum: BUSINESS_TYPES }),
    taxpayerType: text('taxpayer_type', { enum: TAXPAYER_TYPES }),
    state: text('state'),
    stateName: text('state_name'),
    city: text('city'),
    cityName: text('city_name'),
    municipal: text('municipal'),
    municipalName: text('municipal_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    postcode: text('postcode'),
    companyPhone: text('company_phone'),
    alternatePhone: text('alternate_phone'),
    economicActivityCode: text('economic_activity_code'),
    economicActivityLabel: text('economic_activity_label'),
    economicActivityText: text('economic_activity_text'),
    haveCheckingAccount: boolean('have_checking_account'),
    countryOfResidence: text('country_of_residence'),
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('companies_tenant_document_key').on(t.tenant, t.companyDocument),
    index('companies_tenant_status_idx').on(t.tenant, t.status),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
