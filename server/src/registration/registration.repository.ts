// spec §2, §3, §4, §8: the registration repository. A user (and, for a company, its company row) is written in ONE transaction
// with its customer-system outbox row (spec §3 payload), so a publish is never lost nor sent for a rolled-back user.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { PersonalRegistrationRequest } from '../../../src/contracts/registration.contract';
import type { CompanyRegistrationRequest, CompanyStatus } from '../../../src/contracts/company.contract';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import type { SqlRunner } from '../db/database';
import { buildCustomerPayload, normaliseIdentification } from './customer-system-payload';
import { enqueueCustomerPublish } from './customer-system-outbox';
import { reviewCompany, type ReviewRequest, type ReviewResult } from './registration-review';
import { isUniqueViolation } from '../lib/db-errors';

export type RegistrationConflictCode = 'emailAlreadyExists' | 'documentAlreadyExists' | 'COMPANY_EXISTS_ERROR';

export class RegistrationConflict extends Error {
  constructor(readonly code: RegistrationConflictCode) {
    super(code);
    this.name = 'RegistrationConflict';
  }
}

export interface RegisteredPerson {
  userId: string;
  firstName: string;
}
export interface RegisteredCompany {
  userId: string;
  companyId: string;
  status: Extract<CompanyStatus, 'active' | 'pending'>;
}

export interface RegistrationRepository {
  /** spec §4: an operator approves or rejects a pending business registration (registration-review.ts). */
  review(request: ReviewRequest): Promise<ReviewResult>;
  /** `onCreated` runs inside the same transaction (e.g. the consents of the form). */
  registerPerson(
    tenant: TenantConfig,
    body: PersonalRegistrationRequest,
    passwordHash: string,
    onCreated?: (tx: SqlRunner, userId: string) => Promise<void>,
  ): Promise<RegisteredPerson>;
  /** `onCreated` runs inside the same transaction (the consents of the form). */
  registerCompany(
    tenant: TenantConfig,
    body: CompanyRegistrationRequest,
    passwordHash: string,
    onCreated?: (tx: SqlRunner, userId: string) => Promise<void>,
  ): Promise<RegisteredCompany>;
  organizationStatus(tenant: string, document: string): Promise<CompanyStatus | null>;
  customerExists(tenant: string, query: { document?: string; email?: string }): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registration: RegistrationRepository;
  }
}

/** spec §3: the country's code for the person's phone (directDialing is Brazil's area code, spec §9). */
const fullPhone = (directDialing: string | undefined, phone: string) =>
  `${directDialing ?? ''}${phone}`.replace(/\D/g, '');

async function assertEmailFree(tx: SqlRunner, tenant: string, email: string) {
  const rows = await tx.query('SELECT 1 FROM users WHERE tenant = $1 AND email = $2', [tenant, email]);
  if (rows.length) throw new RegistrationConflict('emailAlreadyExists');
}

export function createRegistrationRepository(app: FastifyInstance): RegistrationRepository {
  const now = () => app.clock.now();

  return {
    review: (request) => reviewCompany(app.database, request),
    async registerPerson(tenant, body, passwordHash, onCreated) {
      const email = body.email.trim().toLowerCase();
      const document = normaliseIdentification(body.document);
      try {
        return await app.database.transaction(async (tx) => {
          await assertEmailFree(tx, tenant.id, email);
          const sameDocument = await tx.query(
            'SELECT 1 FROM users WHERE tenant = $1 AND document_type = $2 AND document_number = $3',
            [tenant.id, body.documentType, document],
          );
          if (sameDocument.length) throw new RegistrationConflict('documentAlreadyExists');
          const at = now();
          const [row] = await tx.query<{ id: string }>(
            `INSERT INTO users (tenant, email, password_hash, account_type, first_name, middle_name, last_name, mother_last_name,
               document_type, document_number, dni_dv, gender, date_of_birth, phone_country_code, phone_number, alternate_phone,
               direct_dialing, country_of_residence, offer_sms, add_cmr, terms_accepted_at, privacy_accepted_at, state,
               created_at, updated_at, password_changed_at)
             VALUES ($1, $2, $3, 'INDIVIDUAL', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               'active', $20, $20, $20)
             RETURNING id`,
            [
              tenant.id,
              email,
              passwordHash,
              body.firstName.trim(),
              body.middleName?.trim() || null,
              body.lastName.trim(),
              body.motherLastName?.trim() || null,
              body.documentType,
              document,
              body.documentDniDv?.trim() || null,
              body.gender,
              body.dateOfBirth,
              body.countryCode ?? tenant.phonePrefix,
              body.phoneNumber.trim(),
              body.alternatePhone?.trim() || null,
              body.directDialing?.trim() || null,
              body.countryOfResidence ?? tenant.country,
              body.offerSms,
              body.addCMR,
              at,
              body.personalDataTreatmentPolicy ? at : null,
            ],
          );
          const userId = row.id;
          await onCreated?.(tx, userId);
          const payload = buildCustomerPayload(
            tenant.country,
            {
              email,
              firstName: body.firstName.trim(),
              lastName: body.lastName.trim(),
              phone: fullPhone(body.directDialing, body.phoneNumber),
              position: null,
              documentType: body.documentType,
              document,
            },
            null,
          );
          await enqueueCustomerPublish(tx, {
            tenant: tenant.id,
            kind: 'publish',
            userId,
            companyId: null,
            customerKey: userId,
            payload,
            at,
          });
          return { userId, firstName: body.firstName.trim() };
        });
      } catch (error) {
        // a concurrent registration with the same email lost the race on the unique key
        if (isUniqueViolation(error)) throw new RegistrationConflict('emailAlreadyExists');
        throw error;
      }
    },

    async registerCompany(tenant, body, passwordHash, onCreated) {
      const email = body.email.trim().toLowerCase();
      const companyDocument = normaliseIdentification(body.companyDocument);
      // spec §4: a Mexican business registration is pending until the provider validates it
      const status = tenant.country === 'MX' ? 'pending' : 'active';
      try {
        return await app.database.transaction(async (tx) => {
          const sameCompany = await tx.query('SELECT 1 FROM companies WHERE tenant = $1 AND company_document = $2', [
            tenant.id,
            companyDocument,
          ]);
          if (sameCompany.length) throw new RegistrationConflict('COMPANY_EXISTS_ERROR');
          await assertEmailFree(tx, tenant.id, email);
          const at = now();
          const activity = body.economicActivity ?? null;
          const [company] = await tx.query<{ id: string }>(
            `INSERT INTO companies (tenant, company_document, company_document_type, business_name, fantasy_name, organization_type,
               origin_type, business_type, taxpayer_type, state, state_name, city, city_name, municipal, municipal_name,
               address_line1, address_line2, address_line3, postcode, company_phone, economic_activity_code,
               economic_activity_label, economic_activity_text, have_checking_account, country_of_residence, cnae, status,
               created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
               $25, $26, $27, $28, $28)
             RETURNING id`,
            [
              tenant.id,
              companyDocument,
              body.companyDocumentType,
              body.businessName.trim(),
              body.fantasyName.trim(),
              body.organizationType,
              body.originType,
              body.businessType ?? null,
              body.taxpayerType ?? null,
              body.state,
              body.stateName,
              body.city,
              body.cityName,
              body.municipal ?? null,
              body.municipalName ?? null,
              body.addressLine1.trim(),
              body.addressLine2.trim(),
              body.addressLine3?.trim() || null,
              body.postcode?.trim() || null,
              body.companyPhone.trim(),
              activity?.economicActivityCode ?? null,
              activity?.economicActivityLabel ?? null,
              body.economicActivityText?.trim() || null,
              body.haveCheckingAccount === 'yes',
              tenant.country,
              tenant.country === 'BR' ? (activity?.economicActivityCode ?? null) : null,
              status,
              at,
            ],
          );
          const [user] = await tx.query<{ id: string }>(
            `INSERT INTO users (tenant, email, password_hash, account_type, first_name, last_name, phone_country_code, phone_number,
               position, company_id, user_type, country_of_residence, terms_accepted_at, state, created_at, updated_at,
               password_changed_at)
             VALUES ($1, $2, $3, 'ORGANIZATION', $4, $5, $6, $7, $8, $9, 'superUser', $10, $11, 'active', $11, $11, $11)
             RETURNING id`,
            [
              tenant.id,
              email,
              passwordHash,
              body.firstName.trim(),
              body.lastName.trim(),
              tenant.phonePrefix,
              body.phoneNumber.trim(),
              body.position.trim(),
              company.id,
              tenant.country,
              at,
            ],
          );
          const payload = buildCustomerPayload(
            tenant.country,
            {
              email,
              firstName: body.firstName.trim(),
              lastName: body.lastName.trim(),
              phone: body.phoneNumber.replace(/\D/g, ''),
              position: body.position.trim(),
              documentType: body.companyDocumentType,
              document: companyDocument,
            },
            {
              companyDocumentType: body.companyDocumentType,
              companyDocument,
              businessName: body.businessName.trim(),
              fantasyName: body.fantasyName.trim() || null,
              stateName: body.stateName,
              cityName: body.cityName,
              municipalName: body.municipalName ?? null,
              addressLine1: body.addressLine1.trim(),
              addressLine2: body.addressLine2.trim(),
              economicActivity: activity
                ? { code: activity.economicActivityCode, description: activity.economicActivityLabel }
                : body.economicActivityText
                  ? { code: '', description: body.economicActivityText.trim() }
                  : null,
            },
          );
          await onCreated?.(tx, user.id);
          await enqueueCustomerPublish(tx, {
            tenant: tenant.id,
            kind: 'publish',
            userId: user.id,
            companyId: company.id,
            customerKey: company.id,
            payload,
            at,
          });
          return { userId: user.id, companyId: company.id, status };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new RegistrationConflict('COMPANY_EXISTS_ERROR');
        throw error;
      }
    },

    async organizationStatus(tenant, document) {
      const rows = await app.database.sql.query<{ status: CompanyStatus }>(
        'SELECT status FROM companies WHERE tenant = $1 AND company_document = $2',
        [tenant, normaliseIdentification(document)],
      );
      return rows[0]?.status ?? null;
    },

    async customerExists(tenant, query) {
      const clauses: string[] = [];
      const params: unknown[] = [tenant];
      if (query.email) {
        params.push(query.email.trim().toLowerCase());
        clauses.push(`u.email = $${params.length}`);
      }
      if (query.document) {
        params.push(normaliseIdentification(query.document));
        clauses.push(`u.document_number = $${params.length} OR c.company_document = $${params.length}`);
      }
      if (!clauses.length) return false;
      const rows = await app.database.sql.query(
        `SELECT 1 FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.tenant = $1 AND (${clauses.join(' OR ')}) LIMIT 1`,
        params,
      );
      return rows.length > 0;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('registration', createRegistrationRepository(app));
  },
  { name: 'registration' },
);
