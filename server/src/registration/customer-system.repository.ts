// spec §3, §7: delivers the customer-system outbox to CUSTOMER_SYSTEM_URL with retries and backoff. Without a URL the rows stay
// pending and are listed on the development page (GET /dev/customer-system/outbox, not in production).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_SYSTEM_ADOPTER } from '../../../src/contracts/customer-system.contract';
import type { CustomerSystemOutboxRow } from '../../../src/contracts/dev.contract';
import { findTenant } from '../../../src/tenants/tenants';
import type { SqlRunner } from '../db/database';
import { backoffMs, enqueueCustomerPublish, MAX_ATTEMPTS, outboxRequest } from './customer-system-outbox';
import { buildCustomerPayload } from './customer-system-payload';

export interface CustomerSystemOptions {
  /** CUSTOMER_SYSTEM_URL; null keeps everything in the outbox */
  url: string | null;
  fetch?: typeof fetch;
  /** how often the worker looks for due rows; 0 = no timer (tests call deliverDue) */
  pollMs?: number;
}

export interface CustomerSystem {
  /**
   * spec §3, §7: queue customers/{id} after a company's data changed, or contact/{id}/publish after a contact (user) changed.
   * Call it with the transaction that wrote the change (app.database.transaction) so both commit together.
   */
  enqueueChange(
    tx: SqlRunner,
    change: { kind: 'update'; companyId: string } | { kind: 'contact'; userId: string },
  ): Promise<void>;
  /** Sends every due pending row once; returns how many were delivered. */
  deliverDue(): Promise<number>;
  /** the newest rows, as the development page lists them */
  list(limit?: number): Promise<CustomerSystemOutboxRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    customerSystem: CustomerSystem;
  }
}

interface PersonRow extends Record<string, unknown> {
  id: string;
  tenant: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  position: string | null;
  document_type: string | null;
  document_number: string | null;
  company_id: string | null;
}
interface CompanyRow extends Record<string, unknown> {
  id: string;
  company_document_type: string;
  company_document: string;
  business_name: string;
  fantasy_name: string | null;
  state_name: string | null;
  city_name: string | null;
  municipal_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  economic_activity_code: string | null;
  economic_activity_label: string | null;
  economic_activity_text: string | null;
}

interface RawRow extends Record<string, unknown> {
  id: string;
  tenant: string;
  kind: CustomerSystemOutboxRow['kind'];
  customer_key: string;
  payload: unknown;
  status: CustomerSystemOutboxRow['status'];
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

/** How long a claimed row is left to its worker before another may send it (the worker's 20 calls time out at 10 s). */
export const CLAIM_LEASE_MS = 10 * 60_000;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createCustomerSystem(app: FastifyInstance, options: CustomerSystemOptions): CustomerSystem {
  const doFetch = options.fetch ?? fetch;
  return {
    async enqueueChange(tx, change) {
      const at = app.clock.now();
      const userRows = await tx.query<PersonRow>(
        change.kind === 'contact'
          ? 'SELECT * FROM users WHERE id = $1'
          : // the company's contact: its owner (no user type) or, for a company registered by its super user, that one
            "SELECT * FROM users WHERE company_id = $1 AND (user_type IS NULL OR user_type = 'superUser') ORDER BY (user_type IS NULL) DESC, created_at LIMIT 1",
        [change.kind === 'contact' ? change.userId : change.companyId],
      );
      const user = userRows[0];
      if (!user) return;
      const companyId = change.kind === 'update' ? change.companyId : user.company_id;
      const company = companyId
        ? ((await tx.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [companyId]))[0] ?? null)
        : null;
      const country = findTenant(user.tenant)?.country ?? '';
      const payload = buildCustomerPayload(
        country,
        {
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          phone: (user.phone_number ?? '').replace(/\D/g, ''),
          position: user.position,
          documentType: company?.company_document_type ?? user.document_type ?? '',
          document: company?.company_document ?? user.document_number ?? '',
        },
        company
          ? {
              companyDocumentType: company.company_document_type,
              companyDocument: company.company_document,
              businessName: company.business_name,
              fantasyName: company.fantasy_name,
              stateName: company.state_name ?? '',
              cityName: company.city_name ?? '',
              municipalName: company.municipal_name,
              addressLine1: company.address_line1 ?? '',
              addressLine2: company.address_line2 ?? '',
              economicActivity: company.economic_activity_code
                ? { code: company.economic_activity_code, description: company.economic_activity_label ?? '' }
                : company.economic_activity_text
                  ? { code: '', description: company.economic_activity_text }
                  : null,
            }
          : null,
      );
      await enqueueCustomerPublish(tx, {
        tenant: user.tenant,
        kind: change.kind,
        userId: user.id,
        companyId: company?.id ?? null,
        customerKey: change.kind === 'update' ? change.companyId : user.id,
        payload,
        at,
      });
    },
    async deliverDue() {
      if (!options.url) return 0;
      const now = app.clock.now();
      // issue 17: several servers run this worker. One statement CLAIMS the due rows: FOR UPDATE SKIP LOCKED passes over
      // rows another worker is claiming, and the claim moves next_attempt_at past a lease, so once it commits no other
      // worker sees them as due. No transaction is held during the HTTP calls. A worker that dies mid-send leaves its rows
      // to be sent again after the lease (at least once; exactly once while workers live).
      const due = await app.database.sql.query<RawRow>(
        `UPDATE customer_system_outbox SET next_attempt_at = $2
         WHERE id IN (
           SELECT id FROM customer_system_outbox WHERE status = 'pending' AND next_attempt_at <= $1
           ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED
         )
         RETURNING *`,
        [now, new Date(now.getTime() + CLAIM_LEASE_MS)],
      );
      due.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
      let delivered = 0;
      for (const row of due) {
        const { method, path } = outboxRequest(row.kind, row.customer_key, CUSTOMER_SYSTEM_ADOPTER);
        let failure: string | null = null;
        try {
          const response = await doFetch(new URL(path, options.url), {
            method,
            headers: { 'content-type': 'application/json', 'x-tenant': row.tenant },
            body: JSON.stringify(row.payload),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) failure = `HTTP ${response.status}`;
        } catch (error) {
          failure = error instanceof Error ? error.name : 'network error';
        }
        if (!failure) {
          delivered += 1;
          await app.database.sql.query(
            `UPDATE customer_system_outbox SET status = 'sent', attempts = attempts + 1, sent_at = $2, last_error = NULL WHERE id = $1`,
            [row.id, now],
          );
        } else {
          const attempts = row.attempts + 1;
          await app.database.sql.query(
            `UPDATE customer_system_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4, status = $5 WHERE id = $1`,
            [
              row.id,
              attempts,
              failure,
              new Date(now.getTime() + backoffMs(attempts)),
              attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            ],
          );
        }
      }
      return delivered;
    },
    async list(limit = 100) {
      const rows = await app.database.sql.query<RawRow>(
        'SELECT * FROM customer_system_outbox ORDER BY created_at DESC LIMIT $1',
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        tenant: row.tenant,
        kind: row.kind,
        customerKey: row.customer_key,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: iso(row.next_attempt_at) ?? '',
        lastError: row.last_error,
        createdAt: iso(row.created_at) ?? '',
        sentAt: iso(row.sent_at),
      }));
    },
  };
}

export default fp<Partial<CustomerSystemOptions>>(
  async (app, opts) => {
    // CUSTOMER_SYSTEM_URL and CUSTOMER_SYSTEM_POLL_MS, parsed in server/src/config.ts; plugin options (tests) take precedence
    const url = opts.url !== undefined ? opts.url : app.config.customerSystem.url;
    const pollMs = opts.pollMs ?? (url ? app.config.customerSystem.pollMs : 0);
    const system = createCustomerSystem(app, { url, fetch: opts.fetch, pollMs });
    app.decorate('customerSystem', system);
    if (pollMs > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        system
          .deliverDue()
          .catch((error: unknown) => app.log.warn({ err: error }, 'customer-system delivery failed'))
          .finally(() => {
            running = false;
          });
      }, pollMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'customer-system' },
);
