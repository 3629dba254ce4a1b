// spec §7 my-account GET /v1/countryInfoList and GET /v1/companyClassifications (contracts:
// src/contracts/reference-data.contract.ts), mounted as /v1/economicActivity is (geo.routes.ts). Public (no session) and
// cacheable: both are read from src/tenants and spec §3 constants, never from the database.
import type { FastifyInstance } from 'fastify';
import {
  BUSINESS_TYPES,
  ORGANIZATION_TYPES,
  ORIGIN_TYPES,
  TAXPAYER_TYPES,
} from '../../../src/contracts/company.contract';
import {
  GetCompanyClassifications,
  GetCountryInfoList,
  type CompanyClassifications,
  type CountryInfo,
} from '../../../src/contracts/reference-data.contract';
import { asksBusinessType } from '../../../src/rules/company-details';
import { COUNTRY_CALLING_CODES } from '../../../src/rules/phone';
import { DEFAULT_TENANT_ID, getTenant, TENANTS } from '../../../src/tenants/tenants';
import { COUNTRIES, type TenantConfig } from '../../../src/tenants/tenant.types';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { originTypeOf } from '../../../src/rules/company-types';

/** the lists change only with a deploy; five minutes, as the commerce config */
const CACHEABLE = 'public, max-age=300';

/** spec §3: each organization type's origin and its shown name */
const ORIGIN: Record<
  (typeof ORGANIZATION_TYPES)[number],
  { originType: (typeof ORIGIN_TYPES)[number]; label: string }
> = {
  national: { originType: originTypeOf('national'), label: 'Nacional' },
  foreign: { originType: originTypeOf('foreign'), label: 'Extranjera' },
};

/**
 * One entry per country with a tenant, in src/tenants' country order. The name is that of the tenant named after the
 * country (cl, pe...), else its first tenant's; spec §9's country id is the tenants' own (omitted where it is null: Argentina
 * and Uruguay have none).
 */
function countryInfoList(): CountryInfo[] {
  return COUNTRIES.flatMap((isoCode) => {
    const tenants = TENANTS.filter((tenant) => tenant.country === isoCode);
    const main = tenants.find((tenant) => tenant.id === isoCode.toLowerCase()) ?? tenants[0];
    if (!main) return [];
    const countryId = tenants.find((tenant) => tenant.countryId !== null)?.countryId;
    return [
      {
        isoCode,
        name: main.name,
        ...(countryId ? { countryId } : {}),
        dialingCode: COUNTRY_CALLING_CODES[isoCode] ?? main.phonePrefix.replace(/^\+/, ''),
        tenants: tenants.map((tenant) => tenant.id),
      },
    ];
  });
}

function classificationsFor(tenant: TenantConfig): CompanyClassifications {
  const asks = asksBusinessType(tenant.country);
  return {
    tenant: tenant.id,
    organizationTypes: ORGANIZATION_TYPES.map((value) => ({
      value,
      labelKey: `registration:organizationTypes.${value}`,
      originType: ORIGIN[value].originType,
      originLabel: ORIGIN[value].label,
    })),
    organizationTypeDefault: 'national',
    asksBusinessType: asks,
    businessTypes: asks
      ? BUSINESS_TYPES.map((value) => ({ value, labelKey: `registration:businessTypes.${value}` }))
      : [],
    taxpayerTypes: TAXPAYER_TYPES.map((value) => ({ value, labelKey: `registration:taxpayerTypes.${value}` })),
    companyDocumentTypes: tenant.documents.company.map((value) => ({
      value,
      labelKey: `registration:documentTypes.${value}`,
    })),
    companyDocumentDefault: tenant.documents.companyDefault,
  };
}

export default async function referenceDataRoutes(app: FastifyInstance) {
  const countries = { countries: countryInfoList() };

  // spec §7: GET /v1/countryInfoList, the same for every tenant
  route(app, GetCountryInfoList, {}, async (_input, _request, reply) => {
    reply.header('cache-control', CACHEABLE);
    return countries;
  });

  // spec §7: GET /v1/companyClassifications, per tenant as /v1/economicActivity (Chile's when none is named)
  route(app, GetCompanyClassifications, {}, async (_input, request, reply) => {
    // the tenant plugin resolved ?tenant= then x-tenant; a named but unknown one is refused rather than answered as Chile's
    if (request.tenantRaw !== null && !request.tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
    reply.header('cache-control', CACHEABLE).header('vary', 'x-tenant');
    return classificationsFor(request.tenant ?? getTenant(DEFAULT_TENANT_ID));
  });
}
