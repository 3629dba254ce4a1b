// Environment parsing of server/src/config.ts (README "Environment variables"), and plugins reading app.config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadConfig, makeConfig, type AppConfig } from '../src/config';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from './helpers/test-app';

/** production refuses to start without these (docs/security.md) */
const PRODUCTION_SECRETS = { ALTCHA_HMAC_KEY: 'k'.repeat(64), OTP_SECRET: 's'.repeat(64) };

describe('loadConfig', () => {
  it('defaults to 30 minutes idle, 12 hours absolute, development, no proxy', () => {
    const config = loadConfig({}, null);
    expect(config.session).toEqual({ idleMinutes: 30, absoluteHours: 12 });
    expect(config.appEnv).toBe('development');
    expect(config.production).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimit).toEqual(DEFAULT_CONFIG.rateLimit);
  });

  it('reads the documented variables', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        ...PRODUCTION_SECRETS,
        SESSION_IDLE_MINUTES: '15',
        SESSION_ABSOLUTE_HOURS: '8',
        TRUST_PROXY: '1',
        RATE_LIMIT_MAX: '50',
        BODY_LIMIT: '2048',
        LOG_LEVEL: 'warn',
      },
      '/srv/dist',
    );
    expect(config).toMatchObject({
      appEnv: 'production',
      production: true,
      session: { idleMinutes: 15, absoluteHours: 8 },
      trustProxy: 1,
      rateLimit: { max: 50 },
      bodyLimit: 2048,
      logLevel: 'warn',
      staticDir: '/srv/dist',
    });
    expect(loadConfig({ APP_ENV: 'staging', TRUST_PROXY: 'true' }, null)).toMatchObject({
      appEnv: 'staging',
      trustProxy: true,
    });
  });

  it('refuses nonsense instead of running with it', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: 'soon' }, null)).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: '-1' }, null)).toThrow(/SESSION_ABSOLUTE_HOURS/);
    expect(() => loadConfig({ APP_ENV: 'moon' }, null)).toThrow(/APP_ENV/);
  });
});

describe('loadConfig: what production refuses to start without (docs/security.md)', () => {
  const secrets = PRODUCTION_SECRETS;

  it('refuses NODE_ENV=production without a fixed ALTCHA_HMAC_KEY or OTP_SECRET, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, null)).toThrow(
      /OTP_SECRET must be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: secrets.OTP_SECRET }, null)).toThrow(
      /ALTCHA_HMAC_KEY must be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: secrets.ALTCHA_HMAC_KEY }, null)).toThrow(
      /OTP_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, OTP_SECRET: 'short' }, null)).toThrow(
      /OTP_SECRET must be at least 32/,
    );
  });

  it('takes the fixed secrets in production; development still runs with random ones', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...secrets }, null);
    expect(config.otp.secret).toBe(secrets.OTP_SECRET);
    expect(config.botCheck.altcha.hmacKey).toBe(secrets.ALTCHA_HMAC_KEY);
    expect(loadConfig({}, null).otp.secret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development' }, null).botCheck.altcha.hmacKey).toBeNull();
  });

  it('seeds the demo accounts in production only with SEED_DEMO=true', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }, null).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, SEED_DEMO: 'true' }, null).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, SEED_DEMO: 'false' }, null).seedDemo).toBe(false);
    expect(loadConfig({}, null).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, null).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' }, null)).toThrow(/SEED_DEMO/);
  });
});

describe('loadConfig: settings of the plugins (docs/auth.md)', () => {
  it('keeps the former defaults when nothing is set', () => {
    const config = loadConfig({}, null);
    expect(config.flowExplorer).toBe(true);
    expect(config.customerSystem).toEqual({ url: null, pollMs: 15_000 });
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Cuenta <no-reply@cuenta.local>', retentionMinutes: 60 });
    expect(config.passwordHistory).toEqual({ size: 5 });
    expect(config.lockout).toEqual({ maxFailures: 5, lockMinutes: 15, ipMaxFailures: 50, ipWindowMinutes: 15 });
    expect(config.otp).toEqual({ validMinutes: 10, maxAttempts: 5, lockMinutes: 30, windowMinutes: 30, secret: null });
    // outside production, with no provider configured, the development identity provider of /dev/oidc
    expect(config.oidc).toEqual({
      providers: [],
      publicBaseUrl: null,
      stateMinutes: 10,
      demo: {
        issuer: 'http://127.0.0.1:3000/dev/oidc',
        origins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      },
    });
    expect(config.botCheck).toEqual({
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
    });
  });

  it('reads every variable by its documented name', () => {
    const provider = { id: 'google', issuer: 'https://accounts.google.com', clientId: 'cuenta', tenants: ['cl', 'pe'] };
    const config = loadConfig(
      {
        CUSTOMER_SYSTEM_URL: 'https://customers.example/api',
        SMTP_URL: 'smtp://mail.example:25',
        MAIL_FROM: 'Tienda <hola@tienda.example>',
        PASSWORD_HISTORY_SIZE: '8',
        LOCKOUT_MAX_FAILURES: '4',
        LOCKOUT_MINUTES: '20',
        LOGIN_IP_MAX_FAILURES: '30',
        LOGIN_IP_WINDOW_MINUTES: '10',
        OTP_VALID_MINUTES: '5',
        OTP_MAX_ATTEMPTS: '3',
        OTP_LOCK_MINUTES: '60',
        OTP_WINDOW_MINUTES: '45',
        OTP_SECRET: 'otp-secret',
        CUSTOMER_SYSTEM_POLL_MS: '250',
        OIDC_PROVIDERS: JSON.stringify([provider]),
        PUBLIC_BASE_URL: 'https://cuenta.example',
        BOT_CHECK_MODE: 'after-failures',
        BOT_CHECK_AFTER: '2',
        ALTCHA_HMAC_KEY: 'altcha-key',
        BOT_CHECK_MAX_NUMBER: '1000',
        BOT_CHECK_EXPIRES_SECONDS: '120',
        RECAPTCHA_SECRET: 'rc-secret',
        RECAPTCHA_SITE_KEY: 'rc-site',
        RECAPTCHA_MIN_SCORE: '0.7',
      },
      null,
    );
    expect(config).toMatchObject({
      customerSystem: { url: 'https://customers.example/api', pollMs: 250 },
      mail: { smtpUrl: 'smtp://mail.example:25', from: 'Tienda <hola@tienda.example>' },
      passwordHistory: { size: 8 },
      lockout: { maxFailures: 4, lockMinutes: 20, ipMaxFailures: 30, ipWindowMinutes: 10 },
      otp: { validMinutes: 5, maxAttempts: 3, lockMinutes: 60, windowMinutes: 45, secret: 'otp-secret' },
      // real providers configured: no development provider
      oidc: { providers: [provider], publicBaseUrl: 'https://cuenta.example', stateMinutes: 10, demo: null },
      botCheck: {
        mode: 'after-failures',
        afterFailures: 2,
        altcha: { hmacKey: 'altcha-key', maxNumber: 1000, expiresInSeconds: 120 },
        recaptcha: { secret: 'rc-secret', siteKey: 'rc-site', minScore: 0.7 },
      },
    });
  });

  it('runs the development identity provider only outside production: SOCIAL_LOGIN_DEMO=0 turns it off, =1 is refused in production', () => {
    const demo = (env: NodeJS.ProcessEnv) => loadConfig(env, null).oidc.demo;
    expect(demo({ PORT: '4000', HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://demo.example/' })).toEqual({
      issuer: 'https://demo.example/dev/oidc',
      origins: ['https://demo.example', 'http://127.0.0.1:4000', 'http://localhost:4000'],
    });
    expect(demo({ SOCIAL_LOGIN_DEMO: '0' })).toBeNull();
    expect(demo({ NODE_ENV: 'production', ...PRODUCTION_SECRETS })).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, SOCIAL_LOGIN_DEMO: '1' }, null)).toThrow(
      'SOCIAL_LOGIN_DEMO cannot be on in production',
    );
    expect(() => loadConfig({ SOCIAL_LOGIN_DEMO: 'yes' }, null)).toThrow('SOCIAL_LOGIN_DEMO must be 0 or 1');
  });

  it('turns the Flow Explorer off in production unless FLOW_EXPLORER=1', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, null).flowExplorer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }, null).flowExplorer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, FLOW_EXPLORER: 'yes' }, null).flowExplorer).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, FLOW_EXPLORER: '1' }, null).flowExplorer).toBe(
      true,
    );
    expect(makeConfig({ production: true }).flowExplorer).toBe(false);
  });

  it('refuses bad numbers and values, naming the variable', () => {
    expect(() => loadConfig({ PASSWORD_HISTORY_SIZE: 'many' }, null)).toThrow(/PASSWORD_HISTORY_SIZE/);
    expect(() => loadConfig({ PASSWORD_HISTORY_SIZE: '2.5' }, null)).toThrow(/PASSWORD_HISTORY_SIZE/);
    expect(() => loadConfig({ LOCKOUT_MAX_FAILURES: '0' }, null)).toThrow(/LOCKOUT_MAX_FAILURES/);
    expect(() => loadConfig({ LOCKOUT_MINUTES: '-5' }, null)).toThrow(/LOCKOUT_MINUTES/);
    expect(() => loadConfig({ LOGIN_IP_MAX_FAILURES: 'x' }, null)).toThrow(/LOGIN_IP_MAX_FAILURES/);
    expect(() => loadConfig({ LOGIN_IP_WINDOW_MINUTES: 'x' }, null)).toThrow(/LOGIN_IP_WINDOW_MINUTES/);
    expect(() => loadConfig({ OTP_VALID_MINUTES: 'ten' }, null)).toThrow(/OTP_VALID_MINUTES/);
    expect(() => loadConfig({ OTP_MAX_ATTEMPTS: '-1' }, null)).toThrow(/OTP_MAX_ATTEMPTS/);
    expect(() => loadConfig({ OTP_LOCK_MINUTES: 'x' }, null)).toThrow(/OTP_LOCK_MINUTES/);
    expect(() => loadConfig({ OTP_WINDOW_MINUTES: 'x' }, null)).toThrow(/OTP_WINDOW_MINUTES/);
    expect(() => loadConfig({ BOT_CHECK_MODE: 'sometimes' }, null)).toThrow(/BOT_CHECK_MODE/);
    expect(() => loadConfig({ BOT_CHECK_AFTER: '0' }, null)).toThrow(/BOT_CHECK_AFTER/);
    expect(() => loadConfig({ BOT_CHECK_MAX_NUMBER: 'lots' }, null)).toThrow(/BOT_CHECK_MAX_NUMBER/);
    expect(() => loadConfig({ BOT_CHECK_EXPIRES_SECONDS: '-1' }, null)).toThrow(/BOT_CHECK_EXPIRES_SECONDS/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '1.5' }, null)).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: 'high' }, null)).toThrow(/RECAPTCHA_MIN_SCORE/);
    // issue 32 item 1: a secret without a site key would make every login fail: the server does not start
    expect(() => loadConfig({ RECAPTCHA_SECRET: 'rc-secret' }, null)).toThrow(/RECAPTCHA_SITE_KEY is not/);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://x' }, null)).toThrow(/RECAPTCHA_VERIFY_URL/);
    expect(() => loadConfig({ OIDC_PROVIDERS: '{not json' }, null)).toThrow(/OIDC_PROVIDERS/);
    expect(() => loadConfig({ OIDC_PROVIDERS: '{"id":"google"}' }, null)).toThrow(/OIDC_PROVIDERS/);
    expect(() => loadConfig({ OIDC_PROVIDERS: '[{"id":"google"}]' }, null)).toThrow(/OIDC_PROVIDERS/);
  });
});

describe.each(testBackends())('plugins read app.config on $name', (backend) => {
  const apps: TestApp[] = [];
  const build = async (config: Parameters<typeof makeConfig>[0]) => {
    const t = await buildTestApp({ backend, config });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  describe('GET /api/flows/v1/config', () => {
    const cases: [string, NodeJS.ProcessEnv, boolean][] = [
      ['development', { NODE_ENV: 'development' }, true],
      ['production', { NODE_ENV: 'production', ...PRODUCTION_SECRETS }, false],
      ['production with FLOW_EXPLORER=1', { NODE_ENV: 'production', ...PRODUCTION_SECRETS, FLOW_EXPLORER: '1' }, true],
    ];
    const answers = new Map<string, { status: number; body: unknown }>();
    beforeAll(async () => {
      for (const [name, env] of cases) {
        const t = await build(loadConfig(env, null));
        const response = await t.app.inject({ method: 'GET', url: '/api/flows/v1/config' });
        answers.set(name, { status: response.statusCode, body: response.json() });
      }
    }, BUILD_TIMEOUT * 3);
    it.each(cases)('%s', (name, _env, enabled) => {
      expect(answers.get(name)).toEqual({ status: 200, body: { enabled } });
    });
  });

  describe('settings of the plugins', () => {
    let t: TestApp;
    const config: Partial<AppConfig> = {
      customerSystem: { url: 'http://127.0.0.1:9/customers', pollMs: 15_000 },
      mail: { smtpUrl: null, from: 'Tienda <hola@tienda.example>', retentionMinutes: 30 },
      passwordHistory: { size: 3 },
      lockout: { maxFailures: 4, lockMinutes: 20, ipMaxFailures: 30, ipWindowMinutes: 10 },
      otp: { validMinutes: 5, maxAttempts: 3, lockMinutes: 60, windowMinutes: 45, secret: 'otp-secret' },
      oidc: { providers: [], publicBaseUrl: 'https://cuenta.example', stateMinutes: 10, demo: null },
      botCheck: {
        mode: 'after-failures',
        afterFailures: 2,
        altcha: { hmacKey: 'altcha-key', maxNumber: 1000, expiresInSeconds: 120 },
        recaptcha: {
          secret: null,
          siteKey: null,
          minScore: 0.7,
          verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
          scriptUrl: 'https://www.google.com/recaptcha/api.js',
        },
      },
    };
    beforeAll(async () => {
      t = await build(config);
    }, BUILD_TIMEOUT);

    it('hands each plugin its section', async () => {
      expect(t.app.mailer.config).toEqual(config.mail);
      expect(t.app.passwordHistory.config).toEqual({ size: 3 });
      expect(t.app.lockout.config).toEqual(config.lockout);
      expect(t.app.otp.config).toEqual(config.otp);
      expect(t.app.oidc.config).toEqual(config.oidc);
      expect(t.app.botCheck.config).toMatchObject({ ...config.botCheck });
      expect(t.app.botCheck.provider()).toBe('altcha');
      // the development outbox page tells whether a customer system is configured
      const outbox = await t.app.inject({ method: 'GET', url: '/dev/customer-system/outbox.json' });
      expect(outbox.json()).toMatchObject({ url: true });
    });

    it('gives tests a copy to change, not the shared configuration', () => {
      t.app.lockout.config.maxFailures = 9;
      expect(t.config.lockout.maxFailures).toBe(4);
      t.app.lockout.config.maxFailures = 4;
    });

    it(
      'draws random secrets per app when none is configured',
      async () => {
        const other = await build({});
        expect(other.config.otp.secret).toBeNull();
        expect(other.app.otp.config.secret).toMatch(/^[0-9a-f]{64}$/);
        expect(other.app.botCheck.config.altcha.hmacKey).toMatch(/^[0-9a-f]{64}$/);
        const outbox = await other.app.inject({ method: 'GET', url: '/dev/customer-system/outbox.json' });
        expect(outbox.json()).toMatchObject({ url: false });
      },
      BUILD_TIMEOUT,
    );
  });
});
