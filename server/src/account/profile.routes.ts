// spec §7 GET /{tenant}/users and the profile edit (contracts: src/contracts/profile.contract.ts). Always the session's own
// user in its own tenant (the path's tenant must be the session's: app.authenticate answers 403 otherwise). A saved edit
// publishes the contact to the customer system through the outbox, in the same transaction (spec §3, §7;
// app.profiles, profile.repository.ts).
import type { FastifyInstance } from 'fastify';
import { GetProfile, UpdateProfile, type Profile, type ProfileBody } from '../../../src/contracts/profile.contract';
import { checkProfile } from '../../../src/rules/profile';
import { getTenant } from '../../../src/tenants/tenants';
import { COUNTRIES, type Country, type TenantConfig } from '../../../src/tenants/tenant.types';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

/** spec §3: motherLastName "in some tenants" (not named): the tenant config says which (issue 29). */
export const usesMotherLastName = (tenant: TenantConfig) => tenant.usesMotherLastName;

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
   * The session's user with their preferences (one named statement: app.profiles.read, profile.repository.ts), as the
   * contract's Profile. Null when the user is gone or of another tenant.
   */
  async function loadProfile(userId: string, tenantId: string): Promise<Profile | null> {
    const row = await app.profiles.read(userId, tenantId);
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
    // the form's rules (src/rules/profile.ts), then what only the server knows
    const { errors, dialing, phone, document } = checkProfile(body, {
      country: tenant.country,
      usesMotherLastName: usesMotherLastName(tenant),
      directDialing: tenant.toggles.directDialing,
      asksPosition: isCompany && body.position !== undefined,
      now: app.clock.now(),
    });
    if (!tenant.toggles.directDialing && body.directDialing?.trim()) errors.directDialing = 'notForTenant';
    if (!tenant.documents.personal.includes(body.documentType)) errors.documentType = 'document.typeNotAllowed';
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
    const accountType = await app.profiles.accountType(userId, tenantId);
    if (!accountType) throw new ApiError(404, 'NOT_FOUND');
    const isCompany = accountType === 'ORGANIZATION';
    const ok = check(tenant, body, isCompany);
    const now = app.clock.now();
    const name = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
    await app.profiles.save(
      { userId, tenantId, now },
      {
        firstName: name(body.firstName),
        middleName: name(body.middleName) || null,
        lastName: name(body.lastName),
        motherLastName: usesMotherLastName(tenant) ? name(body.motherLastName) || null : null,
        dateOfBirth: body.dateOfBirth,
        gender: body.gender,
        phoneNumber: ok.phone,
        documentType: body.documentType,
        documentNumber: ok.document,
        dniDv: ok.dv,
        offerSms: body.offerSms,
        directDialing: ok.directDialing,
        countryOfResidence: body.countryOfResidence ?? null,
        addCmr: body.addCMR ?? null,
        position: isCompany && body.position !== undefined ? name(body.position) : null,
      },
      {
        brandNewsLetter: body.brandNewsLetter,
        receiveEmail: body.receiveEmail,
        personalDataTreatment: body.personalDataTreatmentPolicy ?? null,
      },
    );
    return (await loadProfile(userId, tenantId))!;
  });
}
