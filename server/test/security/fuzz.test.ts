// Issue 10 item 6: no input gets a 500. Every route the server registers (collected with an onRoute hook, so a new route
// joins by itself) gets generated bodies, query strings and path parameters, with and without a session: NUL and other
// control characters, objects where strings are expected (with their own toString), deep nesting, huge numbers, broken
// JSON, and bodies shaped like the contracts' structs (their field names, wrong values). fast-check with a fixed seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Struct } from 'superstruct';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type RegisteredRoute, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { PASSWORD } from '../auth/auth-fixtures';

const SEED = 20_260_302;

// Field names of every object struct in src/contracts, so that generated bodies get past "unknown field" checks.
const CONTRACTS = import.meta.glob<Record<string, unknown>>('../../../src/contracts/*.ts', { eager: true });
const FIELD_SETS: string[][] = [];
for (const module of Object.values(CONTRACTS)) {
  for (const value of Object.values(module)) {
    const struct = value as Partial<Struct<unknown, unknown>> | null;
    if (
      (struct && typeof struct === 'object' && struct.type === 'type') ||
      (struct as { type?: string })?.type === 'object'
    ) {
      const schema = (struct as { schema?: unknown }).schema;
      if (schema && typeof schema === 'object') FIELD_SETS.push(Object.keys(schema));
    }
  }
}
const FIELD_NAMES = [...new Set(FIELD_SETS.flat()), 'tenant', 'email', 'password', 'code', 'countryCode', 'document'];

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'ana@example.test\u0000',
  '\t',
  '\n\r',
  '\u0007',
  '\u007f',
  '\u202e',
  '\ud800',
  '💥',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  '1e309',
  '-0',
  'NaN',
  '9'.repeat(400),
  'x'.repeat(3000),
  'ñandú@example.test',
  '',
  ' ',
  'cl',
  'INDIVIDUAL',
  '2000-02-30',
  '12345678-5',
  '+56',
  '00000000-0000-0000-0000-000000000000',
);
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.emailAddress(), nasty);
const leaf = fc.oneof(
  text,
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(1e308),
  fc.constant(-1),
  fc.constant({ toString: 'x' }),
  fc.constant({ toString: { a: 1 }, valueOf: 1, length: 5 }),
  fc.constant([]),
  fc.constant({}),
);
const value = fc.oneof(leaf, leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(text, leaf, { maxKeys: 3 }));
const shaped = fc
  .tuple(
    fc.constantFrom(...(FIELD_SETS.length ? FIELD_SETS : [FIELD_NAMES])),
    fc.array(value, { minLength: 12, maxLength: 12 }),
  )
  .map(([keys, values]) => Object.fromEntries(keys.map((key, i) => [key, values[i % values.length]])));
const loose = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), value, { maxKeys: 6 });
const deep = fc.integer({ min: 20, max: 6000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
const deepObject = fc.integer({ min: 20, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);
const payload = fc.oneof(
  { weight: 4, arbitrary: shaped.map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: loose.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), fc.oneof(text, fc.integer().map(String)), {
  maxKeys: 4,
});
const param = fc.oneof(text, fc.constantFrom('cl', 'pe', 'google', '13', 'x', '00000000-0000-0000-0000-000000000000'));

/** PGlite gets the full run; PostgreSQL a shorter one (its round trips are slower, the point there is the SQL errors). */
const RUNS = { pglite: 200, postgres: 60 } as const;

describe.each(testBackends())('fuzz every route on $name', (backend) => {
  let t: TestApp;
  const routes: RegisteredRoute[] = [];
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    routes.push(...t.routes);
    t.app.botCheck.config.altcha.maxNumber = 20;
    const user = await createTestUser(t.app, { password: PASSWORD });
    headers = sessionHeaders(await openSession(t.app, user));
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());

  it('collects the routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/s/auth/v1/login' });
  });

  let address = 0;
  /** a lone surrogate cannot be percent-encoded as UTF-8: send the bytes of one (invalid UTF-8) instead */
  const encodeLoose = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80';
    }
  };
  const fill = (url: string, params: string[]) => {
    let i = 0;
    return url.replace(/:[A-Za-z]+|\*/g, () => encodeLoose(params[i++ % params.length] ?? 'x'));
  };

  it('answers every generated request below 500', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      await fc
        .assert(
          fc.asyncProperty(
            payload,
            query,
            fc.array(param, { minLength: 2, maxLength: 2 }),
            fc.boolean(),
            fc.constantFrom('cl', 'pe', 'br', 'xx', ''),
            async (body, q, params, withSession, tenant) => {
              address += 1;
              const search = new URLSearchParams(q as Record<string, string>).toString();
              const res = await t.app.inject({
                method: route.method as 'GET',
                url: `${fill(route.url, params)}${search ? `?${search}` : ''}`,
                headers: {
                  ...(withSession ? headers : {}),
                  'x-tenant': tenant,
                  ...(hasBody ? { 'content-type': 'application/json' } : {}),
                },
                ...(hasBody ? { payload: body } : {}),
                remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              });
              requests += 1;
              if (res.statusCode >= 500)
                failures.push(
                  `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)} for ${body.slice(0, 200)} ?${search.slice(0, 100)}`,
                );
              return res.statusCode < 500;
            },
          ),
          { seed: SEED, numRuns: RUNS[backend.name], endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(`${route.method} ${route.url}: ${String(error).slice(0, 300)}`));
    }
    console.info(
      `[${backend.name}] fuzz: ${routes.length} routes x ${RUNS[backend.name]} requests = ${requests}, ${failures.length} >= 500`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
