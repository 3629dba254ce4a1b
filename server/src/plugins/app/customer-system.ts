// spec §3, §7: delivers the customer-system outbox to CUSTOMER_SYSTEM_URL with retries and backoff. Without a URL the rows stay
// pending and are listed on the development page (GET /dev/customer-system/outbox, not in production).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_SYSTEM_ADOPTER } from '../../../../src/contracts/customer-system.contract';
import { backoffMs, MAX_ATTEMPTS, outboxRequest, type OutboxKind } from './customer-system-outbox';

export interface OutboxRow {
  id: string;
  tenant: string;
  kind: OutboxKind;
  customerKey: string;
  payload: unknown;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface CustomerSystemOptions {
  /** CUSTOMER_SYSTEM_URL; null keeps everything in the outbox */
  url: string | null;
  fetch?: typeof fetch;
  /** how often the worker looks for due rows; 0 = no timer (tests call deliverDue) */
  pollMs?: number;
}

export interface CustomerSystem {
  /** Sends every due pending row once; returns how many were delivered. */
  deliverDue(): Promise<number>;
  list(limit?: number): Promise<OutboxRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    customerSystem: CustomerSystem;
  }
}

interface RawRow extends Record<string, unknown> {
  id: string;
  tenant: string;
  kind: OutboxKind;
  customer_key: string;
  payload: unknown;
  status: OutboxRow['status'];
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createCustomerSystem(app: FastifyInstance, options: CustomerSystemOptions): CustomerSystem {
  const doFetch = options.fetch ?? fetch;
  return {
    async deliverDue() {
      if (!options.url) return 0;
      const now = app.clock.now();
      const due = await app.database.sql.query<RawRow>(
        `SELECT * FROM customer_system_outbox WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY created_at LIMIT 20`,
        [now],
      );
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
            [row.id, attempts, failure, new Date(now.getTime() + backoffMs(attempts)), attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'],
          );
        }
      }
      return delivered;
    },
    async list(limit = 100) {
      const rows = await app.database.sql.query<RawRow>('SELECT * FROM customer_system_outbox ORDER BY created_at DESC LIMIT $1', [limit]);
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
    // ADAPTER: CUSTOMER_SYSTEM_URL belongs in server/src/config.ts (core); read here until AppConfig carries it.
    const url = opts.url !== undefined ? opts.url : (process.env.CUSTOMER_SYSTEM_URL ?? null) || null;
    const pollMs = opts.pollMs ?? (url ? 15_000 : 0);
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
