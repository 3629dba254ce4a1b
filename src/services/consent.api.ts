// spec §7, §9: consent templates and saving acceptances (authentication service).
import { getJson, postJson, type ServiceClient } from './http';
import { object, literal } from 'superstruct';
import {
  CONSENT_TEMPLATES_PATH,
  ConsentStatusResponse,
  ConsentTemplatesResponse,
  SAVE_CONSENT_PATH,
  STOREFRONT_CONSENT_STATUS_PATH,
  type ConsentPurpose,
  type SaveConsentRequest,
} from '../contracts/consent.contract';

const SaveConsentResponse = object({ ok: literal(true) });

export function createConsentApi(clients: { authentication: ServiceClient; storefront: ServiceClient }) {
  return {
    templates: (purpose: ConsentPurpose, signal?: AbortSignal) =>
      getJson(clients.authentication, CONSENT_TEMPLATES_PATH, ConsentTemplatesResponse, {
        searchParams: { purpose, tenant: clients.authentication.tenant },
        signal,
      }),
    save: (body: SaveConsentRequest, signal?: AbortSignal) => postJson(clients.authentication, SAVE_CONSENT_PATH, body, SaveConsentResponse, { signal }),
    status: (signal?: AbortSignal) => getJson(clients.storefront, STOREFRONT_CONSENT_STATUS_PATH, ConsentStatusResponse, { signal }),
    /** Loads the templates of a purpose and accepts every one of them (the form showed and the person accepted them). */
    async acceptAll(purpose: ConsentPurpose, signal?: AbortSignal) {
      const { templates } = await this.templates(purpose, signal);
      if (!templates.length) return;
      await this.save({ consents: templates.map((template) => ({ templateId: template.id, version: template.version, accepted: true })) }, signal);
    },
  };
}
export type ConsentApi = ReturnType<typeof createConsentApi>;
