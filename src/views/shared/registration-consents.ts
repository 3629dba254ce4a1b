// spec §7, §9 (issue 14): the consent templates a company or lite registration collects: purpose RegistroB2BSU (the company's
// super user), only where the tenant may ask for consents and the server says they apply here (Brazil not in development).
import type { ConsentApi } from '../../services/consent.api';
import type { ConsentTemplate } from '../../machines/shared/consent-template';
import type { TenantConfig } from '../../tenants/tenant.types';

export async function loadRegistrationConsents(
  api: ConsentApi,
  tenant: Pick<TenantConfig, 'consentRequiredIn'>,
  signal?: AbortSignal,
): Promise<ConsentTemplate[]> {
  if (tenant.consentRequiredIn.length === 0) return [];
  const answer = await api.templates('RegistroB2BSU', signal);
  if (!answer.required) return [];
  return answer.templates.map((template) => ({
    id: template.id,
    version: template.version,
    title: template.title,
    text: template.text,
    url: template.url ?? null,
    required: template.required,
  }));
}
