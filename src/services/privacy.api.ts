// Issue 31: the privacy centre's consents (my-account service) and the versioned legal texts (commerce-config service).
// Endpoint objects of src/contracts/privacy.contract.ts.
import { callEndpoint, type ServiceClient } from './http';
import {
  GetLegalText,
  GetPrivacyOverview,
  UpdateConsents,
  type LegalDocument,
  type UpdateConsentsBody,
} from '../contracts/privacy.contract';

export function createPrivacyApi(clients: { myAccount: ServiceClient }) {
  return {
    overview: (signal?: AbortSignal) => callEndpoint(clients.myAccount, GetPrivacyOverview, { signal }),
    update: (body: UpdateConsentsBody, signal?: AbortSignal) =>
      callEndpoint(clients.myAccount, UpdateConsents, { body, signal }),
  };
}

export function createLegalTextsApi(client: ServiceClient) {
  return {
    text: (document: LegalDocument, signal?: AbortSignal) =>
      callEndpoint(client, GetLegalText, { params: { document }, query: { tenant: client.tenant }, signal }),
  };
}
