// Rate limits on the API only (docs/security.md): every route under /api/* and /s/* gets the global limit per client
// address and ROUTE FAMILY (/api/<service>, /s/<area>: RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS), unless it sets its own
// with `config: strictRateLimit()` (server/src/lib/rate-limit.ts). Pages, the SPA fallback and static assets are not
// limited: a shop's shared address loading pages must never meet a 429. Answers 429 { code: 'RATE_LIMITED' }.
// The counters live in the database on PostgreSQL (RATE_LIMIT_STORE=auto|database|memory, lib/rate-limit-store.ts), so
// several servers on one PostgreSQL count together; on PGlite (one process) in memory.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore, purgeRateLimitHits } from '../../lib/rate-limit-store';

const API_ROUTE = /^\/(api|s)\//;

/** '/api/auth/v1/login' -> '/api/auth'; '/s/actors/login' -> '/s/actors' */
export function routeFamily(url: string): string {
  return url.split('/').slice(0, 3).join('/');
}

export default fp(
  async function rateLimitPlugin(app) {
    // runs before the rate-limit plugin's own onRoute hook (registered below), which reads config.rateLimit
    app.addHook('onRoute', (route) => {
      const own = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
      if (own !== undefined) return;
      const limit = API_ROUTE.test(route.url) ? { groupId: routeFamily(route.url) } : false;
      route.config = { ...(route.config ?? {}), rateLimit: limit } as typeof route.config;
    });
    const { store } = app.config.rateLimit;
    const inDatabase = store === 'database' || (store === 'auto' && app.database.kind === 'postgres');
    if (inDatabase) {
      const timer = setInterval(() => {
        purgeRateLimitHits(app).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit purge failed'));
      }, 60_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    await app.register(rateLimit, {
      ...(inDatabase ? { store: databaseRateLimitStore(app) } : {}),
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: 'Too many requests, try again later',
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['cookie'] },
);
