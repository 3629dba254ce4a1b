// spec §2, §8, §9 recovery codes (issue 4 item 6): digits from a CSPRNG (crypto.randomInt), length per tenant and account
// kind, valid OTP_VALID_MINUTES (10), single use, stored as an HMAC (never the code). OTP_MAX_ATTEMPTS (5) wrong tries lock the
// recovery for OTP_LOCK_MINUTES (OTP_LOCKED_ERROR); a resend issues a new code but keeps the attempt count.
// Settings come from app.config.otp (server/src/config.ts); the HMAC secret is app.secrets.otp (OTP_SECRET, or one per database outside production).
import fp from 'fastify-plugin';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { authOtps, type OtpPurpose } from './auth.schema';

export interface OtpConfig {
  validMinutes: number;
  maxAttempts: number;
  lockMinutes: number;
  /** a recovery window: attempts carry over resends for this long after the first code */
  windowMinutes: number;
  secret: string;
}

export type OtpVerdict = 'ok' | 'invalid' | 'expired' | 'locked';

export interface OtpService {
  config: OtpConfig;
  /** Issues (or re-issues, keeping attempts) a code; returns it so the caller can mail it. Throws 'locked' when locked. */
  issue(input: {
    tenant: string;
    email: string;
    purpose: OtpPurpose;
    length: number;
  }): Promise<{ code: string; locked: boolean }>;
  /** Checks a code (a wrong one counts an attempt). With `consume: false` a right code stays usable until consume(). */
  verify(input: {
    tenant: string;
    email: string;
    purpose: OtpPurpose;
    code: string;
    consume?: boolean;
  }): Promise<{ verdict: OtpVerdict; id: string | null }>;
  /** Marks a verified code used; false if it was used meanwhile (single use). */
  consume(id: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
  }
}

/** A code of exactly `length` digits, each from the CSPRNG. */
export function generateCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(0, 10));
  return code;
}

export default fp(
  async function otpPlugin(app) {
    const config: OtpConfig = { ...app.config.otp, secret: app.secrets.otp };
    const hashCode = (id: string, code: string) =>
      createHmac('sha256', config.secret).update(`${id}:${code}`).digest('hex');
    const latest = async (tenant: string, email: string, purpose: OtpPurpose) => {
      const [row] = await app.db
        .select()
        .from(authOtps)
        .where(
          and(
            eq(authOtps.tenant, tenant),
            eq(authOtps.email, email.trim().toLowerCase()),
            eq(authOtps.purpose, purpose),
          ),
        )
        .orderBy(desc(authOtps.createdAt))
        .limit(1);
      return row ?? null;
    };

    const otp: OtpService = {
      config,
      async issue({ tenant, email, purpose, length }) {
        const now = app.clock.now();
        const normalized = email.trim().toLowerCase();
        const code = generateCode(length);
        const expiresAt = new Date(now.getTime() + config.validMinutes * 60_000);
        const current = await latest(tenant, normalized, purpose);
        if (current && current.lockedUntil && current.lockedUntil > now) return { code: '', locked: true };
        const windowOpen =
          current && !current.consumedAt && now.getTime() - current.createdAt.getTime() < config.windowMinutes * 60_000;
        if (current && windowOpen) {
          // resend: new code, same attempt count (spec: a resend does not reset it)
          await app.db
            .update(authOtps)
            .set({ codeHash: hashCode(current.id, code), expiresAt, sends: current.sends + 1 })
            .where(eq(authOtps.id, current.id));
          return { code, locked: false };
        }
        if (current) {
          // a new recovery window on the same row (one row per tenant, email and purpose): fresh count
          await app.db
            .update(authOtps)
            .set({
              codeHash: hashCode(current.id, code),
              expiresAt,
              attempts: 0,
              sends: 1,
              lockedUntil: null,
              consumedAt: null,
              createdAt: now,
            })
            .where(eq(authOtps.id, current.id));
          return { code, locked: false };
        }
        const id = crypto.randomUUID();
        await app.db
          .insert(authOtps)
          .values({ id, tenant, email: normalized, purpose, codeHash: hashCode(id, code), expiresAt, createdAt: now });
        return { code, locked: false };
      },
      async consume(id) {
        const [consumed] = await app.db
          .update(authOtps)
          .set({ consumedAt: app.clock.now() })
          .where(and(eq(authOtps.id, id), isNull(authOtps.consumedAt)))
          .returning({ id: authOtps.id });
        return !!consumed;
      },
      async verify({ tenant, email, purpose, code, consume = true }) {
        const now = app.clock.now();
        const row = await latest(tenant, email, purpose);
        if (!row || row.consumedAt) return { verdict: 'invalid', id: null };
        // STYLE.md §21: reserve the attempt in one statement BEFORE comparing (increment-then-verify). The reservation that
        // reaches maxAttempts sets the lock; a locked, consumed or replaced row is not reserved. So a parallel burst compares
        // at most maxAttempts codes, and the right code afterwards meets the lock.
        const lockUntil = new Date(now.getTime() + config.lockMinutes * 60_000);
        const [reserved] = await app.db
          .update(authOtps)
          .set({
            attempts: sql`${authOtps.attempts} + 1`,
            lockedUntil: sql`CASE WHEN ${authOtps.attempts} + 1 >= ${config.maxAttempts} THEN ${lockUntil.toISOString()}::timestamptz ELSE NULL END`,
          })
          .where(
            and(
              eq(authOtps.id, row.id),
              isNull(authOtps.consumedAt),
              or(isNull(authOtps.lockedUntil), lte(authOtps.lockedUntil, now)),
            ),
          )
          .returning();
        if (!reserved) {
          const current = await latest(tenant, email, purpose);
          const locked = !!current?.lockedUntil && current.lockedUntil > now;
          return { verdict: locked ? 'locked' : 'invalid', id: current?.id ?? null };
        }
        const expected = Buffer.from(reserved.codeHash, 'hex');
        const given = Buffer.from(hashCode(reserved.id, code.trim()), 'hex');
        const matches = expected.length === given.length && timingSafeEqual(expected, given);
        if (matches && reserved.expiresAt > now) {
          // the right code: give the reserved attempt back (and the lock it may have set) in one statement
          const [released] = await app.db
            .update(authOtps)
            .set({
              attempts: sql`GREATEST(${authOtps.attempts} - 1, 0)`,
              lockedUntil: null,
              ...(consume ? { consumedAt: now } : {}),
            })
            .where(
              and(eq(authOtps.id, reserved.id), isNull(authOtps.consumedAt), eq(authOtps.codeHash, reserved.codeHash)),
            )
            .returning({ id: authOtps.id });
          return { verdict: released ? 'ok' : 'invalid', id: reserved.id };
        }
        if (reserved.attempts >= config.maxAttempts) return { verdict: 'locked', id: reserved.id };
        return { verdict: matches ? 'expired' : 'invalid', id: reserved.id };
      },
    };
    app.decorate('otp', otp);
  },
  { name: 'otp' },
);
