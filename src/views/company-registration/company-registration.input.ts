// The company registration machine's input for a tenant (spec §3; geography depth from server/data/SOURCES.md).
import type { CompanyRegistrationInput } from '../../machines/company-registration/company-registration.types';
import type { Country, TenantConfig } from '../../tenants/tenant.types';

const GEO_LEVELS: Record<Country, 1 | 2 | 3> = { CL: 3, PE: 3, AR: 3, CO: 2, MX: 2, BR: 2, UY: 1 };

export function companyRegistrationInputFor(tenant: TenantConfig): CompanyRegistrationInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    documentTypes: [...tenant.documents.company],
    documentDefault: tenant.documents.companyDefault,
    geoLevels: GEO_LEVELS[tenant.country],
    asksBusinessType: tenant.country === 'CO' || tenant.country === 'MX',
    passwordPolicy: tenant.passwordPolicy,
  };
}
