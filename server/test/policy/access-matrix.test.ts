// Issue 14, spec §6: the access matrix. Every route the server registers (app.routeRegistry, filled by an onRoute hook in
// platform/policy.plugin.ts, so a new route joins by itself) is called by every identity below; an answer the policy does not
// allow fails the test:
//   - a 2xx to an identity that may not (a route behind app.authenticate needs an active signed-in user of the request's
//     tenant; behind app.requirePermission(p) also a role granted p by src/rules/permissions.ts; a route on a record (`:id`)
//     also the record's owner or administrator), or to an identity the route's own table below excludes;
//   - any 5xx (bad or missing input never gives a 500).
// Requests name tenant pe-b2b (path :tenant and x-tenant) and carry the identity's cookies and CSRF header; every call gets a
// fresh session, so a logout or a revocation in one call never changes another.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission, type Role } from '../../../src/rules/permissions';
import { seedCatalogue } from '../../src/db/seed';
import type { RegisteredRoute } from '../../src/platform/policy.plugin';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany, type TestCompany } from '../helpers/company';
import { createTestUser, sessionHeaders } from '../helpers/sessions';

const TENANT = 'pe-b2b';

type IdentityName =
  | 'guest'
  | 'personA'
  | 'personB'
  | 'owner'
  | 'superUser'
  | 'buyer'
  | 'quoter'
  | 'inactive'
  | 'agent'
  | 'agentImpersonating'
  | 'otherTenant';
const IDENTITIES: IdentityName[] = [
  'guest',
  'personA',
  'personB',
  'owner',
  'superUser',
  'buyer',
  'quoter',
  'inactive',
  'agent',
  'agentImpersonating',
  'otherTenant',
];

interface Identity {
  /** opens a fresh session; null for the guest */
  session: () => Promise<{ rawId: string; csrfToken: string } | null>;
  /** an active signed-in user of TENANT, with its role; null when app.authenticate must refuse it */
  signedIn: { role: Role; agentId: string | null } | null;
}

/** What a route is called on: its path parameters and body, and who owns the record it names. */
interface Target {
  params: Record<string, string>;
  body?: unknown;
  owners?: IdentityName[];
}

/** Routes that check who calls them themselves (not through app.authenticate): who may get a 2xx. */
const OWN_CHECKS: Record<string, IdentityName[]> = {
  'POST /s/auth/v1/impersonation/login': ['agent', 'agentImpersonating'],
  'POST /s/auth/v1/agent/logout': ['agent', 'agentImpersonating'],
};

describe.each(testBackends())('access matrix on $name (spec §6)', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  let company: TestCompany;
  let identities: Record<IdentityName, Identity>;
  let personB: { id: string };
  let counter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ backend });
    app = t.app;
    await seedCatalogue(app);
    company = await createTestCompany(app);
    const personA = await createTestUser(app, { tenant: TENANT });
    personB = await createTestUser(app, { tenant: TENANT });
    const other = await createTestUser(app, { tenant: 'pe' });
    const agent = await app.agents.create({
      tenant: TENANT,
      email: `agente.${Date.now()}@tienda.test`,
      passwordHash: 'x',
      name: 'Agente',
    });
    const open =
      (userId: string | null, agentId: string | null = null, tenant = TENANT) =>
      () =>
        app.sessions.create({ tenant, channel: 'WEB', userId, agentId });
    const user = (id: string, role: Role) => ({ session: open(id), signedIn: { role, agentId: null } });
    identities = {
      guest: { session: async () => null, signedIn: null },
      personA: user(personA.id, 'individual'),
      personB: user(personB.id, 'individual'),
      owner: user(company.owner.id, 'owner'),
      superUser: user(company.superUser.id, 'superUser'),
      buyer: user(company.buyer.id, 'buyer'),
      quoter: user(company.quoter.id, 'quoter'),
      inactive: { session: open(company.inactive.id), signedIn: null },
      agent: { session: open(null, agent.id), signedIn: null },
      agentImpersonating: { session: open(personA.id, agent.id), signedIn: { role: 'individual', agentId: agent.id } },
      otherTenant: { session: open(other.id, null, 'pe'), signedIn: null },
    };
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  /** A record for the route to act on, made fresh for each call (so deletes and purchases never change the next call). */
  async function targetFor(route: RegisteredRoute): Promise<Target> {
    counter += 1;
    const params: Record<string, string> = {};
    for (const [, name] of route.url.matchAll(/:([A-Za-z]+)/g)) params[name!] = name === 'tenant' ? TENANT : 'x';
    if (route.url.startsWith('/api/my-account/:tenant/users/collaborators')) {
      const fields = {
        firstName: 'Rosa',
        lastName: 'Huamán',
        companyDocument: company.company.companyDocument,
        userType: 'buyer',
        status: 'active',
        maximumPurchaseAmount: 10,
      };
      if (!params.id)
        return {
          params,
          body: route.method === 'POST' ? { ...fields, email: `m${counter}.${Date.now()}@empresa.test` } : undefined,
        };
      const victim = await createTestUser(app, {
        tenant: TENANT,
        accountType: 'ORGANIZATION',
        companyId: company.company.id,
        userType: 'quoter',
      });
      return {
        params: { ...params, id: victim.id },
        body: route.method === 'PUT' ? fields : undefined,
        owners: ['owner', 'superUser'],
      };
    }
    if (route.url.startsWith('/s/checkout/v1/carts/:id')) {
      const cart = await app.carts.addLines(TENANT, personB.id, [{ sku: 'HM-2002', quantity: 1 }], 'order');
      return { params: { ...params, id: cart.id }, owners: ['personB'] };
    }
    return { params, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} };
  }

  function mayGet2xx(route: RegisteredRoute, name: IdentityName, target: Target): boolean {
    const own = OWN_CHECKS[`${route.method} ${route.url}`];
    if (own) return own.includes(name);
    if (!route.authenticated) return true;
    const signedIn = identities[name].signedIn;
    if (!signedIn) return false;
    if (route.permission && !can(signedIn, route.permission as Permission)) return false;
    if (target.owners && !target.owners.includes(name)) return false;
    return true;
  }

  it('gives no identity an answer the policy does not allow, on every registered route', async () => {
    const routes = app.routeRegistry.filter((r) => !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(40);
    const unexpected: string[] = [];
    const allowed = new Set<string>();
    let calls = 0;
    for (const route of routes) {
      for (const name of IDENTITIES) {
        const target = await targetFor(route);
        const url = route.url.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(target.params[p]!));
        const session = await identities[name].session();
        const headers: Record<string, string> = { 'x-tenant': TENANT, ...(session ? sessionHeaders(session) : {}) };
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(target.body !== undefined ? { payload: target.body as Record<string, unknown> } : {}),
        });
        calls += 1;
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        if (ok) allowed.add(`${name} ${route.method} ${route.url}`);
        if (res.statusCode >= 500)
          unexpected.push(`${name} ${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (ok && !mayGet2xx(route, name, target))
          unexpected.push(`${name} ${route.method} ${url} -> ${res.statusCode}`);
      }
    }
    console.info(
      `access matrix: ${routes.length} routes x ${IDENTITIES.length} identities = ${calls} calls, ${unexpected.length} unexpected`,
    );
    expect(unexpected).toEqual([]);
    // the matrix also saw the policy allow what it should (not only refuse)
    for (const expected of [
      'owner GET /api/my-account/:tenant/users/collaborators',
      'superUser POST /api/my-account/:tenant/users/collaborators',
      'owner DELETE /api/my-account/:tenant/users/collaborators/:id',
      'personB POST /s/checkout/v1/carts/:id/purchase',
      'agentImpersonating GET /s/checkout/v1/carts/mine',
      'buyer GET /s/checkout/v1/carts/mine',
    ]) {
      expect(allowed, expected).toContain(expected);
    }
  }, 600_000);

  it('an agent acts only inside the tenant of its session', async () => {
    const session = await identities.agentImpersonating.session();
    const res = await app.inject({
      url: '/s/checkout/v1/carts/mine',
      headers: { 'x-tenant': 'cl', ...sessionHeaders(session!) },
    });
    expect(res.statusCode).toBe(403);
  });
});
