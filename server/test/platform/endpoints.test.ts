// STYLE.md §19: every JSON API path the server registers is an endpoint object of src/contracts/*.contract.ts, registered
// through route() (server/src/lib/endpoint-route.ts), and every endpoint object is served. A hand-written JSON route, or an
// endpoint object without a route, fails here. The documented exceptions (redirects and HTML pages) are listed below.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEndpoint, serverPath, type Endpoint } from '../../../src/contracts/endpoint';
import { API_PATH } from '../../src/platform/errors.plugin';
import { buildTestApp, BUILD_TIMEOUT, type TestApp } from '../helpers/test-app';

const CONTRACTS_DIR = fileURLToPath(new URL('../../../src/contracts/', import.meta.url));

/** Plain Fastify routes on API paths that answer something else than a JSON endpoint (docs/architecture.md). */
const NOT_ENDPOINTS = new Map([
  ['GET /s/auth/v1/social/:provider/start', 'redirect to the identity provider'],
  ['GET /s/auth/v1/social/:provider/callback', 'redirect back from the identity provider'],
  ['GET /dev/mailbox', 'HTML page (development only)'],
  ['GET /dev/mailbox/:id', "the mail's own HTML (development only)"],
  ['GET /dev/customer-system/outbox', 'HTML page (development only)'],
]);

const key = (method: string, url: string) => `${method} ${url}`;

interface Registered {
  key: string;
  /** the endpoint the route was registered from by route(), if any */
  endpoint: Endpoint | undefined;
}

async function contractEndpoints(): Promise<Map<string, { file: string; name: string }>> {
  const found = new Map<string, { file: string; name: string }>();
  const files = readdirSync(CONTRACTS_DIR).filter((file) => file.endsWith('.contract.ts'));
  for (const file of files) {
    const module = (await import(pathToFileURL(join(CONTRACTS_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      const id = key(value.method, serverPath(value));
      expect(found.has(id), `${id} is declared twice (${found.get(id)?.name} and ${name})`).toBe(false);
      found.set(id, { file, name });
    }
  }
  return found;
}

describe('endpoint objects back every JSON route (STYLE.md §19)', () => {
  let t: TestApp;
  const routes: Registered[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD' || !API_PATH.test(route.url)) continue; // HEAD: Fastify's automatic twin of each GET
          routes.push({ key: key(method, route.url), endpoint: route.config?.endpoint });
        }
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('registers every API route through route() with an endpoint object of src/contracts, or lists it as an exception', async () => {
    const declared = await contractEndpoints();
    const handWritten = routes.filter((r) => !r.endpoint && !NOT_ENDPOINTS.has(r.key)).map((r) => r.key);
    expect(handWritten, 'JSON routes registered by hand: declare an endpoint object and use route()').toEqual([]);
    const undeclared = routes.filter((r) => r.endpoint && !declared.has(r.key)).map((r) => r.key);
    expect(undeclared, 'route() with an endpoint object that src/contracts/*.contract.ts does not export').toEqual([]);
  });

  it('serves every endpoint object of src/contracts', async () => {
    const declared = await contractEndpoints();
    const served = new Set(routes.map((r) => r.key));
    const unserved = [...declared]
      .filter(([id]) => !served.has(id))
      .map(([id, { file, name }]) => `${id} (${name}, ${file})`);
    expect(unserved).toEqual([]);
  });

  it('keeps its exception list current', () => {
    const served = new Set(routes.filter((r) => !r.endpoint).map((r) => r.key));
    expect([...NOT_ENDPOINTS.keys()].filter((id) => !served.has(id))).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });
});
