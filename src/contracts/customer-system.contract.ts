// spec §3: the customer-system publish payload; spec §7: customers/publish, customers/{id}, contact/{id}/publish and
// s/account/v1/{adopter}/customers/isExists.
import { array, boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const CUSTOMER_SYSTEM_ADOPTER = 'cuenta';

/** spec §7: what an outbox row sends: customers/publish, customers/{id} (update) or contact/{id}/publish */
export const OUTBOX_KINDS = ['publish', 'update', 'contact'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const CustomerSystemPayload = object({
  identification: object({
    value: string(),
    identificationType: string(),
    isoCountry: string(),
    /** spec §3: Mexico only; Company when the id is longer than 12 characters */
    clientType: optional(enums(['Person', 'Company'])),
  }),
  name: string(),
  fantasyName: nullable(string()),
  addresses: array(
    object({
      isoCountry: string(),
      administrativeArea: string(),
      locality: string(),
      subAdministrativeArea: string(),
      specificLocation: object({ name: string(), numeration: string() }),
      isMain: boolean(),
    }),
  ),
  contacts: array(
    object({
      mail: string(),
      names: string(),
      lastNames: string(),
      phone: string(),
      jobTitle: nullable(string()),
      identification: object({ value: string() }),
    }),
  ),
  economicActivity: nullable(object({ code: string(), description: string(), isMain: boolean() })),
});
export type CustomerSystemPayload = Infer<typeof CustomerSystemPayload>;

export const CustomersExistsQuery = object({
  /** spec §7: the tenant comes from the query, or the x-tenant header */
  tenant: optional(string()),
  document: optional(string()),
  email: optional(string()),
});
export const CustomersExistsResponse = object({ exists: boolean() });

/** Our adopter's path only; document or email is required (400 VALIDATION_ERROR otherwise). */
export const CustomersExists = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: `/s/account/v1/${CUSTOMER_SYSTEM_ADOPTER}/customers/isExists`,
  query: CustomersExistsQuery,
  response: CustomersExistsResponse,
});
