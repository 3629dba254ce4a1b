// Everything the server reads from the environment, parsed once in main.ts and passed to buildApp (no globals switched on env).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENVIRONMENTS, type Environment } from '../../src/tenants/tenant.types';

export interface AppConfig {
  /**
   * Issue 31: the folder of the versioned legal texts (LEGAL_DIR, default the project's legal/), read at request time so
   * that an operator publishes a new version without a build (docs/privacy.md).
   */
  legalDir: string;
  /** spec §9: the environment named by the consent rules (production, beta, staging, local, development). */
  appEnv: Environment;
  /** true for NODE_ENV=production: generic error messages, no stack traces in answers. */
  production: boolean;
  session: {
    /** idle timeout: a session unused for longer expires (default 30 min) */
    idleMinutes: number;
    /** absolute timeout counted from creation (default 12 h) */
    absoluteHours: number;
  };
  /** Fastify trustProxy: true, false, a hop count or a list of addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** Maximum JSON body in bytes. */
  bodyLimit: number;
  rateLimit: {
    /** global requests per window and client address */
    max: number;
    windowMs: number;
    /**
     * RATE_LIMIT_STORE: where the counters live. database: table rate_limit_hits, shared by every server on one
     * PostgreSQL; memory: this process only. auto (default): database on PostgreSQL, memory on PGlite (one process).
     */
    store: RateLimitStoreKind;
  };
  /** Folder of the built front end (vite build) to serve with history fallback; null serves no front end. */
  staticDir: string | null;
  logLevel: string;
  /** Seed the demo accounts on first start (SEED_DEMO; default on outside production, off in production). */
  seedDemo: boolean;
  /** Issue 6: the Flow Explorer (/flows): always on in development, in production only with FLOW_EXPLORER=1. */
  flowExplorer: boolean;
  /**
   * The customer system the registration outbox publishes to (CUSTOMER_SYSTEM_URL; null keeps changes pending), and how
   * often each server's worker looks for due messages (CUSTOMER_SYSTEM_POLL_MS, 15 s).
   */
  customerSystem: { url: string | null; pollMs: number };
  /** SMTP_URL (null: mail is kept in the development mailbox), MAIL_FROM, and MAIL_RETENTION_MINUTES (outbox rows purged after). */
  mail: { smtpUrl: string | null; from: string; retentionMinutes: number };
  /** spec §8 PASSWORD_REUSE_ERROR: how many earlier passwords may not be reused (PASSWORD_HISTORY_SIZE). */
  passwordHistory: { size: number };
  /** spec §8 lockout and the per-address login throttle (docs/auth.md). */
  lockout: LockoutSettings;
  /** one-time codes (docs/auth.md); a null secret is replaced by a random one per app. */
  otp: OtpSettings;
  /** social login providers (OIDC_PROVIDERS, PUBLIC_BASE_URL). */
  oidc: OidcSettings;
  /** bot check: ALTCHA by default, reCAPTCHA when RECAPTCHA_SECRET is set; a null HMAC key is random per app. */
  botCheck: BotCheckSettings;
  /** card encryption keys (issue 13, docs/payments.md): PAYMENT_KEY_ROTATE_MINUTES, PAYMENT_KEY_GRACE_MINUTES. */
  payments: PaymentSettings;
  /** Issue 32 item 1: postcode providers besides the imported table (server/src/platform/, docs/postcodes.md). */
  postcodes: PostcodeSettings;
}

export interface PostcodeSettings {
  /**
   * Brazil's online provider, ViaCEP's public JSON API: the base URL under which `{cep}/json/` is asked (POSTCODE_BR_URL,
   * default https://viacep.com.br/ws/; `off` turns it off). null: off (tests, unless a test sets it).
   */
  brUrl: string | null;
  /** POSTCODE_TIMEOUT_MS: how long the provider may take before the answer is 'service unavailable' (2 s) */
  timeoutMs: number;
  /** POSTCODE_CACHE_HOURS: how long a found postcode is kept in postcode_cache (30 days) */
  foundCacheHours: number;
  /** POSTCODE_NOT_FOUND_CACHE_HOURS: how long a 'not found' answer is kept (1 day: a new CEP may appear) */
  notFoundCacheHours: number;
}

export type RateLimitStoreKind = 'auto' | 'database' | 'memory';

export interface PaymentSettings {
  /** a new key pair is handed out after this many minutes (default 1440: daily) */
  keyRotateMinutes: number;
  /** a replaced key still decrypts for this many minutes (default 30: a form opened before the rotation still submits) */
  keyGraceMinutes: number;
  /**
   * Issue 34 item 8, card abuse: saved cards an account may hold (MAX_SAVED_CARDS, 10), and add-card attempts (saved or
   * refused) per account and per client address in a window (CARD_ADDS_PER_ACCOUNT 10, CARD_ADDS_PER_ADDRESS 60,
   * CARD_ADD_WINDOW_MINUTES 60): above them spec §8's add-card failure (CARD_LIMIT_REACHED), so that the add-card form
   * cannot be used to test stolen card numbers against the payment provider.
   */
  maxSavedCards: number;
  cardAddsPerAccount: number;
  cardAddsPerAddress: number;
  cardAddWindowMinutes: number;
}

export interface LockoutSettings {
  /** consecutive failures that block an account (LOCKOUT_MAX_FAILURES, default 5) */
  maxFailures: number;
  /** LOCKOUT_MINUTES, default 15 */
  lockMinutes: number;
  /** failed logins per address and window before 429 (LOGIN_IP_MAX_FAILURES, default 50) */
  ipMaxFailures: number;
  /** LOGIN_IP_WINDOW_MINUTES, default 15 */
  ipWindowMinutes: number;
}

export interface OtpSettings {
  validMinutes: number;
  maxAttempts: number;
  lockMinutes: number;
  windowMinutes: number;
  secret: string | null;
}

export interface OidcProviderConfig {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  tenants: string[];
  /** allow http issuers (local providers in development and tests only) */
  insecure?: boolean;
}

export interface OidcSettings {
  providers: OidcProviderConfig[];
  publicBaseUrl: string | null;
  stateMinutes: number;
  /**
   * The development identity provider (SOCIAL_LOGIN_DEMO; on outside production when OIDC_PROVIDERS is empty, never in
   * production): a local OpenID provider under /dev/oidc, so that the demo shows spec §2's social login option working.
   * `issuer` is its URL; `origins` are the addresses a browser may use for this server (callback URLs).
   */
  demo: { issuer: string; origins: string[] } | null;
}

export type BotCheckMode = 'always' | 'after-failures';

export interface BotCheckSettings {
  mode: BotCheckMode;
  /** with after-failures: failed logins (per account) before the check is asked */
  afterFailures: number;
  altcha: { hmacKey: string | null; maxNumber: number; expiresInSeconds: number };
  /**
   * Issue 32 item 1: Google reCAPTCHA (v3, invisible) instead of ALTCHA when RECAPTCHA_SECRET is set; RECAPTCHA_SITE_KEY is
   * then required. RECAPTCHA_VERIFY_URL (the siteverify endpoint) and RECAPTCHA_SCRIPT_URL (the browser's api.js) default
   * to Google's; tests point them at local stand-ins.
   */
  recaptcha: {
    secret: string | null;
    siteKey: string | null;
    minScore: number;
    verifyUrl: string;
    scriptUrl: string;
  };
}

/** The configuration sections that makeConfig merges one level deep. */
type Section =
  | 'session'
  | 'rateLimit'
  | 'customerSystem'
  | 'mail'
  | 'passwordHistory'
  | 'lockout'
  | 'otp'
  | 'oidc'
  | 'botCheck'
  | 'payments';

/** Issue 31: the project's legal/ folder, wherever the server is started from. */
const DEFAULT_LEGAL_DIR = fileURLToPath(new URL('../../legal', import.meta.url));

export const DEFAULT_CONFIG: AppConfig = {
  legalDir: DEFAULT_LEGAL_DIR,
  appEnv: 'development',
  production: false,
  session: { idleMinutes: 30, absoluteHours: 12 },
  trustProxy: false,
  bodyLimit: 64 * 1024,
  rateLimit: { max: 300, windowMs: 60_000, store: 'auto' },
  staticDir: null,
  logLevel: 'info',
  seedDemo: true,
  flowExplorer: true,
  customerSystem: { url: null, pollMs: 15_000 },
  mail: { smtpUrl: null, from: 'Cuenta <no-reply@cuenta.local>', retentionMinutes: 60 },
  passwordHistory: { size: 5 },
  lockout: { maxFailures: 5, lockMinutes: 15, ipMaxFailures: 50, ipWindowMinutes: 15 },
  otp: { validMinutes: 10, maxAttempts: 5, lockMinutes: 30, windowMinutes: 30, secret: null },
  oidc: { providers: [], publicBaseUrl: null, stateMinutes: 10, demo: null },
  botCheck: {
    mode: 'always',
    afterFailures: 3,
    altcha: { hmacKey: null, maxNumber: 50_000, expiresInSeconds: 300 },
    recaptcha: {
      secret: null,
      siteKey: null,
      minScore: 0.5,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    },
  },
  postcodes: { brUrl: null, timeoutMs: 2000, foundCacheHours: 24 * 30, notFoundCacheHours: 24 },
  payments: {
    keyRotateMinutes: 1440,
    keyGraceMinutes: 30,
    maxSavedCards: 10,
    cardAddsPerAccount: 10,
    cardAddsPerAddress: 60,
    cardAddWindowMinutes: 60,
  },
};

export type ConfigOverrides = Partial<Omit<AppConfig, Section>> & { [K in Section]?: Partial<AppConfig[K]> };

/** Issue 6: the Flow Explorer is on outside production, and in production only with FLOW_EXPLORER=1. */
export function flowExplorerEnabled(production: boolean, flag: string | undefined): boolean {
  return !production || flag === '1';
}

/** Builds a config from defaults and partial overrides (tests use this). */
/** Sections are merged one level deep; `flowExplorer` defaults to on outside production. */
export function makeConfig(overrides: ConfigOverrides = {}): AppConfig {
  const production = overrides.production ?? DEFAULT_CONFIG.production;
  return {
    ...DEFAULT_CONFIG,
    ...overrides,
    flowExplorer: overrides.flowExplorer ?? flowExplorerEnabled(production, undefined),
    session: { ...DEFAULT_CONFIG.session, ...overrides.session },
    rateLimit: { ...DEFAULT_CONFIG.rateLimit, ...overrides.rateLimit },
    customerSystem: { ...DEFAULT_CONFIG.customerSystem, ...overrides.customerSystem },
    mail: { ...DEFAULT_CONFIG.mail, ...overrides.mail },
    passwordHistory: { ...DEFAULT_CONFIG.passwordHistory, ...overrides.passwordHistory },
    lockout: { ...DEFAULT_CONFIG.lockout, ...overrides.lockout },
    otp: { ...DEFAULT_CONFIG.otp, ...overrides.otp },
    oidc: { ...DEFAULT_CONFIG.oidc, ...overrides.oidc },
    botCheck: { ...DEFAULT_CONFIG.botCheck, ...overrides.botCheck },
    payments: { ...DEFAULT_CONFIG.payments, ...overrides.payments },
  };
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  const value = positiveNumber(name, raw, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function numberBetween(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** An unset or empty variable is null. */
function optional(raw: string | undefined): string | null {
  return raw === undefined || raw === '' ? null : raw;
}

function parseBotCheckMode(raw: string | undefined): BotCheckMode {
  if (raw === undefined || raw === '') return DEFAULT_CONFIG.botCheck.mode;
  if (raw === 'always' || raw === 'after-failures') return raw;
  throw new Error(`BOT_CHECK_MODE must be always or after-failures, got "${raw}"`);
}

function parseOidcProviders(raw: string | undefined): OidcProviderConfig[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('OIDC_PROVIDERS must be a JSON list');
  }
  if (!Array.isArray(parsed)) throw new Error('OIDC_PROVIDERS must be a JSON list');
  for (const provider of parsed as unknown[]) {
    const p = provider as Partial<OidcProviderConfig> | null;
    if (
      typeof p !== 'object' ||
      p === null ||
      typeof p.id !== 'string' ||
      typeof p.issuer !== 'string' ||
      typeof p.clientId !== 'string' ||
      !Array.isArray(p.tenants)
    ) {
      throw new Error('OIDC_PROVIDERS: every provider needs id, issuer, clientId and tenants');
    }
  }
  return parsed as OidcProviderConfig[];
}

/** OIDC_PROVIDERS and PUBLIC_BASE_URL, and the development identity provider (SOCIAL_LOGIN_DEMO) where it may run. */
function oidcSettings(env: NodeJS.ProcessEnv, production: boolean): Omit<OidcSettings, 'stateMinutes'> {
  const providers = parseOidcProviders(env.OIDC_PROVIDERS);
  const publicBaseUrl = optional(env.PUBLIC_BASE_URL)?.replace(/\/+$/, '') ?? null;
  const flag = env.SOCIAL_LOGIN_DEMO;
  if (flag !== undefined && flag !== '' && flag !== '0' && flag !== '1')
    throw new Error(`SOCIAL_LOGIN_DEMO must be 0 or 1, got "${flag}"`);
  // it signs anyone in as any verified email they type: a development tool, refused in production
  if (production && flag === '1') throw new Error('SOCIAL_LOGIN_DEMO cannot be on in production');
  const on = !production && (flag === '1' || ((flag === undefined || flag === '') && providers.length === 0));
  if (!on) return { providers, publicBaseUrl, demo: null };
  const port = env.PORT ?? '3000';
  const host = env.HOST ?? '127.0.0.1';
  const local = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const own = host === '0.0.0.0' || host === '::' ? [] : [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const origins = [...new Set([...(publicBaseUrl ? [publicBaseUrl] : []), ...own, ...local])];
  return { providers, publicBaseUrl, demo: { issuer: `${origins[0]}/dev/oidc`, origins } };
}

function parseRateLimitStore(raw: string | undefined): RateLimitStoreKind {
  if (raw === undefined || raw === '') return DEFAULT_CONFIG.rateLimit.store;
  if (raw === 'auto' || raw === 'database' || raw === 'memory') return raw;
  throw new Error(`RATE_LIMIT_STORE must be auto, database or memory, got "${raw}"`);
}

function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function parseAppEnv(raw: string | undefined, production: boolean): Environment {
  if (raw === undefined || raw === '') return production ? 'production' : 'development';
  if ((ENVIRONMENTS as readonly string[]).includes(raw)) return raw as Environment;
  throw new Error(`APP_ENV must be one of ${ENVIRONMENTS.join(', ')}, got "${raw}"`);
}

/** Secrets shorter than this are refused in production (32 characters: 128 bits as hex, more as base64). */
export const MIN_SECRET_LENGTH = 32;

/**
 * docs/security.md: in production the HMAC keys must be fixed, or every restart would invalidate the bot-check challenges
 * and recovery codes in flight, and several instances would not accept each other's. Development gets random keys.
 */
function productionSecret(name: string, raw: string | undefined, production: boolean): string | null {
  const value = optional(raw);
  if (!production) return value;
  if (value === null) {
    throw new Error(
      `${name} must be set when NODE_ENV=production (a fixed random secret of at least ${MIN_SECRET_LENGTH} characters, e.g. \`openssl rand -hex 32\`)`,
    );
  }
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters long when NODE_ENV=production`);
  return value;
}

/** SEED_DEMO: the demo accounts share a published password, so production seeds them only when told (SEED_DEMO=true). */
export function seedDemoEnabled(production: boolean, raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return !production;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`SEED_DEMO must be true or false, got "${raw}"`);
}

/** Issue 32 item 1: a reCAPTCHA secret without a site key would leave every login unable to pass: stop at start. */
function recaptchaSiteKey(env: NodeJS.ProcessEnv): string | null {
  const siteKey = optional(env.RECAPTCHA_SITE_KEY);
  if (optional(env.RECAPTCHA_SECRET) && !siteKey)
    throw new Error(
      'RECAPTCHA_SECRET is set but RECAPTCHA_SITE_KEY is not: the browser needs the site key to get a token. Set both, or neither for the self-hosted ALTCHA check.',
    );
  return siteKey;
}

function httpUrl(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString();
}

/** Issue 32 item 1: POSTCODE_BR_URL (ViaCEP by default, `off` for none), POSTCODE_TIMEOUT_MS and the cache lifetimes. */
function postcodeSettings(env: NodeJS.ProcessEnv): PostcodeSettings {
  const raw = env.POSTCODE_BR_URL;
  const defaults = DEFAULT_CONFIG.postcodes;
  return {
    brUrl: raw === 'off' ? null : httpUrl('POSTCODE_BR_URL', raw, 'https://viacep.com.br/ws/'),
    timeoutMs: positiveInteger('POSTCODE_TIMEOUT_MS', env.POSTCODE_TIMEOUT_MS, defaults.timeoutMs),
    foundCacheHours: positiveNumber('POSTCODE_CACHE_HOURS', env.POSTCODE_CACHE_HOURS, defaults.foundCacheHours),
    notFoundCacheHours: positiveNumber(
      'POSTCODE_NOT_FOUND_CACHE_HOURS',
      env.POSTCODE_NOT_FOUND_CACHE_HOURS,
      defaults.notFoundCacheHours,
    ),
  };
}

/** Reads the variables documented in the README (server section). */
export function loadConfig(env: NodeJS.ProcessEnv, staticDir: string | null): AppConfig {
  const production = env.NODE_ENV === 'production';
  return makeConfig({
    appEnv: parseAppEnv(env.APP_ENV, production),
    production,
    seedDemo: seedDemoEnabled(production, env.SEED_DEMO),
    session: {
      idleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, DEFAULT_CONFIG.session.idleMinutes),
      absoluteHours: positiveNumber(
        'SESSION_ABSOLUTE_HOURS',
        env.SESSION_ABSOLUTE_HOURS,
        DEFAULT_CONFIG.session.absoluteHours,
      ),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: positiveNumber('BODY_LIMIT', env.BODY_LIMIT, DEFAULT_CONFIG.bodyLimit),
    rateLimit: {
      max: positiveNumber('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, DEFAULT_CONFIG.rateLimit.max),
      windowMs: positiveNumber('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, DEFAULT_CONFIG.rateLimit.windowMs),
      store: parseRateLimitStore(env.RATE_LIMIT_STORE),
    },
    staticDir,
    legalDir: env.LEGAL_DIR ? resolve(env.LEGAL_DIR) : DEFAULT_CONFIG.legalDir,
    logLevel: env.LOG_LEVEL ?? DEFAULT_CONFIG.logLevel,
    flowExplorer: flowExplorerEnabled(production, env.FLOW_EXPLORER),
    customerSystem: {
      url: optional(env.CUSTOMER_SYSTEM_URL),
      pollMs: positiveNumber(
        'CUSTOMER_SYSTEM_POLL_MS',
        env.CUSTOMER_SYSTEM_POLL_MS,
        DEFAULT_CONFIG.customerSystem.pollMs,
      ),
    },
    mail: {
      smtpUrl: optional(env.SMTP_URL),
      from: optional(env.MAIL_FROM) ?? DEFAULT_CONFIG.mail.from,
      retentionMinutes: positiveNumber(
        'MAIL_RETENTION_MINUTES',
        env.MAIL_RETENTION_MINUTES,
        DEFAULT_CONFIG.mail.retentionMinutes,
      ),
    },
    passwordHistory: {
      size: positiveInteger('PASSWORD_HISTORY_SIZE', env.PASSWORD_HISTORY_SIZE, DEFAULT_CONFIG.passwordHistory.size),
    },
    lockout: {
      maxFailures: positiveInteger(
        'LOCKOUT_MAX_FAILURES',
        env.LOCKOUT_MAX_FAILURES,
        DEFAULT_CONFIG.lockout.maxFailures,
      ),
      lockMinutes: positiveNumber('LOCKOUT_MINUTES', env.LOCKOUT_MINUTES, DEFAULT_CONFIG.lockout.lockMinutes),
      ipMaxFailures: positiveInteger(
        'LOGIN_IP_MAX_FAILURES',
        env.LOGIN_IP_MAX_FAILURES,
        DEFAULT_CONFIG.lockout.ipMaxFailures,
      ),
      ipWindowMinutes: positiveNumber(
        'LOGIN_IP_WINDOW_MINUTES',
        env.LOGIN_IP_WINDOW_MINUTES,
        DEFAULT_CONFIG.lockout.ipWindowMinutes,
      ),
    },
    otp: {
      validMinutes: positiveNumber('OTP_VALID_MINUTES', env.OTP_VALID_MINUTES, DEFAULT_CONFIG.otp.validMinutes),
      maxAttempts: positiveInteger('OTP_MAX_ATTEMPTS', env.OTP_MAX_ATTEMPTS, DEFAULT_CONFIG.otp.maxAttempts),
      lockMinutes: positiveNumber('OTP_LOCK_MINUTES', env.OTP_LOCK_MINUTES, DEFAULT_CONFIG.otp.lockMinutes),
      windowMinutes: positiveNumber('OTP_WINDOW_MINUTES', env.OTP_WINDOW_MINUTES, DEFAULT_CONFIG.otp.windowMinutes),
      secret: productionSecret('OTP_SECRET', env.OTP_SECRET, production),
    },
    oidc: oidcSettings(env, production),
    postcodes: postcodeSettings(env),
    payments: {
      keyRotateMinutes: positiveNumber(
        'PAYMENT_KEY_ROTATE_MINUTES',
        env.PAYMENT_KEY_ROTATE_MINUTES,
        DEFAULT_CONFIG.payments.keyRotateMinutes,
      ),
      keyGraceMinutes: positiveNumber(
        'PAYMENT_KEY_GRACE_MINUTES',
        env.PAYMENT_KEY_GRACE_MINUTES,
        DEFAULT_CONFIG.payments.keyGraceMinutes,
      ),
      maxSavedCards: positiveInteger('MAX_SAVED_CARDS', env.MAX_SAVED_CARDS, DEFAULT_CONFIG.payments.maxSavedCards),
      cardAddsPerAccount: positiveInteger(
        'CARD_ADDS_PER_ACCOUNT',
        env.CARD_ADDS_PER_ACCOUNT,
        DEFAULT_CONFIG.payments.cardAddsPerAccount,
      ),
      cardAddsPerAddress: positiveInteger(
        'CARD_ADDS_PER_ADDRESS',
        env.CARD_ADDS_PER_ADDRESS,
        DEFAULT_CONFIG.payments.cardAddsPerAddress,
      ),
      cardAddWindowMinutes: positiveNumber(
        'CARD_ADD_WINDOW_MINUTES',
        env.CARD_ADD_WINDOW_MINUTES,
        DEFAULT_CONFIG.payments.cardAddWindowMinutes,
      ),
    },
    botCheck: {
      mode: parseBotCheckMode(env.BOT_CHECK_MODE),
      afterFailures: positiveInteger('BOT_CHECK_AFTER', env.BOT_CHECK_AFTER, DEFAULT_CONFIG.botCheck.afterFailures),
      altcha: {
        hmacKey: productionSecret('ALTCHA_HMAC_KEY', env.ALTCHA_HMAC_KEY, production),
        maxNumber: positiveInteger(
          'BOT_CHECK_MAX_NUMBER',
          env.BOT_CHECK_MAX_NUMBER,
          DEFAULT_CONFIG.botCheck.altcha.maxNumber,
        ),
        expiresInSeconds: positiveNumber(
          'BOT_CHECK_EXPIRES_SECONDS',
          env.BOT_CHECK_EXPIRES_SECONDS,
          DEFAULT_CONFIG.botCheck.altcha.expiresInSeconds,
        ),
      },
      recaptcha: {
        secret: optional(env.RECAPTCHA_SECRET),
        siteKey: recaptchaSiteKey(env),
        verifyUrl: httpUrl(
          'RECAPTCHA_VERIFY_URL',
          env.RECAPTCHA_VERIFY_URL,
          DEFAULT_CONFIG.botCheck.recaptcha.verifyUrl,
        ),
        scriptUrl: httpUrl(
          'RECAPTCHA_SCRIPT_URL',
          env.RECAPTCHA_SCRIPT_URL,
          DEFAULT_CONFIG.botCheck.recaptcha.scriptUrl,
        ),
        minScore: numberBetween(
          'RECAPTCHA_MIN_SCORE',
          env.RECAPTCHA_MIN_SCORE,
          DEFAULT_CONFIG.botCheck.recaptcha.minScore,
          0,
          1,
        ),
      },
    },
  });
}
