// A @fastify/rate-limit store in the database (issue 17): every server on one PostgreSQL counts into the same row, so a
// limit of 60 a minute is 60 across all of them. Fixed windows that start with their first hit (as the library's memory
// store does), by the injected clock. One upsert per request counts, resets an ended window and returns the count.
// Keys: the library's key (client address, plus the route family for the global limit) behind a prefix naming the route
// for routes with their own limit (strictRateLimit), so two login routes never share a counter.
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface ChildParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

const INCREMENT = `INSERT INTO rate_limit_hits (key, window_started_ms, window_ms, hits) VALUES ($1, $2, $3, 1)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limit_hits.window_started_ms + rate_limit_hits.window_ms <= $2 THEN 1 ELSE rate_limit_hits.hits + 1 END,
  window_started_ms = CASE WHEN rate_limit_hits.window_started_ms + rate_limit_hits.window_ms <= $2 THEN $2
    ELSE rate_limit_hits.window_started_ms END,
  window_ms = $3
RETURNING hits, window_started_ms`;

const READ = `SELECT hits, window_started_ms FROM rate_limit_hits WHERE key = $1 AND window_started_ms + window_ms > $2`;

/** The store class @fastify/rate-limit instantiates (`store` option), bound to this app's database and clock. */
export function databaseRateLimitStore(app: Pick<FastifyInstance, 'database' | 'clock'>): FastifyRateLimitStoreCtor {
  const answer = (
    row: { hits: number; window_started_ms: string | number } | undefined,
    windowMs: number,
    now: number,
  ) =>
    row
      ? { current: Number(row.hits), ttl: Math.max(0, Number(row.window_started_ms) + windowMs - now) }
      : { current: 0, ttl: 0 };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_globalParams?: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = app.clock.now().getTime();
      app.database.sql
        .query<{ hits: number; window_started_ms: string }>(
          INCREMENT,
          [this.prefix + key, now, Math.trunc(timeWindow)],
          'rate_limit_incr',
        )
        .then(
          ([row]) => callback(null, answer(row, timeWindow, now)),
          (error: Error) => callback(error),
        );
    }
    read(key: string, callback: Callback, timeWindow: number): void {
      const now = app.clock.now().getTime();
      app.database.sql
        .query<{ hits: number; window_started_ms: string }>(READ, [this.prefix + key, now], 'rate_limit_read')
        .then(
          ([row]) => callback(null, answer(row, timeWindow, now)),
          (error: Error) => callback(error),
        );
    }
    /** Routes with their own limit count apart (the route in the key); a route family's routes count together. */
    child(routeOptions: object): DatabaseRateLimitStore {
      const params = routeOptions as ChildParams;
      if (params.groupId) return new DatabaseRateLimitStore(undefined, '');
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${method} ${params.routeInfo?.url ?? ''}|`);
    }
  };
}

/**
 * Counts one attempt under `key` in a fixed window of `windowMs` (the same rows and statement as the rate-limit store, so
 * every server on one PostgreSQL shares the count) and answers the attempts in the window, this one included. For limits
 * that need a key the route knows only after authentication (an account), which @fastify/rate-limit's onRequest key cannot.
 */
export async function countAttempt(
  app: Pick<FastifyInstance, 'database' | 'clock'>,
  key: string,
  windowMs: number,
): Promise<number> {
  const [row] = await app.database.sql.query<{ hits: number }>(
    INCREMENT,
    [key, app.clock.now().getTime(), Math.trunc(windowMs)],
    'rate_limit_incr',
  );
  return Number(row?.hits ?? 0);
}

/** Drops the rows of windows that have ended (a timer calls it; nothing reads them any more). */
export async function purgeRateLimitHits(app: Pick<FastifyInstance, 'database' | 'clock'>): Promise<void> {
  await app.database.sql.query('DELETE FROM rate_limit_hits WHERE window_started_ms + window_ms <= $1', [
    app.clock.now().getTime(),
  ]);
}
