// Everything the server reads from the environment, parsed once in main.ts and passed to buildApp (no globals switched on env).
import { ENVIRONMENTS, type Environment } from '../../src/tenants/tenant.types';

export interface AppConfig {
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
  };
  /** Folder of the built front end (vite build) to serve with history fallback; null serves no front end. */
  staticDir: string | null;
  logLevel: string;
}

export const DEFAULT_CONFIG: AppConfig = {
  appEnv: 'development',
  production: false,
  session: { idleMinutes: 30, absoluteHours: 12 },
  trustProxy: false,
  bodyLimit: 64 * 1024,
  rateLimit: { max: 300, windowMs: 60_000 },
  staticDir: null,
  logLevel: 'info',
};

/** Builds a config from defaults and partial overrides (tests use this). */
export function makeConfig(overrides: Partial<Omit<AppConfig, 'session' | 'rateLimit'>> & {
  session?: Partial<AppConfig['session']>;
  rateLimit?: Partial<AppConfig['rateLimit']>;
} = {}): AppConfig {
  return {
    ...DEFAULT_CONFIG,
    ...overrides,
    session: { ...DEFAULT_CONFIG.session, ...overrides.session },
    rateLimit: { ...DEFAULT_CONFIG.rateLimit, ...overrides.rateLimit },
  };
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
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

/** Reads the variables documented in the README (server section). */
export function loadConfig(env: NodeJS.ProcessEnv, staticDir: string | null): AppConfig {
  const production = env.NODE_ENV === 'production';
  return makeConfig({
    appEnv: parseAppEnv(env.APP_ENV, production),
    production,
    session: {
      idleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, DEFAULT_CONFIG.session.idleMinutes),
      absoluteHours: positiveNumber('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, DEFAULT_CONFIG.session.absoluteHours),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: positiveNumber('BODY_LIMIT', env.BODY_LIMIT, DEFAULT_CONFIG.bodyLimit),
    rateLimit: {
      max: positiveNumber('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, DEFAULT_CONFIG.rateLimit.max),
      windowMs: positiveNumber('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, DEFAULT_CONFIG.rateLimit.windowMs),
    },
    staticDir,
    logLevel: env.LOG_LEVEL ?? DEFAULT_CONFIG.logLevel,
  });
}
