// Social login (issue 4 item 9; spec §2 "a social login option", §7 storefront "social login" actor):
//   GET /s/auth/v1/social/providers?tenant=        -> { providers: ['google', ...] } configured for the tenant
//   GET /s/auth/v1/social/:provider/start?tenant=&returnTo=  -> 302 to the provider (authorization code + PKCE)
//   GET /s/auth/v1/social/:provider/callback       -> session cookie, 302 to returnTo (or to login with ?socialError=1)
import type { FastifyInstance } from 'fastify';
import { object, optional, string } from 'superstruct';
import { SocialProviders } from '../../../src/contracts/auth.contract';
import { DEFAULT_TENANT_ID } from '../../../src/tenants/tenants';
import { route } from '../lib/endpoint-route';
import { requestChannel } from '../lib/session-cookie';
import { safeReturnTo } from '../../../src/rules/return-to';
import { parseQuery } from '../lib/validate';
import { requireTenant, signIn } from './auth-session';

const StartQuery = object({ tenant: optional(string()), returnTo: optional(string()) });

// The start and callback paths answer redirects to and from the provider, not JSON: plain routes (the route-coverage test
// in server/test/platform/endpoints.test.ts lists them as exceptions).
export default async function socialRoutes(app: FastifyInstance) {
  route(app, SocialProviders, {}, async (_input, request) => {
    const tenant = requireTenant(request);
    return { providers: app.oidc.providersFor(tenant.id) };
  });

  app.get<{ Params: { provider: string } }>('/s/auth/v1/social/:provider/start', async (request, reply) => {
    const query = parseQuery(request, StartQuery);
    const tenant = requireTenant(request);
    const base = app.oidc.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
    const url = await app.oidc.start({
      tenant: tenant.id,
      provider: request.params.provider,
      returnTo: safeReturnTo(query.returnTo, `/${tenant.id}/account`),
      callbackUrl: `${base}${app.oidc.callbackPath(request.params.provider)}`,
    });
    return reply.redirect(url.href, 302);
  });

  app.get<{ Params: { provider: string } }>('/s/auth/v1/social/:provider/callback', async (request, reply) => {
    const base = app.oidc.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
    const currentUrl = new URL(request.url, base);
    const flightTenant = await app.oidc.tenantOfState(currentUrl.searchParams.get('state') ?? '');
    try {
      const { user, returnTo } = await app.oidc.finish({ provider: request.params.provider, currentUrl });
      if (requestChannel(request) === 'MOBILE')
        return reply.send({ ...(await signIn(app, request, reply, user)), returnTo });
      await signIn(app, request, reply, user);
      return reply.redirect(safeReturnTo(returnTo, `/${user.tenant}/account`), 302);
    } catch {
      // the provider, the state or the email was not acceptable: back to login with a neutral message
      return reply.redirect(`/${flightTenant ?? DEFAULT_TENANT_ID}/login?socialError=1`, 302);
    }
  });
}
