// Bot check (issue 4 item 2, spec §7 s/account/reCaptcha/validate). Self-hosted by default: an ALTCHA proof of work
// (altcha-lib v2: createChallenge / verifySolution), no third-party call. When RECAPTCHA_SECRET is set, Google reCAPTCHA
// tokens are verified instead, through an injectable fetch (tests pass a fake).
// BOT_CHECK_MODE=always|after-failures decides whether login asks for it every time or after BOT_CHECK_AFTER failures.
// Settings come from app.config.botCheck (server/src/config.ts); app.botCheck.config is this app's copy, which tests change.
//   app.botCheck.createChallenge()     -> what GET /s/account/reCaptcha/challenge answers
//   app.botCheck.verify(payload, ip)   -> true when the payload is a fresh, valid, unused solution
import fp from 'fastify-plugin';
import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { validate } from 'superstruct';
import { AltchaPayload, type BotCheckChallengeResponse } from '../../../../src/contracts/bot-check.contract';
import type { AppConfig, BotCheckMode } from '../../config';

export type { BotCheckMode } from '../../config';
type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface BotCheckConfig {
  mode: BotCheckMode;
  /** with after-failures: failed logins (per account) before the check is asked */
  afterFailures: number;
  altcha: {
    hmacKey: string;
    /** upper bound of the secret counter: the expected work. Tests use a small one (BOT_CHECK_MAX_NUMBER). */
    maxNumber: number;
    expiresInSeconds: number;
  };
  /** the configured reCAPTCHA settings (server/src/config.ts) and the fetch that reaches the verify URL */
  recaptcha: AppConfig['botCheck']['recaptcha'] & { fetch: FetchLike };
}

export interface BotCheck {
  config: BotCheckConfig;
  provider(): 'altcha' | 'recaptcha';
  createChallenge(): Promise<BotCheckChallengeResponse>;
  verify(payload: string | undefined | null, ip: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/**
 * This app's bot check settings from app.config.botCheck, with the real fetch for reCAPTCHA. The HMAC key is
 * app.secrets.altchaHmacKey (lib/shared-secrets.ts): ALTCHA_HMAC_KEY, or outside production one per database, so
 * a challenge made by one server verifies on every server of the same database.
 */
export function botCheckConfigOf(settings: AppConfig['botCheck'], hmacKey: string): BotCheckConfig {
  return {
    mode: settings.mode,
    afterFailures: settings.afterFailures,
    altcha: { ...settings.altcha, hmacKey },
    recaptcha: { ...settings.recaptcha, fetch: (url, init) => fetch(url, init) },
  };
}

/** Issue 32 item 1: the verification must answer within this, or the check fails (the person may try again). */
const RECAPTCHA_TIMEOUT_MS = 5000;
/** A reCAPTCHA token lives two minutes at Google; ours is remembered as used for that long. */
const RECAPTCHA_TOKEN_TTL_MS = 120_000;
/** The action the client asks a token for (src/services/auth-bot-check.api.ts): a token minted for another is refused. */
export const RECAPTCHA_ACTION = 'login';

export default fp(
  async function botCheckPlugin(app) {
    const config = botCheckConfigOf(app.config.botCheck, app.secrets.altchaHmacKey);
    const nowMs = () => app.clock.now().getTime();
    // Replay protection shared by every server (table bot_check_used): a solved challenge is accepted once, keyed by its
    // signature, by whichever server claims it first. Expired rows go in the same statement (one round trip).
    async function claim(signature: string, expiresAtMs: number): Promise<boolean> {
      const rows = await app.database.sql.query(
        `WITH purge AS (DELETE FROM bot_check_used WHERE expires_at < $3)
         INSERT INTO bot_check_used (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING
         RETURNING signature`,
        [signature, new Date(expiresAtMs), app.clock.now()],
        'bot_check_claim',
      );
      return rows.length === 1;
    }

    async function verifyAltcha(payload: string): Promise<boolean> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const [error, parsed] = validate(decoded, AltchaPayload);
      if (error) return false;
      const challenge = parsed.challenge as unknown as Challenge;
      const key = challenge.signature ?? '';
      if (!key) return false;
      const expiresAt = Number(challenge.parameters.data?.exp ?? 0) * 1000;
      if (!expiresAt || expiresAt < nowMs()) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: config.altcha.hmacKey,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return claim(key, expiresAt);
    }

    async function verifyRecaptcha(token: string, ip: string): Promise<boolean> {
      if (!token || token.length > 4096) return false;
      try {
        const response = await Promise.race([
          config.recaptcha.fetch(config.recaptcha.verifyUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              secret: config.recaptcha.secret ?? '',
              response: token,
              remoteip: ip,
            }).toString(),
          }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), RECAPTCHA_TIMEOUT_MS)),
        ]);
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown; score?: unknown; action?: unknown };
        if (body.success !== true) return false; // another site's token, an expired or a duplicate one
        if (typeof body.score === 'number' && body.score < config.recaptcha.minScore) return false;
        if (typeof body.action === 'string' && body.action !== RECAPTCHA_ACTION) return false;
      } catch {
        return false;
      }
      // a token is accepted once here too, whatever the provider remembers (the same table as ALTCHA's solutions)
      const signature = `recaptcha:${createHash('sha256').update(token).digest('hex')}`;
      return claim(signature, nowMs() + RECAPTCHA_TOKEN_TTL_MS);
    }

    const botCheck: BotCheck = {
      config,
      provider: () => (config.recaptcha.secret ? 'recaptcha' : 'altcha'),
      async createChallenge() {
        if (botCheck.provider() === 'recaptcha') {
          return {
            provider: 'recaptcha',
            mode: config.mode,
            ...(config.recaptcha.siteKey ? { siteKey: config.recaptcha.siteKey } : {}),
            scriptUrl: config.recaptcha.scriptUrl,
            action: RECAPTCHA_ACTION,
          };
        }
        const challenge = await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: randomInt(0, config.altcha.maxNumber + 1),
          deriveKey,
          hmacSignatureSecret: config.altcha.hmacKey,
          // Expiry by the injected clock, signed with the parameters (altcha's own expiresAt would use the real clock).
          data: { exp: Math.floor(nowMs() / 1000) + config.altcha.expiresInSeconds },
        });
        return {
          provider: 'altcha',
          mode: config.mode,
          challenge: {
            parameters: { ...challenge.parameters },
            ...(challenge.signature ? { signature: challenge.signature } : {}),
          },
        };
      },
      async verify(payload, ip) {
        if (!payload) return false;
        return botCheck.provider() === 'recaptcha' ? verifyRecaptcha(payload, ip) : verifyAltcha(payload);
      },
    };
    app.decorate('botCheck', botCheck);
  },
  { name: 'bot-check' },
);
