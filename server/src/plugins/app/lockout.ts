// spec §8 lockout (issue 4 item 3): per account (tenant + email, known or not), after `maxFailures` consecutive failures the
// account is blocked for `lockMinutes` (ACCOUNT_BLOCKED; attempts while blocked: ACCOUNT_REMAINS_LOCKED); success resets.
// Per-IP throttle: more than `ipMaxFailures` failed logins from one address in `ipWindowMinutes` answer 429 RATE_LIMITED.
// All times come from app.clock. Settings come from app.config.lockout (LOCKOUT_MAX_FAILURES, LOCKOUT_MINUTES,
// LOGIN_IP_MAX_FAILURES, LOGIN_IP_WINDOW_MINUTES, parsed in server/src/config.ts); app.lockout.config is this app's copy,
// which tests may change.
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { LockoutSettings } from '../../config';
import { authIpFailures, authLockouts } from '../../db/schema/auth';

export type LockoutConfig = LockoutSettings;

export interface LockoutState {
  locked: boolean;
  failures: number;
  lockedUntil: Date | null;
}

export interface Lockout {
  config: LockoutConfig;
  state(tenant: string, email: string): Promise<LockoutState>;
  /** Counts a failure; returns blockedNow when this failure reached the limit. */
  recordFailure(tenant: string, email: string): Promise<{ blockedNow: boolean; failures: number }>;
  reset(tenant: string, email: string): Promise<void>;
  /** Unlocks an account after a successful password recovery. */
  unlock(tenant: string, email: string): Promise<void>;
  ipThrottled(ip: string): Promise<boolean>;
  recordIpFailure(ip: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lockout: Lockout;
  }
}

export default fp(
  async function lockoutPlugin(app) {
    const config: LockoutConfig = { ...app.config.lockout };
    const key = (tenant: string, email: string) => and(eq(authLockouts.tenant, tenant), eq(authLockouts.email, email.trim().toLowerCase()));
    const windowStart = () => {
      const ms = config.ipWindowMinutes * 60_000;
      return new Date(Math.floor(app.clock.now().getTime() / ms) * ms);
    };

    const lockout: Lockout = {
      config,
      async state(tenant, email) {
        const [row] = await app.db.select().from(authLockouts).where(key(tenant, email)).limit(1);
        const now = app.clock.now();
        const locked = !!row?.lockedUntil && row.lockedUntil > now;
        return { locked, failures: row?.failures ?? 0, lockedUntil: locked ? row!.lockedUntil : null };
      },
      async recordFailure(tenant, email) {
        const now = app.clock.now();
        const normalized = email.trim().toLowerCase();
        const current = await lockout.state(tenant, normalized);
        // a lock that has run out starts a fresh count
        const [previous] = await app.db.select().from(authLockouts).where(key(tenant, normalized)).limit(1);
        const expiredLock = !!previous?.lockedUntil && previous.lockedUntil <= now;
        const failures = (expiredLock ? 0 : current.failures) + 1;
        const blockedNow = failures >= config.maxFailures;
        const lockedUntil = blockedNow ? new Date(now.getTime() + config.lockMinutes * 60_000) : null;
        await app.db
          .insert(authLockouts)
          .values({ tenant, email: normalized, failures: blockedNow ? 0 : failures, lastFailureAt: now, lockedUntil })
          .onConflictDoUpdate({
            target: [authLockouts.tenant, authLockouts.email],
            set: { failures: blockedNow ? 0 : failures, lastFailureAt: now, lockedUntil },
          });
        return { blockedNow, failures };
      },
      async reset(tenant, email) {
        await app.db.update(authLockouts).set({ failures: 0 }).where(key(tenant, email));
      },
      async unlock(tenant, email) {
        await app.db.update(authLockouts).set({ failures: 0, lockedUntil: null }).where(key(tenant, email));
      },
      async ipThrottled(ip) {
        const [row] = await app.db
          .select()
          .from(authIpFailures)
          .where(and(eq(authIpFailures.ip, ip), eq(authIpFailures.windowStart, windowStart())))
          .limit(1);
        return (row?.failures ?? 0) >= config.ipMaxFailures;
      },
      async recordIpFailure(ip) {
        const start = windowStart();
        await app.db
          .insert(authIpFailures)
          .values({ ip, windowStart: start, failures: 1 })
          .onConflictDoUpdate({ target: [authIpFailures.ip, authIpFailures.windowStart], set: { failures: sql`${authIpFailures.failures} + 1` } });
        // housekeeping: older windows are no longer read
        await app.db.delete(authIpFailures).where(lt(authIpFailures.windowStart, new Date(start.getTime() - config.ipWindowMinutes * 60_000)));
      },
    };
    app.decorate('lockout', lockout);
  },
  { name: 'lockout' },
);
