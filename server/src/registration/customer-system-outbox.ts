// spec §3, §7: the transactional outbox of customer-system publishes. Rows are written by the registration repository inside
// the user's transaction; customer-system.ts delivers them.
import type { CustomerSystemPayload, OutboxKind } from '../../../src/contracts/customer-system.contract';
import type { SqlRunner } from '../db/database';

export interface OutboxEntry {
  tenant: string;
  kind: OutboxKind;
  userId: string | null;
  companyId: string | null;
  /** the customer's id in our system: customers/{id} and contact/{id}/publish use it */
  customerKey: string;
  payload: CustomerSystemPayload;
  at: Date;
}

export async function enqueueCustomerPublish(tx: SqlRunner, entry: OutboxEntry): Promise<void> {
  await tx.query(
    `INSERT INTO customer_system_outbox (tenant, kind, user_id, company_id, customer_key, payload, status, attempts,
       next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'pending', 0, $7, $7)`,
    [
      entry.tenant,
      entry.kind,
      entry.userId,
      entry.companyId,
      entry.customerKey,
      JSON.stringify(entry.payload),
      entry.at,
    ],
  );
}

/** spec §7: customers/publish, customers/{id} (update), contact/{id}/publish under the v1 customer-system adopter prefix. */
export function outboxRequest(
  kind: OutboxKind,
  customerKey: string,
  adopter: string,
): { method: 'POST' | 'PUT'; path: string } {
  const base = `/v1/${adopter}`;
  switch (kind) {
    case 'publish':
      return { method: 'POST', path: `${base}/customers/publish` };
    case 'update':
      return { method: 'PUT', path: `${base}/customers/${encodeURIComponent(customerKey)}` };
    case 'contact':
      return { method: 'POST', path: `${base}/contact/${encodeURIComponent(customerKey)}/publish` };
  }
}

export const MAX_ATTEMPTS = 8;
/** Exponential backoff: 30 s, 1 min, 2 min... capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
