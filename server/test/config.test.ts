// Environment parsing of server/src/config.ts (README "Environment variables").
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadConfig } from '../src/config';

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
        NODE_ENV: 'production', SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8', TRUST_PROXY: '1',
        RATE_LIMIT_MAX: '50', BODY_LIMIT: '2048', LOG_LEVEL: 'warn',
      },
      '/srv/dist',
    );
    expect(config).toMatchObject({
      appEnv: 'production', production: true, session: { idleMinutes: 15, absoluteHours: 8 }, trustProxy: 1,
      rateLimit: { max: 50 }, bodyLimit: 2048, logLevel: 'warn', staticDir: '/srv/dist',
    });
    expect(loadConfig({ APP_ENV: 'staging', TRUST_PROXY: 'true' }, null)).toMatchObject({ appEnv: 'staging', trustProxy: true });
  });

  it('refuses nonsense instead of running with it', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: 'soon' }, null)).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: '-1' }, null)).toThrow(/SESSION_ABSOLUTE_HOURS/);
    expect(() => loadConfig({ APP_ENV: 'moon' }, null)).toThrow(/APP_ENV/);
  });
});
