// Issue 15: stores, in-store quotations, barcode, PDF, re-quote, quote to cart and the agent quotation report
// (spec §3 Quotation, §4, §6, §7, §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBarcodePng } from '../../../e2e/helpers/decode-barcode';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { createOrderFromQuotation } from '../../src/orders/order-operations';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const Q = '/api/my-account/v1/quotations';
const PURCHASE = '/api/checkout/v1/quotations/purchase';
const DAY = 86_400_000;

describe.each(testBackends())('quotations on $name (spec §3, §4, §7, §9)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
    await seedStores(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}, agentId: string | null = null) {
    const user = await createTestUser(t.app, overrides);
    return { user, headers: sessionHeaders(await openSession(t.app, user, 'WEB', agentId)) };
  }
  // expired ones are made back-dated (moving the clock days ahead would end the sessions too)
  async function quote(
    userId: string,
    lines: [string, number][] = [
      ['HM-2001', 2],
      ['HM-1001', 1],
    ],
    tenant = 'cl',
    daysAgo = 0,
  ) {
    const [store] = await t.app.quotations.stores(tenant);
    const createdAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
    return t.app.quotations.create({
      tenant,
      userId,
      storeId: store!.id,
      lines: lines.map(([sku, quantity]) => ({ sku, quantity })),
      origin: 'store',
      agentId: null,
      createdAt,
    });
  }
  let companies = 0;
  async function collaborator(userType: 'buyer' | 'quoter', maxPurchaseAmount: string | null = null) {
    companies += 1;
    const company = await t.app.companies.create({
      tenant: 'pe-b2b',
      companyDocument: `2010000000${companies}`,
      companyDocumentType: 'RUC',
      businessName: `Empresa ${companies}`,
    });
    return signedIn({
      tenant: 'pe-b2b',
      accountType: 'ORGANIZATION',
      companyId: company.id,
      userType,
      maxPurchaseAmount,
    });
  }

  it('lists the tenant stores (GET /v1/geo/storeList)', async () => {
    const { headers } = await signedIn();
    const res = await t.app.inject({ url: '/api/my-account/v1/geo/storeList', headers });
    expect(res.json().stores).toHaveLength(3);
    expect(res.json().stores[0]).toMatchObject({ code: 'CL-001', name: 'Tienda Santiago' });
  });

  it('lists and details a quotation (number, expiry 3 days later, store, total, products), then shows it expired', async () => {
    const { user, headers } = await signedIn();
    const made = await quote(user.id);
    const list = (await t.app.inject({ url: Q, headers })).json().quotations;
    expect(list).toEqual([
      expect.objectContaining({
        id: made.quotation.id,
        status: 'valid',
        total: 15990 * 2 + 39990,
        currency: 'CLP',
        itemCount: 3,
      }),
    ]);
    const detail = (await t.app.inject({ url: `${Q}/${made.quotation.id}`, headers })).json();
    expect(detail.validDays).toBe(3);
    expect(detail.quotation.number).toMatch(/^\d{10}$/);
    expect(new Date(detail.quotation.expiresAt).getTime() - new Date(detail.quotation.createdAt).getTime()).toBe(
      3 * DAY,
    );
    expect(
      detail.lines.map((l: { sku: string; quantity: number; unitPrice: number }) => [l.sku, l.quantity, l.unitPrice]),
    ).toEqual([
      ['HM-1001', 1, 39990],
      ['HM-2001', 2, 15990],
    ]);
    const old = await quote(user.id, undefined, 'cl', 3);
    expect((await t.app.inject({ url: `${Q}/${old.quotation.id}`, headers })).json().quotation.status).toBe('expired');
  });

  it('draws a Code 128 barcode that decodes to the number (PNG), an SVG, and refuses a message that is not digits', async () => {
    const png = await t.app.inject({ url: '/s/barcode?msg=4100000123&image-format=png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await decodeBarcodePng(png.rawPayload)).toEqual(['4100000123']);
    const svg = await t.app.inject({ url: '/s/barcode?msg=4100000123&image-format=svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await t.app.inject({ url: '/s/barcode?msg=abc' })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.app.inject({ url: '/s/barcode?msg=1&image-format=gif' })).statusCode).toBe(400);
  });

  it('downloads the PDF (download service GET /v1/quotations/{id})', async () => {
    const { user, headers } = await signedIn();
    const made = await quote(user.id);
    const res = await t.app.inject({ url: `/api/download/v1/quotations/${made.quotation.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`cotizacion-${made.quotation.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers another account's quotation id, or a malformed one, as not found everywhere", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const made = await quote(owner.user.id);
    const id = made.quotation.id;
    const h = other.headers;
    for (const res of await Promise.all([
      t.app.inject({ url: `${Q}/${id}`, headers: h }),
      t.app.inject({ method: 'POST', url: `${Q}/${id}/requote`, headers: h }),
      t.app.inject({ url: `/api/download/v1/quotations/${id}`, headers: h }),
      t.app.inject({ method: 'POST', url: PURCHASE, headers: h, payload: { quotationId: id } }),
      t.app.inject({ url: `${Q}/12345`, headers: h }),
      t.app.inject({ method: 'POST', url: PURCHASE, headers: h, payload: { quotationId: 'x' } }),
    ])) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ url: Q, headers: h })).json().quotations).toEqual([]);
  });

  it('re-quotes an expired quotation once into a fresh one, even on parallel clicks, and refuses a valid one', async () => {
    const { user, headers } = await signedIn();
    const made = await quote(user.id);
    expect(
      (await t.app.inject({ method: 'POST', url: `${Q}/${made.quotation.id}/requote`, headers })).json(),
    ).toMatchObject({ code: 'CONFLICT_ERROR' });
    const expired = await quote(user.id, undefined, 'cl', 4);
    {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.app.inject({ method: 'POST', url: `${Q}/${expired.quotation.id}/requote`, headers }),
        ),
      );
      const ids = new Set(answers.map((a) => a.json().quotation.id));
      expect(ids.size).toBe(1);
      const fresh = answers[0]!.json();
      expect(fresh.quotation).toMatchObject({ status: 'valid' });
      expect(fresh.quotation.number).not.toBe(expired.quotation.number);
      expect(fresh.lines).toEqual(expired.lines);
      const list = (await t.app.inject({ url: Q, headers })).json().quotations;
      expect(list).toHaveLength(3);
      expect(list.find((q: { id: string }) => q.id === expired.quotation.id)).toMatchObject({
        status: 'expired',
        requotedTo: fresh.quotation.id,
      });
    }
  });

  it('converts a valid quotation to the cart once and refuses an expired one', async () => {
    const { user, headers } = await signedIn();
    const made = await quote(user.id, [['HM-2002', 3]]);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: PURCHASE, headers, payload: { quotationId: made.quotation.id } }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    const cart = await t.app.carts.forUser('cl', user.id);
    expect(cart.lines).toEqual([expect.objectContaining({ sku: 'HM-2002', quantity: 3, source: 'quotation' })]);
    expect((await t.app.inject({ url: `${Q}/${made.quotation.id}`, headers })).json().quotation.status).toBe(
      'converted',
    );

    const old = await quote(user.id, undefined, 'cl', 3);
    const expired = await t.app.inject({
      method: 'POST',
      url: PURCHASE,
      headers,
      payload: { quotationId: old.quotation.id },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'QUOTATION_EXPIRED', message: 'La cotización que buscas ya expiró' });
  });

  it('myQuotesStoreOrders lists the orders that came from the user’s quotations, never another account’s', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const made = await quote(a.user.id, [
      ['HM-2002', 3],
      ['HM-1001', 1],
    ]);
    await quote(a.user.id, [['HM-2001', 1]]); // quoted, never bought: no order
    const listed = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `${Q}/orders`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().orders;
    };
    expect(await listed(a.headers)).toEqual([]);
    // the till turns the quotation into an order (the operator command and the demo seed do the same)
    const placedAt = t.clock.now();
    const order = await createOrderFromQuotation(t.app.db, {
      tenant: 'cl',
      quotationNumber: made.quotation.number,
      status: 'paymentConfirmed',
      placedAt,
      paymentMethod: 'cash',
    });
    expect(order).not.toBeNull();
    expect(await listed(a.headers)).toEqual([
      {
        orderNumber: order!.orderNumber,
        placedAt: placedAt.toISOString(),
        status: 'paymentConfirmed',
        // the quoted prices
        total: made.quotation.total,
        currency: 'CLP',
        store: made.quotation.store,
        quotationId: made.quotation.id,
        quotationNumber: made.quotation.number,
      },
    ]);
    // the quotation is now converted, and is bought once
    expect((await t.app.inject({ url: `${Q}/${made.quotation.id}`, headers: a.headers })).json().quotation.status).toBe(
      'converted',
    );
    await expect(
      createOrderFromQuotation(t.app.db, {
        tenant: 'cl',
        quotationNumber: made.quotation.number,
        status: 'paymentPending',
        placedAt,
        paymentMethod: 'cash',
      }),
    ).rejects.toThrow();
    // another account, another tenant's number: nothing
    expect(await listed(b.headers)).toEqual([]);
    expect(
      await createOrderFromQuotation(t.app.db, {
        tenant: 'pe',
        quotationNumber: made.quotation.number,
        status: 'paymentPending',
        placedAt,
        paymentMethod: 'cash',
      }),
    ).toBeNull();
    expect((await t.app.inject({ url: `${Q}/orders` })).statusCode).toBe(401);
  });

  it('refuses a quoter (quote only) and a buyer above the maximum purchase amount (spec §6)', async () => {
    const quoter = await collaborator('quoter');
    const q1 = await quote(quoter.user.id, [['HM-1002', 1]], 'pe-b2b');
    const refused = await t.app.inject({
      method: 'POST',
      url: PURCHASE,
      headers: quoter.headers,
      payload: { quotationId: q1.quotation.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('QUOTE_ONLY_ROLE');

    const buyer = await collaborator('buyer', '1000.00');
    const big = await quote(buyer.user.id, [['HM-7001', 20]], 'pe-b2b');
    const small = await quote(buyer.user.id, [['HM-1002', 1]], 'pe-b2b');
    const over = await t.app.inject({
      method: 'POST',
      url: PURCHASE,
      headers: buyer.headers,
      payload: { quotationId: big.quotation.id },
    });
    expect(over.json().code).toBe('PURCHASE_LIMIT_EXCEEDED');
    const ok = await t.app.inject({
      method: 'POST',
      url: PURCHASE,
      headers: buyer.headers,
      payload: { quotationId: small.quotation.id },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('records the agent on quotations made while impersonating and shows them only to agents, with date filters', async () => {
    const agent = await t.app.agents.create({
      tenant: 'cl',
      email: `agent.${Date.now()}@example.test`,
      name: 'Agente Prueba',
      passwordHash: 'x',
    });
    const acting = await signedIn({}, agent.id);
    const list = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quotation/lists',
        headers: acting.headers,
        payload: { name: 'Para cotizar' },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/quotation/lists/${list.id}/items`,
      headers: acting.headers,
      payload: { sku: 'HM-5002', quantity: 2 },
    });
    const [store] = await t.app.quotations.stores('cl');
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/quotation/lists/${list.id}/quote`,
      headers: acting.headers,
      payload: { storeId: store!.id },
    });
    expect(quoted.statusCode).toBe(201);
    // the same customer quoting alone is not in the report
    const alone = sessionHeaders(await openSession(t.app, acting.user));
    await t.app.inject({
      method: 'POST',
      url: `/api/quotation/lists/${list.id}/quote`,
      headers: alone,
      payload: { storeId: store!.id },
    });

    const report = await t.app.inject({ url: '/api/quotation/quotations/agents', headers: acting.headers });
    expect(report.statusCode).toBe(200);
    const mine = report.json().agents.find((a: { agentId: string }) => a.agentId === agent.id);
    expect(mine).toMatchObject({ agentName: 'Agente Prueba', total: 1 });
    expect(mine.quotations[0]).toMatchObject({
      number: quoted.json().quotation.number,
      customerEmail: acting.user.email,
      origin: 'list',
      total: 35980,
    });

    // an agent's own session (no customer) sees it too; filters by day
    const agentOnly = sessionHeaders(await t.app.sessions.create({ tenant: 'cl', channel: 'WEB', agentId: agent.id }));
    const today = t.clock.now().toISOString().slice(0, 10);
    const inRange = (
      await t.app.inject({ url: `/api/quotation/quotations/agents?from=${today}&to=${today}`, headers: agentOnly })
    ).json();
    expect(inRange.agents.some((a: { agentId: string }) => a.agentId === agent.id)).toBe(true);
    const before = (
      await t.app.inject({ url: '/api/quotation/quotations/agents?to=2020-01-01', headers: agentOnly })
    ).json();
    expect(before.agents).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/quotation/quotations/agents?from=2026-13-99x', headers: agentOnly })).statusCode,
    ).toBe(400);

    // customers do not see it
    expect((await t.app.inject({ url: '/api/quotation/quotations/agents', headers: alone })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/quotation/quotations/agents' })).statusCode).toBe(401);
  });
});
