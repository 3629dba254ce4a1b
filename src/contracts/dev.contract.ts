// Development-only JSON endpoints (not registered in production, so they answer 404 there): the mail outbox read by testers
// and browser tests (issue 4 item 8), the customer-system outbox (spec §3, §7), and the operator and collaborators-area
// stand-ins that browser tests drive (spec §4 company review, a collaborator invited without a password). Their HTML pages
// (/dev/mailbox, /dev/mailbox/:id, /dev/customer-system/outbox) are not JSON endpoints.
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
  unknown,
} from 'superstruct';
import { CartAddResponse } from './cart.contract';
import { OUTBOX_KINDS } from './customer-system.contract';
import { defineEndpoint } from './endpoint';

export const MailboxQuery = object({ to: optional(string()), limit: optional(string()) });
export const MailboxEntry = object({
  id: string(),
  to: string(),
  subject: string(),
  template: string(),
  createdAt: string(),
  text: string(),
});
export type MailboxEntry = Infer<typeof MailboxEntry>;
export const MailboxResponse = object({ mails: array(MailboxEntry) });

/** The newest mails first, `?to=` filters by recipient, `?limit=` (default 50). */
export const DevMailbox = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/dev/mailbox.json',
  query: MailboxQuery,
  response: MailboxResponse,
});

export const CustomerSystemOutboxRow = object({
  id: string(),
  tenant: string(),
  kind: enums(OUTBOX_KINDS),
  customerKey: string(),
  payload: unknown(),
  status: enums(['pending', 'sent', 'failed']),
  attempts: number(),
  nextAttemptAt: string(),
  lastError: nullable(string()),
  createdAt: string(),
  sentAt: nullable(string()),
});
export type CustomerSystemOutboxRow = Infer<typeof CustomerSystemOutboxRow>;
/** url: whether CUSTOMER_SYSTEM_URL is set (without it everything stays pending). */
export const CustomerSystemOutboxResponse = object({ url: boolean(), rows: array(CustomerSystemOutboxRow) });

export const DevCustomerSystemOutbox = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/dev/customer-system/outbox.json',
  response: CustomerSystemOutboxResponse,
});

export const ReviewCompanyRequest = object({
  tenant: string(),
  companyDocument: string(),
  decision: enums(['approved', 'rejected']),
  operator: string(),
});
export const ReviewCompanyResponse = object({
  ok: literal(true),
  companyId: string(),
  businessName: string(),
  previous: string(),
  status: enums(['active', 'rejected']),
});

/** Approves or rejects a pending company as the operator command does; 409 CONFLICT_ERROR when it is not pending. */
export const DevReviewCompany = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/dev/companies/review',
  body: ReviewCompanyRequest,
  response: ReviewCompanyResponse,
});

/** Sets the signed-in user's cart lines, standing in for the storefront's add to cart (issue 14's purchase journeys). */
export const DevSetCartLines = defineEndpoint({
  method: 'PUT',
  service: 'storefront',
  path: '/dev/carts/mine/lines',
  body: object({ lines: size(array(object({ sku: string(), quantity: size(integer(), 1, 999) })), 0, 50) }),
  response: CartAddResponse,
});
