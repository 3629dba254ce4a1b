// The lite registration machine's input for a tenant, and where its wizard is saved across reloads.
import type { LiteRegistrationInput } from '../../machines/lite-registration/lite-registration.types';
import type { TenantConfig } from '../../tenants/tenant.types';

export function liteRegistrationInputFor(tenant: TenantConfig): LiteRegistrationInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    companyDocumentType: tenant.documents.companyDefault,
    asksBusinessType: tenant.country === 'CO' || tenant.country === 'MX',
    asksActivityText: tenant.country === 'MX',
    passwordPolicy: tenant.passwordPolicy,
  };
}

export const liteStorageKey = (tenant: string) => `cuenta.liteRegistration.${tenant}`;
