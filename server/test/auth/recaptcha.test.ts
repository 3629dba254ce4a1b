// Issue 32 item 1: the bot check with Google reCAPTCHA configured (RECAPTCHA_SECRET + RECAPTCHA_SITE_KEY), verified against
// a local stand-in of the siteverify endpoint (tests only): the browser is told the site key and the script to load, a
// valid token passes once, a replayed one or one from another site is refused with RECAPTCHA_ERROR, a slow or broken
// verification refuses instead of letting the login through.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testBackends, type TestApp, BUILD_TIMEOUT } from '../helpers/test-app';
import { createTestUser } from '../helpers/sessions';
import { PASSWORD, tenantHeaders } from './auth-fixtures';

/** The stand-in answers like siteverify: a token reads `<siteKey>:<score>:<action>`; only secret 'rc-secret' is known. */
function standIn(): Promise<{ server: Server; url: string; calls: URLSearchParams[]; mode: { broken: boolean } }> {
  const calls: URLSearchParams[] = [];
  const mode = { broken: false };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      if (mode.broken) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
        return;
      }
      const [site, score, action] = (form.get('response') ?? '').split(':');
      const ok = form.get('secret') === 'rc-secret' && site === 'rc-site';
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(ok ? { success: true, score: Number(score), action } : { success: false }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, calls, mode }),
    ),
  );
}

describe.each(testBackends())('reCAPTCHA bot check on $name (issue 32 item 1, spec §7, §8)', (backend) => {
  let t: TestApp;
  let stand: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    stand = await standIn();
    t = await buildTestApp({
      backend,
      config: {
        botCheck: {
          mode: 'always',
          recaptcha: {
            secret: 'rc-secret',
            siteKey: 'rc-site',
            minScore: 0.5,
            verifyUrl: stand.url,
            scriptUrl: 'http://127.0.0.1:9/recaptcha/api.js',
          },
        },
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });
  let n = 0;
  beforeEach(() => {
    stand.mode.broken = false;
  });
  const ip = () => `203.0.113.${++n}`;
  const validate = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/s/account/reCaptcha/validate', payload: { payload }, remoteAddress: ip() });

  it('tells the browser the provider, the site key, the script and the action', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/account/reCaptcha/challenge' });
    expect(res.json()).toEqual({
      provider: 'recaptcha',
      mode: 'always',
      siteKey: 'rc-site',
      scriptUrl: 'http://127.0.0.1:9/recaptcha/api.js',
      action: 'login',
    });
    // the page may load it: the CSP names the script's origin
    const page = await t.app.inject({ method: 'GET', url: '/health' });
    expect(String(page.headers['content-security-policy'])).toContain('http://127.0.0.1:9');
  });

  it('accepts a valid token once, and refuses a replay, another site, a low score, another action', async () => {
    expect((await validate('rc-site:0.9:login')).statusCode).toBe(200);
    expect(stand.calls.at(-1)?.get('secret')).toBe('rc-secret');
    const replay = await validate('rc-site:0.9:login');
    expect([replay.statusCode, replay.json().code]).toEqual([400, 'RECAPTCHA_ERROR']);
    expect((await validate('other-site:0.9:login')).json().code).toBe('RECAPTCHA_ERROR');
    expect((await validate('rc-site:0.1:login')).json().code).toBe('RECAPTCHA_ERROR');
    expect((await validate('rc-site:0.9:signup')).json().code).toBe('RECAPTCHA_ERROR');
  });

  it('refuses when the verification answers garbage (never lets the check through)', async () => {
    stand.mode.broken = true;
    expect((await validate('rc-site:0.8:login')).json().code).toBe('RECAPTCHA_ERROR');
  });

  it('signs in with a token, and asks for one without it', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const login = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/s/auth/v1/login',
        headers: tenantHeaders(),
        remoteAddress: ip(),
        payload: { email: user.email, password: PASSWORD, ...extra },
      });
    expect((await login({})).json().code).toBe('RECAPTCHA_ERROR');
    const ok = await login({ botCheck: 'rc-site:0.7:login' });
    expect(ok.statusCode).toBe(200);
  });
});
