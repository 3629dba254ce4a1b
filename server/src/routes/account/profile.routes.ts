// spec §7 GET /{tenant}/users and the profile edit (contracts: src/contracts/profile.contract.ts). Always the session's own
// user in its own tenant (the path's tenant must be the session's: app.authenticate answers 403 otherwise). A saved edit
// publishes the contact to the customer system through the outbox, in the same transaction (spec §3, §7).
import type { FastifyInstance } from 'fastify';
import { GetProfile, UpdateProfile, type Profile, type ProfileBody } from '../../../../src/contracts/profile.contract';
import { validateDocument } from '../../../../src/rules/documents';
import {
  validateBirthDate,
  validateFirstName,
  validateGender,
  validateLastName,
  validateMiddleName,
  validateMotherLastName,
  validatePosition,
} from '../../../../src/rules/person';
import { validateDirectDialing, validatePhone } from '../../../../src/rules/phone';
import { getTenant } from '../../../../src/tenants/tenants';
import { COUNTRIES, type Country, type TenantConfig } from '../../../../src/tenants/tenant.types';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/endpoint-route';

/** spec §3: motherLastName "in some tenants" (not named): our reading, the Spanish-naming countries with two surnames in use. */
export const usesMotherLastName = (tenant: TenantConfig) => ['CL', 'PE', 'MX'].includes(tenant.country);

const PROFILE_READ = `SELECT u.tenant, u.email, u.first_name, u.middle_name, u.last_name, u.mother_last_name,
       u.date_of_birth::text AS date_of_birth, u.gender, u.direct_dialing, u.phone_number, u.document_type, u.document_number, u.dni_dv,
       u.offer_sms, p.brand_newsletter, p.receive_email, u.country_of_residence, u.add_cmr, u.position, u.account_type,
       p.personal_data_treatment
FROM users u LEFT JOIN account_preferences p ON p.user_id = u.id
WHERE u.id = $1 AND u.tenant = $2
LIMIT 1`;

type ProfileRow = {
  tenant: string;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  mother_last_name: string | null;
  /** YYYY-MM-DD (read as text: both drivers would make a Date of a date column) */
  date_of_birth: string | null;
  gender: UserRow['gender'];
  direct_dialing: string | null;
  phone_number: string | null;
  document_type: UserRow['documentType'];
  document_number: string | null;
  dni_dv: string | null;
  offer_sms: boolean;
  /** null without a preferences row */
  brand_newsletter: boolean | null;
  receive_email: boolean | null;
  country_of_residence: string | null;
  add_cmr: boolean;
  position: string | null;
  account_type: UserRow['accountType'];
  personal_data_treatment: boolean | null;
};

/** spec §3 countryOfResidence: the stored country when it is one of ours, else the tenant's (issue 31 item 1) */
const countryOf = (stored: string | null, tenant: TenantConfig): Country =>
  COUNTRIES.find((c) => c === stored) ?? tenant.country;

/**
 * spec §9 Brazil: the area code apart from the number. Accounts that kept both in one number (10 or 11 digits, an
 * older import or seed) are shown split: the first two digits are the area code.
 */
function phoneOf(tenant: TenantConfig, directDialing: string | null, number: string) {
  if (!tenant.toggles.directDialing) return { directDialing: '', number };
  if (directDialing) return { directDialing, number };
  const digits = number.replace(/\D/g, '');
  return /^\d{10,11}$/.test(digits)
    ? { directDialing: digits.slice(0, 2), number: digits.slice(2) }
    : { directDialing: '', number };
}

export default async function profileRoutes(app: FastifyInstance) {
  /**
   * The session's user with their preferences, in ONE named statement (issue 17: the profile GET is the bench's
   * authenticated request; on PGlite every statement runs on the server's thread, and a named one is parsed and planned
   * once, server/src/db/pglite-prepared.ts). Only the columns the profile shows: the whole row (31 columns, the password
   * hash among them) cost PGlite encoding and parsing on every request, as did drizzle building the query each time
   * (about 6% of the server's CPU in a profile). Null when the user is gone or of another tenant.
   */
  async function loadProfile(userId: string, tenantId: string): Promise<Profile | null> {
    const [row] = await app.database.sql.query<ProfileRow>(PROFILE_READ, [userId, tenantId], 'profile_read');
    if (!row) return null;
    const tenant = getTenant(row.tenant);
    const phone = phoneOf(tenant, row.direct_dialing, row.phone_number ?? '');
    return {
      email: row.email,
      firstName: row.first_name,
      middleName: row.middle_name ?? '',
      lastName: row.last_name,
      motherLastName: row.mother_last_name ?? '',
      usesMotherLastName: usesMotherLastName(tenant),
      dateOfBirth: row.date_of_birth,
      gender: row.gender ?? 'UNSET',
      directDialing: phone.directDialing,
      primaryPhone: phone.number,
      documentType: row.document_type,
      document: row.document_number ?? '',
      documentDniDv: row.dni_dv ?? '',
      offerSms: row.offer_sms,
      brandNewsLetter: row.brand_newsletter ?? false,
      receiveEmail: row.receive_email ?? false,
      countryOfResidence: countryOf(row.country_of_residence, tenant),
      addCMR: row.add_cmr,
      personalDataTreatmentPolicy: row.personal_data_treatment ?? false,
      position: row.position ?? '',
      asksPosition: row.account_type === 'ORGANIZATION',
    };
  }

  function check(tenant: TenantConfig, body: ProfileBody, isCompany: boolean) {
    const errors: Record<string, string> = {};
    const field = (name: string, r: { ok: boolean; error?: string }) => {
      if (!r.ok && r.error) errors[name] = r.error;
    };
    field('firstName', validateFirstName(body.firstName));
    field('middleName', validateMiddleName(body.middleName ?? ''));
    field('lastName', validateLastName(body.lastName));
    if (usesMotherLastName(tenant)) field('motherLastName', validateMotherLastName(body.motherLastName ?? ''));
    field('dateOfBirth', validateBirthDate(body.dateOfBirth, app.clock.now()));
    field('gender', validateGender(body.gender));
    // spec §9: Brazil asks the area code (DDD) apart; spec §5: area code plus number
    const dialing = tenant.toggles.directDialing ? validateDirectDialing(body.directDialing ?? '') : null;
    if (dialing) field('directDialing', dialing);
    else if (body.directDialing?.trim()) errors.directDialing = 'notForTenant';
    const phone = validatePhone(
      tenant.country,
      'primary',
      body.primaryPhone,
      dialing?.ok ? { areaCode: dialing.normalized } : {},
    );
    field('primaryPhone', phone);
    if (!tenant.documents.personal.includes(body.documentType)) errors.documentType = 'document.typeNotAllowed';
    const document = validateDocument(body.documentType, body.document, {
      country: tenant.country,
      dv: body.documentDniDv ?? null,
    });
    field('document', document);
    if (body.position !== undefined && isCompany) field('position', validatePosition(body.position));
    if (Object.keys(errors).length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: errors } });
    return {
      directDialing: dialing?.ok ? dialing.normalized : null,
      phone: phone.ok ? phone.normalized : '',
      document: document.ok ? document.normalized : '',
      dv: document.ok ? (document.dv ?? body.documentDniDv ?? null) : null,
    };
  }

  route(app, GetProfile, { preHandler: app.authenticate }, async (_input, request) => {
    const profile = await loadProfile(request.auth!.userId, request.auth!.tenant);
    if (!profile) throw new ApiError(404, 'NOT_FOUND');
    return profile;
  });

  route(app, UpdateProfile, { preHandler: app.authenticate }, async ({ body }, request) => {
    const { userId, tenant: tenantId } = request.auth!;
    const tenant = getTenant(tenantId);
    const [account] = await app.database.sql.query<{ account_type: UserRow['accountType'] }>(
      'SELECT account_type FROM users WHERE id = $1 AND tenant = $2',
      [userId, tenantId],
    );
    if (!account) throw new ApiError(404, 'NOT_FOUND');
    const isCompany = account.account_type === 'ORGANIZATION';
    const ok = check(tenant, body, isCompany);
    const now = app.clock.now();
    const name = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
    await app.database.transaction(async (tx) => {
      const clash = await tx.query(
        'SELECT 1 FROM users WHERE tenant = $1 AND document_type = $2 AND document_number = $3 AND id <> $4 LIMIT 1',
        [tenantId, body.documentType, ok.document, userId],
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
          name(body.firstName),
          name(body.middleName) || null,
          name(body.lastName),
          usesMotherLastName(tenant) ? name(body.motherLastName) || null : null,
          body.dateOfBirth,
          body.gender,
          ok.phone,
          body.documentType,
          ok.document,
          ok.dv,
          body.offerSms,
          now,
          tenantId,
          ok.directDialing,
          body.countryOfResidence ?? null,
          body.addCMR ?? null,
          isCompany && body.position !== undefined ? name(body.position) : null,
        ],
      );
      await tx.query(
        `INSERT INTO account_preferences (user_id, brand_newsletter, receive_email, personal_data_treatment, updated_at)
         VALUES ($1, $2, $3, COALESCE($5, false), $4)
         ON CONFLICT (user_id) DO UPDATE SET brand_newsletter = excluded.brand_newsletter, receive_email = excluded.receive_email,
           personal_data_treatment = COALESCE($5, account_preferences.personal_data_treatment), updated_at = excluded.updated_at`,
        [userId, body.brandNewsLetter, body.receiveEmail, now, body.personalDataTreatmentPolicy ?? null],
      );
      // spec §3, §7: contact/{id}/publish to the customer system, committed with the edit
      await app.customerSystem.enqueueChange(tx, { kind: 'contact', userId });
    });
    return (await loadProfile(userId, tenantId))!;
  });
}
