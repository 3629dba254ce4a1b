// spec §2 "a social login option": the development identity provider of /dev/oidc (platform/identity-provider.routes.ts)
// signs a person in through the same authorization code + PKCE flow as a real provider, over real HTTP (the server does
// discovery and the token exchange against itself), and is absent in production.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('development identity provider', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ config: { oidc: { demo: { issuer: `${base}/dev/oidc`, origins: [base] } } } });
    await t.app.listen({ port, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  /** A browser with a cookie jar, following redirects by hand until `until` says stop. */
  async function browse(start: string, until: (url: URL) => boolean, jar = new Map<string, string>()) {
    let url = new URL(start, base);
    let res: Response | null = null;
    for (let hop = 0; hop < 12 && !until(url); hop += 1) {
      res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
      const location = res.headers.get('location');
      if (!location) break;
      url = new URL(location, url);
    }
    return { url, res, jar, cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
  }

  it('offers "demo" where a tenant lists social login, and signs a new person in with a personal account', async () => {
    expect((await t.app.inject({ url: '/s/auth/v1/social/providers?tenant=cl' })).json()).toEqual({
      providers: ['demo'],
    });
    // Argentina's tenant lists no social login
    expect((await t.app.inject({ url: '/s/auth/v1/social/providers?tenant=ar' })).json()).toEqual({ providers: [] });

    const toPage = await browse('/s/auth/v1/social/demo/start?tenant=cl&returnTo=%2Fcl%2Faccount%2Fmy-orders', (u) =>
      u.pathname.startsWith('/dev/oidc/interaction/'),
    );
    const page = await fetch(toPage.url, { headers: { cookie: toPage.cookie() } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<label for="email">Correo electrónico</label>');

    // a bad email keeps what was typed and says what is wrong
    const bad = await fetch(toPage.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: toPage.cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'sin arroba', given: 'Sofía', family: 'Reyes' }),
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Ingresa un correo válido');
    expect(badHtml).toContain('value="Sofía"');

    const answer = await fetch(toPage.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: toPage.cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Sofia.Prueba@Social.test', given: 'Sofía', family: 'Reyes' }),
    });
    expect(answer.status).toBe(303);
    // the provider's resume step needs the cookies of its pages: the same jar
    const back = await browse(
      new URL(answer.headers.get('location')!, toPage.url).href,
      (u) => u.pathname.endsWith('/s/auth/v1/social/demo/callback'),
      toPage.jar,
    );
    expect(back.url.searchParams.get('code')).toBeTruthy();
    const callback = await fetch(back.url, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/cl/account/my-orders');
    const sid = callback.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!.split('='))
      .find(([name]) => name === SESSION_COOKIE)?.[1];
    const session = await t.app.sessions.lookup(sid!);
    expect(await t.app.users.findById(session!.userId!)).toMatchObject({
      email: 'sofia.prueba@social.test',
      firstName: 'Sofía',
      lastName: 'Reyes',
      accountType: 'INDIVIDUAL',
    });
  });

  it('is not there in production, nor when SOCIAL_LOGIN_DEMO is off (config.demo null)', async () => {
    const plain = await buildTestApp({});
    try {
      expect((await plain.app.inject({ url: '/s/auth/v1/social/providers?tenant=cl' })).json()).toEqual({
        providers: [],
      });
      expect((await plain.app.inject({ url: '/dev/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const production = await buildTestApp({
      config: { production: true, oidc: { demo: { issuer: `${base}/dev/oidc`, origins: [base] } } },
    });
    try {
      expect((await production.app.inject({ url: '/dev/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/s/auth/v1/social/providers?tenant=cl' })).json()).toEqual({
        providers: [],
      });
    } finally {
      await production.close();
    }
  }, 60_000);
});
