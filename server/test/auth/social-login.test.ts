// Issue 4 item 9: social login with OpenID Connect (authorization code + PKCE through openid-client) against a local
// OpenID provider (oidc-provider) that the test starts. It links an account by verified email or creates a personal one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/sessions';
import { PASSWORD } from './auth-fixtures';

const APP_BASE = 'http://cuenta.test';
const CALLBACK = `${APP_BASE}/s/auth/v1/social/local/callback`;

interface Person {
  email: string;
  verified: boolean;
  given: string;
  family: string;
}
const people: Record<string, Person> = {};

describe('social login with a local OpenID provider', () => {
  let t: TestApp;
  let server: Server;
  let issuer = '';
  /** the account the provider's login screen signs in next */
  let nextAccount = '';

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'cuenta',
          client_secret: 'cuenta-secret',
          redirect_uris: [CALLBACK],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      findAccount: (_ctx, id) => {
        const person = people[id];
        return person
          ? {
              accountId: id,
              claims: () => ({
                sub: id,
                email: person.email,
                email_verified: person.verified,
                given_name: person.given,
                family_name: person.family,
              }),
            }
          : undefined;
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['test-cookie-key'] },
    });
    const handler = provider.callback();
    // the provider's login + consent screen, answered at once for `nextAccount`
    server.on('request', async (req, res) => {
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: nextAccount, clientId: 'cuenta' });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: nextAccount }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        void details;
        return;
      }
      handler(req, res);
    });

    t = await buildTestApp({
      beforeReady: (app) => {
        app.oidc.config.providers = [
          { id: 'local', issuer, clientId: 'cuenta', clientSecret: 'cuenta-secret', tenants: ['cl'], insecure: true },
        ];
        app.oidc.config.publicBaseUrl = APP_BASE;
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Follows the browser's redirects through the provider (with its cookies) until it comes back to our callback. */
  async function signInWithProvider(account: string, returnTo = '/cl/account/my-orders') {
    nextAccount = account;
    const start = await t.app.inject({
      method: 'GET',
      url: `/s/auth/v1/social/local/start?tenant=cl&returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(start.headers.location as string);
    expect(authUrl.origin).toBe(issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const jar = new Map<string, string>();
    let next = authUrl.href;
    for (let hop = 0; hop < 10 && !next.startsWith(APP_BASE); hop += 1) {
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
      next = new URL(res.headers.get('location')!, next).href;
    }
    expect(next.startsWith(CALLBACK)).toBe(true);
    const url = new URL(next);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  }

  it('creates a personal account for a new verified email, opens a session and goes back', async () => {
    people['new-1'] = { email: 'Sofia.Reyes@Social.test', verified: true, given: 'Sofía', family: 'Reyes' };
    const res = await signInWithProvider('new-1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cl/account/my-orders');
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(sid.httpOnly).toBe(true);
    const session = await t.app.sessions.lookup(sid.value);
    const user = await t.app.users.findById(session!.userId!);
    expect(user).toMatchObject({
      email: 'sofia.reyes@social.test',
      firstName: 'Sofía',
      lastName: 'Reyes',
      accountType: 'INDIVIDUAL',
      passwordHash: null,
    });
    // the same person again: the same account, through the linked identity
    const again = await signInWithProvider('new-1');
    const second = await t.app.sessions.lookup(again.cookies.find((c) => c.name === SESSION_COOKIE)!.value);
    expect(second!.userId).toBe(user!.id);
  });

  it('links an existing account by verified email', async () => {
    const existing = await createTestUser(t.app, { password: PASSWORD });
    people['link-1'] = { email: existing.email, verified: true, given: 'Otro', family: 'Nombre' };
    const res = await signInWithProvider('link-1');
    const session = await t.app.sessions.lookup(res.cookies.find((c) => c.name === SESSION_COOKIE)!.value);
    expect(session!.userId).toBe(existing.id);
  });

  it('refuses an unverified email (no account taken over) and sends the user back to login', async () => {
    const existing = await createTestUser(t.app, { password: PASSWORD });
    people['unverified-1'] = { email: existing.email, verified: false, given: 'Mala', family: 'Persona' };
    const res = await signInWithProvider('unverified-1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cl/login?socialError=1');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a replayed or forged state, and unknown providers', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/s/auth/v1/social/local/callback?code=abc&state=forged' });
    expect(forged.headers.location).toBe('/cl/login?socialError=1');
    const unknown = await t.app.inject({ method: 'GET', url: '/s/auth/v1/social/nope/start?tenant=cl' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/s/auth/v1/social/providers?tenant=cl' })).json()).toEqual({
      providers: ['local'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/s/auth/v1/social/providers?tenant=pe' })).json()).toEqual({
      providers: [],
    });
  });
});
