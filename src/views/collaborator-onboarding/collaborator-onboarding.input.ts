// The collaborator onboarding machine's input for a tenant.
import type { CollaboratorOnboardingInput } from '../../machines/collaborator-onboarding/collaborator-onboarding.types';
import type { TenantConfig } from '../../tenants/tenant.types';

export function collaboratorOnboardingInputFor(tenant: TenantConfig): CollaboratorOnboardingInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    companyDocumentType: tenant.documents.companyDefault,
    passwordPolicy: tenant.passwordPolicy,
    // spec §9: whether it applies in this environment is the server's answer (templates `required`); the flow asks where it may
    consentRequired: tenant.consentRequiredIn.length > 0,
  };
}
