// The registration machine's input for a tenant (spec §3, §9).
import type { RegistrationInput } from '../../machines/registration/registration.types';
import type { TenantConfig } from '../../tenants/tenant.types';

// spec §3: motherLastName "in some tenants": the Spanish-speaking ones whose documents carry two surnames.
const MOTHER_LAST_NAME_COUNTRIES = new Set(['CL', 'PE', 'MX']);

export function registrationInputFor(tenant: TenantConfig, now: Date = new Date()): RegistrationInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    documentTypes: [...tenant.documents.personal],
    documentDefault: tenant.documents.personalDefault,
    directDialing: tenant.toggles.directDialing,
    motherLastName: MOTHER_LAST_NAME_COUNTRIES.has(tenant.country),
    passwordPolicy: tenant.passwordPolicy,
    today: now.toISOString().slice(0, 10),
    consents: tenant.consentRequiredIn.length > 0,
  };
}
