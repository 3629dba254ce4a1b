// The profile of spec §7 GET /{tenant}/users and its edit (profile.routes.ts), and the user details of GET s/account/v3/users
// (user-details.routes.ts): the user's own columns, preferences and company (users, account_preferences, companies). Raw SQL on the SQL runner: the read is a named prepared statement (issue 17), and the edit
// shares its transaction with the customer-system outbox (enqueueChange takes that runner).
import fp from 'fastify-plugin';
import type { ProfileBody } from '../../../src/contracts/profile.contract';
import { ApiError } from '../lib/api-error';
import type { CompanyRow } from '../company/companies.schema';
import type { UserRow } from './users.schema';

const PROFILE_READ = `SELECT u.tenant, u.email, u.first_name, u.middle_name, u.last_name, u.mother_last_name,
       u.date_of_birth::text AS date_of_birth, u.gender, u.direct_dialing, u.phone_number, u.document_type, u.document_number, u.dni_dv,
       u.offer_sms, p.brand_newsletter, p.receive_email, u.country_of_residence, u.add_cmr, u.position, u.account_type,
       p.personal_data_treatment
FROM users u LEFT JOIN account_preferences p ON p.user_id = u.id
WHERE u.id = $1 AND u.tenant = $2
LIMIT 1`;

/** issue 29: the users columns both reads below take (snake_case, as read). */
type UserColumns = {
  tenant: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  document_type: UserRow['documentType'];
  document_number: string | null;
  dni_dv: string | null;
  account_type: UserRow['accountType'];
};

/** The profile's columns as read (snake_case; profile.routes.ts maps them to the contract's Profile). */
export type ProfileRow = UserColumns & {
  middle_name: string | null;
  mother_last_name: string | null;
  /** YYYY-MM-DD (read as text: both drivers would make a Date of a date column) */
  date_of_birth: string | null;
  gender: UserRow['gender'];
  direct_dialing: string | null;
  offer_sms: boolean;
  /** null without a preferences row */
  brand_newsletter: boolean | null;
  receive_email: boolean | null;
  country_of_residence: string | null;
  add_cmr: boolean;
  position: string | null;
  personal_data_treatment: boolean | null;
};

const USER_DETAILS_READ = `SELECT u.tenant, u.email, u.first_name, u.last_name, u.phone_number, u.document_type, u.document_number,
       u.dni_dv, u.account_type, u.user_type, u.state,
       c.id AS company_id, c.business_name, c.company_document, c.company_document_type, c.economic_activity_code,
       c.economic_activity_label, c.economic_activity_text, c.state AS company_state, c.state_name, c.city, c.city_name,
       c.municipal, c.municipal_name, c.address_line1, c.company_phone
FROM users u LEFT JOIN companies c ON c.id = u.company_id AND c.tenant = u.tenant
WHERE u.id = $1 AND u.tenant = $2
LIMIT 1`;

/** The user and their company as read for the user details (snake_case; user-details.routes.ts maps them to the contract). */
export type UserDetailsRow = UserColumns & {
  user_type: UserRow['userType'];
  state: UserRow['state'];
  /** null for a personal shopper (no company, or none of the user's tenant) */
  company_id: string | null;
  business_name: string | null;
  company_document: string | null;
  company_document_type: CompanyRow['companyDocumentType'] | null;
  economic_activity_code: string | null;
  economic_activity_label: string | null;
  economic_activity_text: string | null;
  company_state: string | null;
  state_name: string | null;
  city: string | null;
  city_name: string | null;
  municipal: string | null;
  municipal_name: string | null;
  address_line1: string | null;
  company_phone: string | null;
};

/** The user's columns a profile edit writes (checked and normalised by the route); null keeps countryOfResidence, addCmr, position. */
export interface ProfileChange {
  firstName: string;
  middleName: string | null;
  lastName: string;
  motherLastName: string | null;
  dateOfBirth: ProfileBody['dateOfBirth'];
  gender: ProfileBody['gender'];
  phoneNumber: string;
  documentType: ProfileBody['documentType'];
  documentNumber: string;
  dniDv: string | null;
  offerSms: boolean;
  directDialing: string | null;
  countryOfResidence: string | null;
  addCmr: boolean | null;
  position: string | null;
}

export interface ProfileRepository {
  /**
   * The session's user with their preferences, in ONE named statement (issue 17: the profile GET is the bench's
   * authenticated request; on PGlite every statement runs on the server's thread, and a named one is parsed and planned
   * once, server/src/db/pglite-prepared.ts). Only the columns the profile shows: the whole row (31 columns, the password
   * hash among them) cost PGlite encoding and parsing on every request, as did drizzle building the query each time
   * (about 6% of the server's CPU in a profile). Null when the user is gone or of another tenant.
   */
  read(userId: string, tenantId: string): Promise<ProfileRow | null>;
  /**
   * spec §7 GET s/account/v3/users: the user and their company in ONE named statement (primary key and company id); null
   * when the user is gone or of another tenant.
   */
  details(userId: string, tenantId: string): Promise<UserDetailsRow | null>;
  /** the user's account type; null when the user is gone or of another tenant */
  accountType(userId: string, tenantId: string): Promise<UserRow['accountType'] | null>;
  /**
   * Saves the edit, the preferences and contact/{id}/publish to the customer system in one transaction (spec §3, §7);
   * 409 documentAlreadyExists when another user of the tenant holds the document.
   */
  save(
    who: { userId: string; tenantId: string; now: Date },
    change: ProfileChange,
    preferences: { brandNewsLetter: boolean; receiveEmail: boolean; personalDataTreatment: boolean | null },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfileRepository;
  }
}

export default fp(
  async function profilesPlugin(app) {
    const repository: ProfileRepository = {
      async read(userId, tenantId) {
        const [row] = await app.database.sql.query<ProfileRow>(PROFILE_READ, [userId, tenantId], 'profile_read');
        return row ?? null;
      },
      async details(userId, tenantId) {
        const [row] = await app.database.sql.query<UserDetailsRow>(
          USER_DETAILS_READ,
          [userId, tenantId],
          'user_details_read',
        );
        return row ?? null;
      },
      async accountType(userId, tenantId) {
        const [account] = await app.database.sql.query<{ account_type: UserRow['accountType'] }>(
          'SELECT account_type FROM users WHERE id = $1 AND tenant = $2',
          [userId, tenantId],
        );
        return account?.account_type ?? null;
      },
      async save({ userId, tenantId, now }, c, preferences) {
        await app.database.transaction(async (tx) => {
          const clash = await tx.query(
            'SELECT 1 FROM users WHERE tenant = $1 AND document_type = $2 AND document_number = $3 AND id <> $4 LIMIT 1',
            [tenantId, c.documentType, c.documentNumber, userId],
          );
          if (clash.length) throw new ApiError(409, 'documentAlreadyExists');
          await tx.query(
            `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, mother_last_name = $5, date_of_birth = $6, gender = $7,
               phone_number = $8, document_type = $9, document_number = $10, dni_dv = $11, offer_sms = $12, updated_at = $13,
               direct_dialing = $15, country_of_residence = COALESCE($16, country_of_residence),
               add_cmr = COALESCE($17, add_cmr), position = CASE WHEN $18::text IS NULL THEN position ELSE $18 END
             WHERE id = $1 AND tenant = $14`,
            [
              userId,
              c.firstName,
              c.middleName,
              c.lastName,
              c.motherLastName,
              c.dateOfBirth,
              c.gender,
              c.phoneNumber,
              c.documentType,
              c.documentNumber,
              c.dniDv,
              c.offerSms,
              now,
              tenantId,
              c.directDialing,
              c.countryOfResidence,
              c.addCmr,
              c.position,
            ],
          );
          await tx.query(
            `INSERT INTO account_preferences (user_id, brand_newsletter, receive_email, personal_data_treatment, updated_at)
             VALUES ($1, $2, $3, COALESCE($5, false), $4)
             ON CONFLICT (user_id) DO UPDATE SET brand_newsletter = excluded.brand_newsletter, receive_email = excluded.receive_email,
               personal_data_treatment = COALESCE($5, account_preferences.personal_data_treatment), updated_at = excluded.updated_at`,
            [userId, preferences.brandNewsLetter, preferences.receiveEmail, now, preferences.personalDataTreatment],
          );
          // spec §3, §7: contact/{id}/publish to the customer system, committed with the edit
          await app.customerSystem.enqueueChange(tx, { kind: 'contact', userId });
        });
      },
    };
    app.decorate('profiles', repository);
  },
  // customer-system: save publishes through its outbox
  { name: 'profiles', dependencies: ['customer-system'] },
);
