// spec §2, §3, §7, §8: personal and company registration, the organisation and customer existence checks.
// Endpoint objects: src/contracts/registration.contract.ts, company.contract.ts, customer-system.contract.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CreateUser, RegisterPerson } from '../../../src/contracts/registration.contract';
import type { ConsentAcceptance, ConsentPurpose } from '../../../src/contracts/consent.contract';
import { OrganizationExists, RegisterCompany } from '../../../src/contracts/company.contract';
import { CustomersExists } from '../../../src/contracts/customer-system.contract';
import { resolveTenant } from '../../../src/tenants/resolve-tenant';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import { ApiError } from '../lib/api-error';
import { strictRateLimit } from '../lib/rate-limit';
import { route, type EndpointHandler } from '../lib/endpoint-route';
import { requestChannel, setSessionCookie } from '../lib/session-cookie';
import { RegistrationConflict } from './registration.repository';
import { ConsentError } from './consent.repository';
import { checkCompanyRegistration, checkPersonalRegistration } from './registration-validation';
import { companyGeoLevels, typesMunicipal, validateColony } from '../../../src/rules/company-details';

export function tenantOf(request: FastifyRequest, named: string | undefined): TenantConfig {
  const header = request.headers['x-tenant'];
  const tenant = resolveTenant({ query: named, header: typeof header === 'string' ? header : null });
  if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
  return tenant;
}

function conflict(error: unknown): never {
  if (error instanceof RegistrationConflict) {
    // spec §8: emailAlreadyExists, documentAlreadyExists, COMPANY_EXISTS_ERROR
    throw new ApiError(409, error.code);
  }
  throw error;
}

async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  tenant: string,
  userId: string,
) {
  const channel = requestChannel(request);
  const created = await app.sessions.create({ tenant, channel, userId });
  if (channel === 'WEB') setSessionCookie(request, reply, created.rawId);
  return channel === 'MOBILE' ? { sessionId: created.rawId } : {};
}

/** spec §9: where consents apply, every required template of the purpose must come accepted in its current version. */
function requireConsents(
  app: FastifyInstance,
  tenant: TenantConfig,
  purpose: ConsentPurpose,
  consents: ConsentAcceptance[],
): void {
  if (!app.consents.required(tenant)) return;
  const missing = app.consents
    .templates(tenant, purpose)
    .filter(
      (template) =>
        template.required &&
        !consents.some((c) => c.templateId === template.id && c.version === template.version && c.accepted),
    );
  if (missing.length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { consents: 'required' } } });
}

/** A consent the repository refuses (unknown template, stale version) is the caller's mistake, not a conflict. */
function consentOrConflict(error: unknown): never {
  if (error instanceof ConsentError)
    throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { consents: error.reason } } });
  return conflict(error);
}

export default async function registrationRoutes(app: FastifyInstance) {
  const registerPerson: EndpointHandler<typeof RegisterPerson> = async ({ body }, request, reply) => {
    const tenant = tenantOf(request, body.tenant);
    const { document } = checkPersonalRegistration(tenant, body, app.clock.now());
    const passwordHash = await app.passwords.hash(body.password);
    // spec §9: where consents apply, the required templates of purpose Registro must be accepted; they are recorded with the user
    const consents = body.consents ?? [];
    requireConsents(app, tenant, 'Registro', consents);
    const person = await app.registration
      .registerPerson(tenant, { ...body, document }, passwordHash, (tx, userId) =>
        app.consents.record(tx, userId, tenant, consents, { channel: requestChannel(request), source: 'registration' }),
      )
      .catch(consentOrConflict);
    // spec §8: success shows yourAccountSuccessFullyCreated and signs the user in
    const session = await signIn(app, request, reply, tenant.id, person.userId);
    reply.code(201);
    return {
      userId: person.userId,
      email: body.email.trim().toLowerCase(),
      firstName: person.firstName,
      accountType: 'INDIVIDUAL',
      ...session,
    };
  };
  route(app, RegisterPerson, {}, registerPerson);
  route(app, CreateUser, {}, registerPerson);

  route(app, RegisterCompany, {}, async ({ body }, request, reply) => {
    const tenant = tenantOf(request, body.tenant);
    const { companyDocument } = checkCompanyRegistration(tenant, body);
    const fields: Record<string, string> = {};
    if (!app.geo.find(tenant.country, body.state)) fields.state = 'unknown';
    // Uruguay's geography has one level: its form asks no city (checkCompanyRegistration requires it where it asks it)
    if (body.city && !app.geo.find(tenant.country, body.city)) fields.city = 'unknown';
    // issue 32 item 3: with two levels (Mexico, Colombia, Brazil) the colony / barrio / bairro is typed, checked by the
    // shared rule (src/rules/company-details.ts) and stored as its own id and name; required by the full form, as the form
    // itself requires it (the lite registration asks no address detail beyond the city)
    const typedColony = typesMunicipal(companyGeoLevels(tenant.country))
      ? validateColony(body.municipal, body.form !== 'lite')
      : null;
    if (typedColony && !typedColony.ok) fields.municipal = typedColony.error;
    else if (!typedColony && body.municipal && !app.geo.find(tenant.country, body.municipal))
      fields.municipal = 'unknown';
    const activities = app.economicActivities.forCountry(tenant.country);
    if (
      body.economicActivity &&
      !activities.freeText &&
      !app.economicActivities.find(tenant.country, body.economicActivity.economicActivityCode)
    ) {
      fields.economicActivity = 'unknown';
    }
    if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });
    // spec §9: the company's super user accepts the RegistroB2BSU templates; recorded with the account, in its transaction,
    // so that the signed-in consent check does not ask again
    const consents = body.consents ?? [];
    requireConsents(app, tenant, 'RegistroB2BSU', consents);
    const passwordHash = await app.passwords.hash(body.password);
    const company = await app.registration
      .registerCompany(tenant, { ...body, ...colonyOf(typedColony), companyDocument }, passwordHash, (tx, userId) =>
        app.consents.record(tx, userId, tenant, consents, { channel: requestChannel(request), source: 'registration' }),
      )
      .catch(consentOrConflict);
    // spec §4: a pending (Mexican) company cannot sign in until approved, so no session is opened for it
    const session = company.status === 'active' ? await signIn(app, request, reply, tenant.id, company.userId) : {};
    reply.code(201);
    return { userId: company.userId, companyId: company.companyId, status: company.status, ...session };
  });

  // spec §7: s/account/v3/users/organization/isExists (COMPANY_EXISTS_ERROR is decided by the caller's machine)
  route(app, OrganizationExists, { config: strictRateLimit({ max: 30 }) }, async ({ query }, request) => {
    const tenant = tenantOf(request, query.tenant);
    const check = validateDocumentOrFail(tenant, query.documentType, query.document);
    const status = await app.registration.organizationStatus(tenant.id, check);
    return { exists: status !== null, status };
  });

  // spec §7: s/account/v1/{customer-system adopter}/customers/isExists
  // docs/security.md: it tells whether an email or document is registered, so a strict per-address limit (not called by
  // our front end, whose registration only asks organization/isExists)
  route(app, CustomersExists, { config: strictRateLimit({ max: 5 }) }, async ({ query }, request) => {
    const tenant = tenantOf(request, query.tenant);
    if (!query.document && !query.email)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { document: 'required' } } });
    return { exists: await app.registration.customerExists(tenant.id, query) };
  });
}

/** the typed colony as the company's municipal id and name (absent when none was typed) */
function colonyOf(colony: ReturnType<typeof validateColony> | null) {
  if (!colony?.ok) return {};
  return { municipal: colony.value || undefined, municipalName: colony.value || undefined };
}

function validateDocumentOrFail(tenant: TenantConfig, documentType: string, document: string): string {
  if (!(tenant.documents.company as string[]).includes(documentType)) {
    throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { documentType: 'notForTenant' } } });
  }
  return document;
}
