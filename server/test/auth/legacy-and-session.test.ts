// spec §7 legacy actors (login, corporate login, logout, fetchSessionInfo), the bot-check paths with ALTCHA and with the
// reCAPTCHA adapter, /api/auth/v1/validate (spec §4 session refresh and expiry), and the mailbox being off in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { COMPANY_PASSWORD, PASSWORD, lowCostBotCheck, solvedBotCheck, tenantHeaders } from './auth-fixtures';

describe.each(testBackends())('legacy actors, bot check and session validation on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      beforeReady: (app) => {
        lowCostBotCheck(app);
        app.botCheck.config.mode = 'after-failures';
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = tenantHeaders('cl-classic')) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '198.18.0.1' });

  it('legacy login actor opens a session that fetchSessionInfo reports; logout ends it', async () => {
    const user = await createTestUser(t.app, { tenant: 'cl-classic', password: PASSWORD });
    const res = await post('/s/actors/login', { login: user.email, password: PASSWORD });
    expect(res.json()).toMatchObject({ success: true, profileId: user.id, email: user.email });
    const rawId = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const csrfToken = res.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    const headers = sessionHeaders({ rawId, csrfToken });
    const info = await t.app.inject({ method: 'GET', url: '/s/actors/session-info', headers });
    expect(info.json()).toEqual({
      loggedIn: true,
      profileId: user.id,
      firstName: 'Prueba',
      email: user.email,
      accountType: 'INDIVIDUAL',
      sessionTimeOut: false,
    });
    expect((await post('/s/actors/logout', {}, headers)).json()).toEqual({ ok: true });
    const after = await t.app.inject({ method: 'GET', url: '/s/actors/session-info', headers });
    // a dead session is reported as timed out and its cookie reset (spec §4)
    expect(after.json()).toMatchObject({ loggedIn: false, sessionTimeOut: true });
    expect(after.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('legacy actors give the same codes: INVALID_CREDENTIALS, corporate login CONFLICT_ERROR', async () => {
    const user = await createTestUser(t.app, { tenant: 'cl-classic', password: PASSWORD });
    expect((await post('/s/actors/login', { login: user.email, password: 'Mala1234x' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await post('/s/actors/corporate-login', { login: user.email, password: PASSWORD })).json().code).toBe(
      'CONFLICT_ERROR',
    );
    const company = await t.app.companies.create({
      tenant: 'cl-classic',
      companyDocument: '76.086.428-5',
      companyDocumentType: 'RUT',
      businessName: 'Sur',
    });
    const owner = await createTestUser(t.app, {
      tenant: 'cl-classic',
      password: COMPANY_PASSWORD,
      accountType: 'ORGANIZATION',
      companyId: company.id,
    });
    expect(
      (await post('/s/actors/corporate-login', { login: owner.email, password: COMPANY_PASSWORD })).json(),
    ).toMatchObject({ success: true, accountType: 'ORGANIZATION' });
  });

  it('s/account/reCaptcha/validate accepts a solved ALTCHA challenge once and refuses anything else', async () => {
    const challenge = await t.app.inject({ method: 'GET', url: '/s/account/reCaptcha/challenge' });
    expect(challenge.json()).toMatchObject({ provider: 'altcha', mode: 'after-failures' });
    const payload = await solvedBotCheck(t.app);
    expect((await post('/s/account/reCaptcha/validate', { payload })).json()).toEqual({ valid: true });
    expect((await post('/s/account/reCaptcha/validate', { payload })).json().code).toBe('RECAPTCHA_ERROR');
    expect((await post('/s/account/reCaptcha/validate', { payload: 'garbage' })).json().code).toBe('RECAPTCHA_ERROR');
  });

  it('an ALTCHA challenge expires by the injected clock', async () => {
    const payload = await solvedBotCheck(t.app);
    t.clock.advance(t.app.botCheck.config.altcha.expiresInSeconds * 1000 + 1000);
    expect((await post('/s/account/reCaptcha/validate', { payload })).json().code).toBe('RECAPTCHA_ERROR');
  });

  it('with RECAPTCHA_SECRET the Google verification is called through the injected fetch', async () => {
    const calls: string[] = [];
    const recaptcha = t.app.botCheck.config.recaptcha;
    const saved = { ...recaptcha };
    recaptcha.secret = 'test-secret';
    recaptcha.fetch = async (_url, init) => {
      calls.push(init.body);
      const token = new URLSearchParams(init.body).get('response');
      return { ok: true, json: async () => ({ success: token === 'good-token', score: 0.9 }) };
    };
    try {
      expect((await t.app.inject({ method: 'GET', url: '/s/account/reCaptcha/challenge' })).json().provider).toBe(
        'recaptcha',
      );
      expect((await post('/s/account/reCaptcha/validate', { payload: 'good-token' })).json()).toEqual({ valid: true });
      expect((await post('/s/account/reCaptcha/validate', { payload: 'bad-token' })).json().code).toBe(
        'RECAPTCHA_ERROR',
      );
      expect(calls[0]).toContain('secret=test-secret');
    } finally {
      Object.assign(recaptcha, saved);
    }
  });

  it('/api/auth/v1/validate refreshes a live session and answers SESSION_EXPIRED after the idle timeout', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const session = await openSession(t.app, user);
    const validate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/validate',
        headers: sessionHeaders(session),
        remoteAddress: '198.18.0.1',
      });
    t.clock.advance(20 * 60_000);
    const ok = await validate();
    expect(ok.json()).toMatchObject({ valid: true });
    t.clock.advance(20 * 60_000); // 40 min after login, 20 after the refresh: still alive
    expect((await validate()).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await validate();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'SESSION_EXPIRED', sessionTimeOut: true });
  });
});

describe('development mailbox in production', () => {
  it('is not served', async () => {
    const t = await buildTestApp({ config: { production: true } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});
