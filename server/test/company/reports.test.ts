// Issue 14, spec §2, §6, §7: userReport and creditLineUserReport for the company's administrators, with date filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/rules/order-status';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { makeOrder } from '../orders/order-fixtures';

describe.each(testBackends())('company reports on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
    await seedStores(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('counts what each user bought in the period; the credit line shows limit, spent and available', async () => {
    const c = await createTestCompany(t.app, { buyerLimit: '1000.00' });
    const buyerHeaders = sessionHeaders(await openSession(t.app, c.buyer));
    const cart = await t.app.carts.addLines('pe-b2b', c.buyer.id, [{ sku: 'HM-2002', quantity: 2 }], 'order');
    const bought = await t.app.inject({
      method: 'POST',
      url: `/s/checkout/v1/carts/${cart.id}/purchase`,
      headers: buyerHeaders,
    });
    expect(bought.statusCode).toBe(201);
    const total = bought.json().total;
    // what the quoter quoted: two quotations in the period, one before it (not counted)
    const [store] = await t.app.quotations.stores('pe-b2b');
    const quoted = async (createdAt: Date) =>
      t.app.quotations.create({
        tenant: 'pe-b2b',
        userId: c.quoter.id,
        storeId: store!.id,
        lines: [{ sku: 'HM-2002', quantity: 1 }],
        origin: 'store',
        agentId: null,
        createdAt,
      });
    const first = await quoted(t.clock.now());
    const second = await quoted(t.clock.now());
    await quoted(new Date('2026-02-10T12:00:00Z'));
    const headers = sessionHeaders(await openSession(t.app, c.owner));

    const report = await t.app.inject({
      url: '/api/my-account/pe-b2b/users/report?fromDate=2026-03-01&toDate=2026-03-02',
      headers,
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().rows;
    expect(rows).toHaveLength(5);
    expect(rows.find((r: { id: string }) => r.id === c.buyer.id)).toMatchObject({
      role: 'buyer',
      purchases: 1,
      purchasedTotal: total,
      quotes: 0,
      quotedTotal: 0,
    });
    expect(rows.find((r: { id: string }) => r.id === c.quoter.id)).toMatchObject({
      role: 'quoter',
      quotes: 2,
      quotedTotal: first.quotation.total + second.quotation.total,
      purchases: 0,
    });
    expect(rows.find((r: { id: string }) => r.id === c.owner.id)).toMatchObject({
      role: 'owner',
      purchases: 0,
      purchasedTotal: 0,
    });
    const before = await t.app.inject({
      url: '/api/my-account/pe-b2b/users/report?fromDate=2026-02-01&toDate=2026-02-28',
      headers,
    });
    expect(before.json().rows.every((r: { purchases: number }) => r.purchases === 0)).toBe(true);
    expect(before.json().rows.find((r: { id: string }) => r.id === c.quoter.id)).toMatchObject({ quotes: 1 });

    const credit = await t.app.inject({
      url: '/api/my-account/v3/users/credit-line?fromDate=2026-03-01&toDate=2026-03-02',
      headers: { ...headers, 'x-tenant': 'pe-b2b' },
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json()).toMatchObject({ currency: 'PEN', fromDate: '2026-03-01' });
    expect(credit.json().rows.find((r: { id: string }) => r.id === c.buyer.id)).toMatchObject({
      creditLimit: 1000,
      spent: total,
      available: 1000 - total,
    });
    // without dates: the 30 days up to today
    expect((await t.app.inject({ url: '/api/my-account/pe-b2b/users/report', headers })).json()).toMatchObject({
      fromDate: '2026-02-01',
      toDate: '2026-03-02',
    });
  });

  it('counts the paid orders each user placed in the period, in both reports (issue 30)', async () => {
    const c = await createTestCompany(t.app, { buyerLimit: '5000.00' });
    const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
    const order = (user: typeof c.buyer, status: OrderStatus, placedAt: Date) =>
      makeOrder(t.app, user, { status, placedAt });
    // paid in the period: the buyer's order on its way, the owner's confirmed and closed ones
    const onItsWay = await order(c.buyer, 'onTheRoute', day('2026-03-01'));
    const confirmed = await order(c.owner, 'paymentConfirmed', day('2026-03-02'));
    const closed = await order(c.owner, 'closed', day('2026-03-01'));
    // not purchases (spec §4): payment pending, canceled, expired, returned; and a paid one before the period
    let pending: Awaited<ReturnType<typeof order>> | undefined;
    for (const status of ['paymentPending', 'canceled', 'expired', 'return'] as const) {
      const made = await order(c.buyer, status, day('2026-03-01'));
      if (status === 'paymentPending') pending = made;
    }
    await order(c.buyer, 'delivered', day('2026-02-27'));
    const headers = sessionHeaders(await openSession(t.app, c.owner));
    const money = (n: number) => Math.round(n * 100) / 100;

    const report = await t.app.inject({
      url: '/api/my-account/pe-b2b/users/report?fromDate=2026-03-01&toDate=2026-03-02',
      headers,
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().rows as { id: string; purchases: number; purchasedTotal: number }[];
    expect(rows.find((r) => r.id === c.buyer.id)).toMatchObject({
      purchases: 1,
      purchasedTotal: Number(onItsWay.total),
    });
    expect(rows.find((r) => r.id === c.owner.id)).toMatchObject({
      purchases: 2,
      purchasedTotal: money(Number(confirmed.total) + Number(closed.total)),
    });
    expect(rows.find((r) => r.id === c.quoter.id)).toMatchObject({ purchases: 0, purchasedTotal: 0 });

    const credit = await t.app.inject({
      url: '/api/my-account/v3/users/credit-line?fromDate=2026-03-01&toDate=2026-03-02',
      headers: { ...headers, 'x-tenant': 'pe-b2b' },
    });
    expect(credit.statusCode).toBe(200);
    // the credit line counts what the buyer's allowance counts: an order awaiting payment at the till commits the line
    // (docs/company.md), so "Disponible" is the figure the buyer's home shows
    const spent = money(Number(onItsWay.total) + Number(pending!.total));
    expect(credit.json().rows.find((r: { id: string }) => r.id === c.buyer.id)).toMatchObject({
      creditLimit: 5000,
      spent,
      available: Math.max(0, money(5000 - spent)),
    });
    // the period's first day counts its orders; the day before does not
    const february = await t.app.inject({
      url: '/api/my-account/pe-b2b/users/report?fromDate=2026-02-27&toDate=2026-02-28',
      headers,
    });
    expect(february.json().rows.find((r: { id: string }) => r.id === c.buyer.id)).toMatchObject({ purchases: 1 });
  });

  it('refuses bad periods, other roles, and reads only the session’s company', async () => {
    const c = await createTestCompany(t.app);
    const headers = sessionHeaders(await openSession(t.app, c.superUser));
    expect(
      (
        await t.app.inject({
          url: '/api/my-account/pe-b2b/users/report?fromDate=2026-03-05&toDate=2026-03-01',
          headers,
        })
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { fromDate: 'period.fromAfterTo' } } });
    expect((await t.app.inject({ url: '/api/my-account/pe-b2b/users/report?fromDate=nope', headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/my-account/pe-b2b/users/report?x=1', headers })).statusCode).toBe(400);
    for (const user of [c.buyer, c.quoter]) {
      const h = sessionHeaders(await openSession(t.app, user));
      expect((await t.app.inject({ url: '/api/my-account/pe-b2b/users/report', headers: h })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/my-account/v3/users/credit-line', headers: h })).statusCode).toBe(403);
    }
    // spec §6: a credit-line user reads the credit-line user report of its company, and nothing else of it (issue 34)
    const creditLine = await createTestUser(t.app, {
      tenant: 'pe-b2b',
      accountType: 'ORGANIZATION',
      companyId: c.company.id,
      userType: 'creditLineUser',
    });
    const ch = sessionHeaders(await openSession(t.app, creditLine));
    const lines = await t.app.inject({ url: '/api/my-account/v3/users/credit-line', headers: ch });
    expect(lines.statusCode).toBe(200);
    expect(JSON.stringify(lines.json())).toContain(c.buyer.id);
    expect((await t.app.inject({ url: '/api/my-account/pe-b2b/users/report', headers: ch })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/my-account/pe-b2b/users/collaborators', headers: ch })).statusCode).toBe(
      403,
    );
    const other = await createTestCompany(t.app);
    const ids = (await t.app.inject({ url: '/api/my-account/pe-b2b/users/report', headers }))
      .json()
      .rows.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(other.owner.id);
  });
});
