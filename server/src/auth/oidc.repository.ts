// Social login (issue 4 item 9): OpenID Connect authorization code flow with PKCE through openid-client (a kept library),
// providers configured per tenant. On return it links the account by a verified email, or creates a personal account.
//
// OIDC_PROVIDERS is a JSON list: [{ "id": "google", "issuer": "https://accounts.google.com", "clientId": "...",
//   "clientSecret": "...", "tenants": ["cl", "pe"], "insecure": false }]. PUBLIC_BASE_URL fixes the callback's origin
// (default: the request's own). Both are parsed into app.config.oidc (server/src/config.ts); app.oidc.config is this
// app's copy, which tests set directly.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { authIdentities, authOidcStates } from './auth-social.schema';
import type { UserRow } from '../account/users.schema';
import type { OidcProviderConfig, OidcSettings } from '../config';
import { TENANTS } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';

export type { OidcProviderConfig } from '../config';
export type OidcConfig = OidcSettings;

export interface Oidc {
  config: OidcConfig;
  providersFor(tenant: string): string[];
  /** the provider's authorization URL for this login; remembers state, nonce and PKCE verifier */
  start(input: { tenant: string; provider: string; returnTo: string; callbackUrl: string }): Promise<URL>;
  /** checks the provider's answer and returns the linked or created user and where to go back */
  finish(input: { provider: string; currentUrl: URL }): Promise<{ user: UserRow; returnTo: string }>;
  callbackPath(provider: string): string;
  /** the tenant a login in flight started in (its `state`), so a failed callback goes back to that tenant's login */
  tenantOfState(state: string): Promise<string | null>;
  /** the development identity provider's client (config.demo), which platform/identity-provider.routes.ts serves */
  demoClient: { id: string; clientId: string; clientSecret: string; redirectUris: string[] } | null;
}

/** The development identity provider's id: its button reads "Continuar con" its name (src/views/social-login). */
export const DEMO_PROVIDER_ID = 'demo';

declare module 'fastify' {
  interface FastifyInstance {
    oidc: Oidc;
  }
}

export default fp(
  async function oidcPlugin(app) {
    const config: OidcConfig = { ...app.config.oidc, providers: [...app.config.oidc.providers] };
    const callbackPath = (provider: string) => `/s/auth/v1/social/${encodeURIComponent(provider)}/callback`;
    // config.demo: the development identity provider, offered where a tenant lists social login (src/tenants)
    // never in production, whatever the configuration says (it signs anyone in as any email)
    const demoClient =
      config.demo && !app.config.production
        ? {
            id: DEMO_PROVIDER_ID,
            clientId: 'cuenta-demo',
            clientSecret: randomBytes(24).toString('base64url'),
            redirectUris: config.demo.origins.map((origin) => `${origin}${callbackPath(DEMO_PROVIDER_ID)}`),
          }
        : null;
    if (config.demo && demoClient)
      config.providers.push({
        id: demoClient.id,
        issuer: config.demo.issuer,
        clientId: demoClient.clientId,
        clientSecret: demoClient.clientSecret,
        tenants: TENANTS.filter((tenant) => tenant.social.length > 0).map((tenant) => tenant.id),
        insecure: config.demo.issuer.startsWith('http:'),
      });
    const discovered = new Map<string, Promise<client.Configuration>>();
    const providerFor = (tenant: string, id: string) => {
      const provider = config.providers.find((p) => p.id === id && p.tenants.includes(tenant));
      if (!provider) throw new ApiError(404, 'NOT_FOUND');
      return provider;
    };
    const configurationOf = (provider: OidcProviderConfig) => {
      const key = `${provider.id}|${provider.issuer}|${provider.clientId}`;
      let found = discovered.get(key);
      if (!found) {
        found = client.discovery(
          new URL(provider.issuer),
          provider.clientId,
          provider.clientSecret,
          undefined,
          provider.insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        found.catch(() => discovered.delete(key));
        discovered.set(key, found);
      }
      return found;
    };

    const oidc: Oidc = {
      config,
      providersFor: (tenant) => config.providers.filter((p) => p.tenants.includes(tenant)).map((p) => p.id),
      callbackPath,
      demoClient,
      async tenantOfState(state) {
        const [flight] = await app.db
          .select({ tenant: authOidcStates.tenant })
          .from(authOidcStates)
          .where(eq(authOidcStates.state, state))
          .limit(1);
        return flight?.tenant ?? null;
      },
      async start({ tenant, provider: id, returnTo, callbackUrl }) {
        const provider = providerFor(tenant, id);
        const configuration = await configurationOf(provider);
        const codeVerifier = client.randomPKCECodeVerifier();
        const state = client.randomState();
        const nonce = client.randomNonce();
        const now = app.clock.now();
        await app.db.delete(authOidcStates).where(lt(authOidcStates.expiresAt, now));
        await app.db.insert(authOidcStates).values({
          state,
          tenant,
          provider: id,
          codeVerifier,
          nonce,
          returnTo,
          expiresAt: new Date(now.getTime() + config.stateMinutes * 60_000),
        });
        return client.buildAuthorizationUrl(configuration, {
          redirect_uri: callbackUrl,
          scope: 'openid email profile',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
      },
      async finish({ provider: id, currentUrl }) {
        const stateParam = currentUrl.searchParams.get('state') ?? '';
        const [flight] = await app.db
          .delete(authOidcStates)
          .where(and(eq(authOidcStates.state, stateParam), eq(authOidcStates.provider, id)))
          .returning();
        if (!flight || flight.expiresAt < app.clock.now())
          throw new ApiError(400, 'GENERIC_ERROR', { message: 'unknown or expired login' });
        const provider = providerFor(flight.tenant, id);
        const configuration = await configurationOf(provider);
        let claims: (client.IDToken & Record<string, unknown>) | undefined;
        try {
          const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
            pkceCodeVerifier: flight.codeVerifier,
            expectedState: flight.state,
            expectedNonce: flight.nonce,
            idTokenExpected: true,
          });
          const idToken = tokens.claims();
          // providers may keep profile and email claims out of the ID token: ask the userinfo endpoint for them
          const info = idToken
            ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
            : undefined;
          claims = idToken
            ? {
                ...info,
                ...idToken,
                email: info?.email ?? idToken.email,
                email_verified: info?.email_verified ?? idToken.email_verified,
              }
            : undefined;
        } catch (error) {
          app.log.warn({ err: error, provider: id }, 'social login refused');
          throw new ApiError(400, 'GENERIC_ERROR', { message: 'social login refused' });
        }
        if (!claims?.sub) throw new ApiError(400, 'GENERIC_ERROR');
        const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
        const verified = claims.email_verified === true;

        const [identity] = await app.db
          .select()
          .from(authIdentities)
          .where(
            and(
              eq(authIdentities.tenant, flight.tenant),
              eq(authIdentities.provider, id),
              eq(authIdentities.subject, claims.sub),
            ),
          )
          .limit(1);
        let user = identity ? await app.users.findById(identity.userId) : null;
        if (!user) {
          // an account is linked by a verified email only: an unverified one could belong to someone else
          if (!email || !verified)
            throw new ApiError(403, 'FORBIDDEN', { message: 'the provider did not verify the email' });
          user = await app.users.findByEmail(flight.tenant, email);
          if (!user) {
            const text = (value: unknown, fallback: string) =>
              typeof value === 'string' && value.trim() ? value.trim() : fallback;
            user = await app.users.create({
              tenant: flight.tenant,
              email,
              accountType: 'INDIVIDUAL',
              firstName: text(claims.given_name ?? claims.name, email.split('@')[0] ?? email),
              lastName: text(claims.family_name, '-'),
              passwordHash: null,
            });
          }
          await app.db
            .insert(authIdentities)
            .values({
              tenant: flight.tenant,
              provider: id,
              subject: claims.sub,
              userId: user.id,
              email,
              createdAt: app.clock.now(),
            })
            .onConflictDoNothing();
        }
        if (user.state !== 'active') throw new ApiError(403, 'FORBIDDEN');
        return { user, returnTo: flight.returnTo };
      },
    };
    app.decorate('oidc', oidc);
  },
  { name: 'oidc', dependencies: ['users'] },
);
