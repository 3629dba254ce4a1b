// spec §7, §9: consent templates and saving acceptances (authentication service), the consent status (storefront).
// Endpoint objects of src/contracts/consent.contract.ts.
import { callEndpoint, type ServiceClient } from './http';
import {
  GetConsentStatus,
  GetConsentTemplates,
  SaveConsent,
  type ConsentPurpose,
  type SaveConsentRequest,
} from '../contracts/consent.contract';

export function createConsentApi(clients: { authentication: ServiceClient; storefront: ServiceClient }) {
  return {
    templates: (purpose: ConsentPurpose, signal?: AbortSignal) =>
      callEndpoint(clients.authentication, GetConsentTemplates, {
        query: { purpose, tenant: clients.authentication.tenant },
        signal,
      }),
    save: (body: SaveConsentRequest, signal?: AbortSignal) =>
      callEndpoint(clients.authentication, SaveConsent, { body, signal }),
    status: (signal?: AbortSignal) => callEndpoint(clients.storefront, GetConsentStatus, { signal }),
    /** Loads the templates of a purpose and accepts every one of them (the form showed and the person accepted them). */
    async acceptAll(purpose: ConsentPurpose, signal?: AbortSignal) {
      const { templates } = await this.templates(purpose, signal);
      if (!templates.length) return;
      await this.save(
        {
          consents: templates.map((template) => ({
            templateId: template.id,
            version: template.version,
            accepted: true,
          })),
        },
        signal,
      );
    },
  };
}
export type ConsentApi = ReturnType<typeof createConsentApi>;
