// spec §3, §7: the customer-system outbox: written with the user, delivered with retries and backoff, visible in development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomerPayload, mexicanClientType } from '../../src/registration/customer-system-payload';
import { createCustomerSystem } from '../../src/registration/customer-system.repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { chileanPerson, json, peruvianCompany } from './registration-fixtures';

describe('customer-system outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the publish pending without a URL and lists it on the development page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/v1/register', payload: chileanPerson() });
    expect(res.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/dev/customer-system/outbox.json' });
    expect(page.json().rows).toEqual([
      expect.objectContaining({ status: 'pending', kind: 'publish', customerKey: res.json().userId }),
    ]);
    const html = await t.app.inject({ method: 'GET', url: '/dev/customer-system/outbox' });
    expect(html.body).toContain('Bandeja del sistema de clientes');
    expect(await t.app.customerSystem.deliverDue()).toBe(0);
  });

  it('delivers to customers/publish, retrying with backoff after a failure', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    let answer = 503;
    const fakeFetch = (async (url: URL | string, init?: RequestInit) => {
      calls.push({ url: String(url), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status: answer });
    }) as typeof fetch;
    const system = createCustomerSystem(t.app, { url: 'http://customers.test', fetch: fakeFetch, pollMs: 0 });
    expect(await system.deliverDue()).toBe(0);
    expect(calls[0]).toMatchObject({ url: 'http://customers.test/v1/cuenta/customers/publish', method: 'POST' });
    let [row] = await system.list();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    // not due again before the backoff (30 s)
    t.clock.advance(10_000);
    expect(await system.deliverDue()).toBe(0);
    expect(calls).toHaveLength(1);
    t.clock.advance(25_000);
    answer = 200;
    expect(await system.deliverDue()).toBe(1);
    [row] = await system.list();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('builds the spec §3 payload: lowercased mail, isMain, Mexico clientType by id length', () => {
    expect(mexicanClientType('ABC680524P73')).toBe('Person');
    expect(mexicanClientType('GOMC900517HD1')).toBe('Company');
    const payload = buildCustomerPayload(
      'PE',
      {
        email: 'Compras@Andina.PE',
        firstName: 'Luis',
        lastName: 'Quispe',
        phone: '987654321',
        position: 'Gerente',
        documentType: 'RUC',
        document: '20100047218',
      },
      {
        companyDocumentType: 'RUC',
        companyDocument: '20100047218',
        businessName: 'Andina S.A.C.',
        fantasyName: 'Andina',
        stateName: 'LIMA',
        cityName: 'LIMA',
        municipalName: 'MIRAFLORES',
        addressLine1: 'Av. Larco',
        addressLine2: '123',
        economicActivity: { code: '4752', description: 'Ferretería' },
      },
    );
    expect(payload).toEqual({
      identification: { value: '20100047218', identificationType: 'RUC', isoCountry: 'PE' },
      name: 'Andina S.A.C.',
      fantasyName: 'Andina',
      addresses: [
        {
          isoCountry: 'PE',
          administrativeArea: 'LIMA',
          locality: 'LIMA',
          subAdministrativeArea: 'MIRAFLORES',
          specificLocation: { name: 'Av. Larco', numeration: '123' },
          isMain: true,
        },
      ],
      contacts: [
        {
          mail: 'compras@andina.pe',
          names: 'Luis',
          lastNames: 'Quispe',
          phone: '987654321',
          jobTitle: 'Gerente',
          identification: { value: '20100047218' },
        },
      ],
      economicActivity: { code: '4752', description: 'Ferretería', isMain: true },
    });
  });

  it('queues customers/{id} after a company change and contact/{id}/publish after a contact change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/v2/users/businessUser/registration',
      payload: json(peruvianCompany()),
    });
    const { companyId, userId } = res.json();
    await t.db.transaction(async (tx) => {
      await tx.query("UPDATE companies SET business_name = 'Andina Renombrada S.A.C.' WHERE id = $1", [companyId]);
      await t.app.customerSystem.enqueueChange(tx, { kind: 'update', companyId });
    });
    await t.db.transaction((tx) => t.app.customerSystem.enqueueChange(tx, { kind: 'contact', userId }));
    const rows = await t.app.customerSystem.list();
    expect(rows.find((r) => r.kind === 'update')).toMatchObject({
      customerKey: companyId,
      payload: { name: 'Andina Renombrada S.A.C.' },
    });
    expect(rows.find((r) => r.kind === 'contact')).toMatchObject({
      customerKey: userId,
      payload: { contacts: [{ names: 'Luis', jobTitle: 'Gerente' }] },
    });
  });

  it('answers customers/isExists by email or document, and the operator review endpoint in development', async () => {
    const exists = await t.app.inject({
      method: 'GET',
      url: '/s/account/v1/cuenta/customers/isExists',
      query: { tenant: 'cl', document: '12.345.678-5' },
    });
    expect(exists.json()).toEqual({ exists: true });
    const none = await t.app.inject({
      method: 'GET',
      url: '/s/account/v1/cuenta/customers/isExists',
      query: { tenant: 'cl', email: 'nadie@example.test' },
    });
    expect(none.json()).toEqual({ exists: false });
    const review = await t.app.inject({
      method: 'POST',
      url: '/dev/companies/review',
      payload: { tenant: 'mx', companyDocument: 'NOEXISTE', decision: 'approved', operator: 'qa' },
    });
    expect(review.statusCode).toBe(409);
  });
});
