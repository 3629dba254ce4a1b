// spec §8 lockout (issue 4 item 3): per account (tenant + email, known or not), after `maxFailures` consecutive failures the
// account is blocked for `lockMinutes` (ACCOUNT_BLOCKED; attempts while blocked: ACCOUNT_REMAINS_LOCKED); success resets.
// Per-address throttle: an address that failed logins for `ipMaxFailures` DIFFERENT accounts in `ipWindowMinutes` answers
// 429 RATE_LIMITED, so one account's failures never block the other accounts signing in from the same address.
// All times come from app.clock. Settings come from app.config.lockout (LOCKOUT_MAX_FAILURES, LOCKOUT_MINUTES,
// LOGIN_IP_MAX_FAILURES, LOGIN_IP_WINDOW_MINUTES, parsed in server/src/config.ts); app.lockout.config is this app's copy,
// which tests may change.
//
// STYLE.md §21: an attempt is RESERVED by one atomic statement BEFORE the password is verified (increment-then-verify):
// the reservation that reaches the limit sets the lock in the same statement, so a parallel burst gets at most
// `maxFailures` verifications and every later request sees the lock. A live lock is never cleared or shortened by a
// failure; only a verified right password (reset) or a password recovery (unlock) clears it.
import fp from 'fastify-plugin';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { LockoutSettings } from '../config';
import { authIpFailedAccounts, authLockouts } from './auth.schema';

export type LockoutConfig = LockoutSettings;

export interface LockoutState {
  locked: boolean;
  failures: number;
  lockedUntil: Date | null;
}

export interface LockoutAttempt {
  /** false: the account was already locked before this attempt; do not verify the password */
  allowed: boolean;
  /** true: this attempt is the one that reached the limit (the lock is already set; a right password lifts it) */
  blocksNow: boolean;
  /** failures counted including this attempt */
  failures: number;
  lockedUntil: Date | null;
}

export interface LoginPreflight {
  /** the address failed logins for ipMaxFailures accounts in this window (429) */
  ipThrottled: boolean;
  state: LockoutState;
}

export interface Lockout {
  config: LockoutConfig;
  state(tenant: string, email: string): Promise<LockoutState>;
  /** issue 17: ipThrottled(ip) and state(tenant, email) in one statement (the first read of a login). */
  preflight(ip: string, tenant: string, email: string): Promise<LoginPreflight>;
  /**
   * Reserves one attempt before the password is verified: counts it as a failure (a right password resets the count
   * afterwards) and sets the lock when it reaches the limit, in one statement.
   */
  attempt(tenant: string, email: string): Promise<LockoutAttempt>;
  /** The password was right: consecutive failures start again from zero. */
  reset(tenant: string, email: string): Promise<void>;
  /** Unlocks an account after a successful password recovery. */
  unlock(tenant: string, email: string): Promise<void>;
  ipThrottled(ip: string): Promise<boolean>;
  /** Records a failed login of `tenant`/`email` from `ip` (each account counts once per window). */
  recordIpFailure(ip: string, tenant: string, email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lockout: Lockout;
  }
}

const normalize = (email: string) => email.trim().toLowerCase();
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export default fp(
  async function lockoutPlugin(app) {
    const config: LockoutConfig = { ...app.config.lockout };
    const key = (tenant: string, email: string) =>
      and(eq(authLockouts.tenant, tenant), eq(authLockouts.email, normalize(email)));
    const windowStart = () => {
      const ms = config.ipWindowMinutes * 60_000;
      return new Date(Math.floor(app.clock.now().getTime() / ms) * ms);
    };

    const stateOf = (row: { failures: number; lockedUntil: Date | null } | undefined): LockoutState => {
      const now = app.clock.now();
      const locked = !!row?.lockedUntil && row.lockedUntil > now;
      // a lock that has run out starts a fresh count
      const expired = !!row?.lockedUntil && row.lockedUntil <= now;
      return { locked, failures: expired ? 0 : (row?.failures ?? 0), lockedUntil: locked ? row!.lockedUntil : null };
    };

    const lockout: Lockout = {
      config,
      async state(tenant, email) {
        const [row] = await app.db.select().from(authLockouts).where(key(tenant, email)).limit(1);
        return stateOf(row);
      },
      async preflight(ip, tenant, email) {
        const [row] = await app.database.sql.query<{
          ip_accounts: number | string;
          failures: number | null;
          locked_until: Date | string | null;
        }>(
          `SELECT (SELECT count(*) FROM auth_ip_failed_accounts WHERE ip = $1 AND window_start = $2) AS ip_accounts,
                  l.failures, l.locked_until
           FROM (SELECT 1) AS one LEFT JOIN auth_lockouts l ON l.tenant = $3 AND l.email = $4`,
          [ip, windowStart(), tenant, normalize(email)],
          'login_preflight',
        );
        const failures = row?.failures ?? null;
        return {
          ipThrottled: Number(row?.ip_accounts ?? 0) >= config.ipMaxFailures,
          state: stateOf(
            failures === null
              ? undefined
              : { failures, lockedUntil: row!.locked_until === null ? null : new Date(row!.locked_until) },
          ),
        };
      },
      async attempt(tenant, email) {
        const now = app.clock.now();
        const until = new Date(now.getTime() + config.lockMinutes * 60_000);
        const max = config.maxFailures;
        const live = sql`(${authLockouts.lockedUntil} IS NOT NULL AND ${authLockouts.lockedUntil} > ${timestamp(now)})`;
        const expired = sql`(${authLockouts.lockedUntil} IS NOT NULL AND ${authLockouts.lockedUntil} <= ${timestamp(now)})`;
        // the count after this attempt: an expired lock starts afresh; during a live lock it still counts (never clears it)
        const next = sql`(CASE WHEN ${expired} THEN 1 ELSE ${authLockouts.failures} + 1 END)`;
        const [row] = await app.db
          .insert(authLockouts)
          .values({
            tenant,
            email: normalize(email),
            failures: 1,
            lastFailureAt: now,
            lockedUntil: max <= 1 ? until : null,
          })
          .onConflictDoUpdate({
            target: [authLockouts.tenant, authLockouts.email],
            set: {
              failures: next,
              lastFailureAt: now,
              lockedUntil: sql`CASE WHEN ${live} THEN ${authLockouts.lockedUntil} WHEN ${next} >= ${max} THEN ${timestamp(until)} ELSE NULL END`,
            },
          })
          .returning({ failures: authLockouts.failures, lockedUntil: authLockouts.lockedUntil });
        const failures = row!.failures;
        return { allowed: failures <= max, blocksNow: failures === max, failures, lockedUntil: row!.lockedUntil };
      },
      async reset(tenant, email) {
        await app.db.update(authLockouts).set({ failures: 0, lockedUntil: null }).where(key(tenant, email));
      },
      async unlock(tenant, email) {
        await app.db.update(authLockouts).set({ failures: 0, lockedUntil: null }).where(key(tenant, email));
      },
      async ipThrottled(ip) {
        const [row] = await app.db
          .select({ accounts: count() })
          .from(authIpFailedAccounts)
          .where(and(eq(authIpFailedAccounts.ip, ip), eq(authIpFailedAccounts.windowStart, windowStart())));
        return (row?.accounts ?? 0) >= config.ipMaxFailures;
      },
      async recordIpFailure(ip, tenant, email) {
        const start = windowStart();
        const account = createHash('sha256')
          .update(`${tenant}\n${normalize(email)}`)
          .digest('hex');
        await app.db.insert(authIpFailedAccounts).values({ ip, windowStart: start, account }).onConflictDoNothing();
        // housekeeping: older windows are no longer read
        await app.db.delete(authIpFailedAccounts).where(lt(authIpFailedAccounts.windowStart, start));
      },
    };
    app.decorate('lockout', lockout);
  },
  { name: 'lockout' },
);
