// Issue 10 item 6: the inputs that used to reach a 500, each answered 400 VALIDATION_ERROR at the boundary.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { tenantHeaders } from '../auth/auth-fixtures';
import { chileanPerson } from '../registration/registration-fixtures';

// argon2 verifications in bursts on a shared 2-core machine: more than the default 5 s
vi.setConfig({ testTimeout: 60_000 });

describe.each(testBackends())('bad input at the boundary on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());

  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...tenantHeaders(), 'content-type': 'application/json' } });

  it('arrays nested 5000 deep in a 10 kB body', async () => {
    const body = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
    expect(body.length).toBeLessThan(10_100);
    const res = await post('/s/auth/v1/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { _: 'tooDeep' } } });
  });

  it('an object with its own toString where a string is expected', async () => {
    for (const url of ['/s/auth/v1/login', '/s/auth/v1/otp/email', '/api/auth/v1/register']) {
      const res = await post(url, JSON.stringify({ email: { toString: 'x' }, password: 'Clave2026x' }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('NUL bytes and control characters in strings, keys, query strings and path parameters', async () => {
    const nul = await post('/api/auth/v1/register', JSON.stringify(chileanPerson({ countryCode: 'CL\u0000' })));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { countryCode: 'controlCharacter' } },
    });
    expect(
      (await post('/s/auth/v1/login', JSON.stringify({ 'email\u0000': 'a@b.cl', password: 'x' }))).statusCode,
    ).toBe(400);
    expect((await post('/s/auth/v1/login', JSON.stringify({ email: 'a@b.cl\u0007', password: 'x' }))).statusCode).toBe(
      400,
    );
    const query = await t.app.inject({
      method: 'GET',
      url: '/s/account/v1/cuenta/customers/isExists?tenant=cl&email=a%00b@example.test',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().code).toBe('VALIDATION_ERROR');
    const param = await t.app.inject({ method: 'GET', url: '/api/my-account/cl%00/geo' });
    expect(param.statusCode).toBe(400);
  });

  it('broken JSON and prototype keys', async () => {
    expect((await post('/s/auth/v1/login', '{"email":')).json().code).toBe('VALIDATION_ERROR');
    const proto = await post('/s/auth/v1/login', '{"__proto__":{"admin":true},"email":"a@b.cl","password":"x"}');
    expect(proto.statusCode).toBeLessThan(500);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });
});
