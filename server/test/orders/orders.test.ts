// spec §7 orders (my-account) and post-sale paths, issue 11: scope by account, company role and tenant (404 over every path),
// list filters, detail, tracking, the invoice PDF, repurchase, the guest lookup and its rate limit, and the cancellation flow
// with its refund bank data and its concurrency (exactly one of two simultaneous requests wins) on both back ends.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { markLeftWarehouse, setOrderStatus } from '../../src/orders/order-operations';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { pdfText } from '../helpers/pdf-text';
import { makeOrder } from './order-fixtures';
import { sealClearRefundAccounts } from '../../src/orders/orders.repository';

const MA = '/api/my-account';
const PS = '/api/post-sale';

const CL_BANK_ACCOUNT = {
  bankCode: '001',
  bankName: 'BANCO DE CHILE',
  accountType: 'checking',
  accountNumber: '0012345678',
  holderName: 'Camila Rojas',
  holderDocumentType: 'RUT',
  holderDocument: '15.872.439-1',
};

describe.each(testBackends())('orders on $name (spec §7, issue 11)', (backend) => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ backend, logger: { stream, level: 'info' } });
    await seedCatalogue(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function shopper(tenant = 'cl') {
    const user = await createTestUser(t.app, { tenant });
    return { user, headers: sessionHeaders(await openSession(t.app, user)) };
  }

  it("lists only the caller's orders, newest first, with each filter, search and pages", async () => {
    const { user, headers } = await shopper();
    const other = await shopper();
    t.clock.set(new Date('2025-06-01T10:00:00Z'));
    const old = await makeOrder(t.app, user, { status: 'delivered' });
    t.clock.set(new Date('2026-02-01T10:00:00Z'));
    const cancelled = await makeOrder(t.app, user, { status: 'canceled' });
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const active = await makeOrder(t.app, user, { status: 'onTheRoute' });
    await makeOrder(t.app, other.user);

    const all = (await t.app.inject({ url: `${MA}/cl/orders`, headers })).json();
    expect(all.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      active.orderNumber,
      cancelled.orderNumber,
      old.orderNumber,
    ]);
    expect(all).toMatchObject({
      page: 1,
      pageSize: 10,
      hasMore: false,
      creators: null,
      years: [2026, 2025, 2024, 2023, 2022],
    });
    expect(all.orders[0]).toMatchObject({
      status: 'onTheRoute',
      statusGroup: 'active',
      itemCount: 3,
      currency: 'CLP',
      total: 39990 + 2 * 4990 + 3990,
    });
    expect(all.orders[0].images[0]).toMatch(/^\/images\/cl\/HM-1001/);

    const group = async (g: string) =>
      (await t.app.inject({ url: `${MA}/cl/orders?group=${g}`, headers }))
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await group('active')).toEqual([active.orderNumber]);
    expect(await group('completed')).toEqual([old.orderNumber]);
    expect(await group('cancelled')).toEqual([cancelled.orderNumber]);

    const year = (await t.app.inject({ url: `${MA}/cl/orders?year=2025`, headers })).json();
    expect(year.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([old.orderNumber]);
    const search = (
      await t.app.inject({ url: `${MA}/cl/orders?q=${cancelled.orderNumber.slice(2, 8)}`, headers })
    ).json();
    expect(search.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(cancelled.orderNumber);
    const asc = (await t.app.inject({ url: `${MA}/cl/orders?sort=dateAsc&pageSize=2`, headers })).json();
    expect(asc.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      old.orderNumber,
      cancelled.orderNumber,
    ]);
    expect(asc.hasMore).toBe(true);
    const page2 = (await t.app.inject({ url: `${MA}/cl/orders?sort=dateAsc&pageSize=2&page=2`, headers })).json();
    expect(page2.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([active.orderNumber]);
    expect(page2.hasMore).toBe(false);

    expect((await t.app.inject({ url: `${MA}/cl/orders?q=12a`, headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${MA}/cl/orders?group=bogus`, headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${MA}/cl/orders?pageSize=500`, headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${MA}/cl/orders?extra=1`, headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${MA}/cl/orders` })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it("lets the owner and a super user see the organization's orders by creator, and a buyer only their own", async () => {
    const company = await t.app.companies.create({
      tenant: 'pe-b2b',
      companyDocument: '20485917366',
      companyDocumentType: 'RUC',
      businessName: 'Andina',
    });
    const member = async (userType: 'superUser' | 'buyer' | 'quoter' | null) => {
      const user = await createTestUser(t.app, {
        tenant: 'pe-b2b',
        accountType: 'ORGANIZATION',
        companyId: company.id,
        userType,
      });
      return { user, headers: sessionHeaders(await openSession(t.app, user)) };
    };
    const owner = await member(null);
    const superUser = await member('superUser');
    const buyer = await member('buyer');
    const quoter = await member('quoter');
    const byOwner = await makeOrder(
      t.app,
      { ...owner.user, companyId: company.id },
      { paymentMethod: 'purchaseOrder' },
    );
    const byBuyer = await makeOrder(t.app, { ...buyer.user, companyId: company.id });

    const numbers = async (headers: Record<string, string>, q = '') =>
      (await t.app.inject({ url: `${MA}/pe-b2b/orders${q}`, headers }))
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber)
        .sort();
    expect(await numbers(owner.headers)).toEqual([byOwner.orderNumber, byBuyer.orderNumber].sort());
    expect(await numbers(superUser.headers)).toEqual([byOwner.orderNumber, byBuyer.orderNumber].sort());
    expect(await numbers(owner.headers, `?createdBy=${buyer.user.id}`)).toEqual([byBuyer.orderNumber]);
    expect(await numbers(buyer.headers)).toEqual([byBuyer.orderNumber]);
    expect(await numbers(quoter.headers)).toEqual([]);
    const list = (await t.app.inject({ url: `${MA}/pe-b2b/orders`, headers: owner.headers })).json();
    expect(list.creators.map((c: { id: string }) => c.id)).toContain(buyer.user.id);
    expect(
      (await t.app.inject({ url: `${MA}/pe-b2b/orders/${byBuyer.orderNumber}`, headers: superUser.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `${MA}/pe-b2b/orders/${byOwner.orderNumber}`, headers: buyer.headers })).statusCode,
    ).toBe(404);
  });

  it("shows an order's detail, tracking and invoice PDF whose text holds the order number", async () => {
    const { user } = await shopper();
    const order = await makeOrder(t.app, user, { status: 'paymentConfirmed' });
    t.clock.advanceMinutes(60);
    const moved = await setOrderStatus(t.app.db, order, 'preparing', t.clock.now());
    t.clock.advanceMinutes(60);
    await markLeftWarehouse(t.app.db, moved, 2, t.clock.now());
    const headers = sessionHeaders(await openSession(t.app, user));

    const detail = (await t.app.inject({ url: `${MA}/cl/orders/${order.orderNumber}`, headers })).json();
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'preparing',
      paymentMethod: 'creditCard',
      deliveryCost: 3990,
      total: 53960,
      canCancel: true,
      invoice: { kind: 'receipt' },
    });
    expect(detail.lines.map((l: { cancellable: boolean }) => l.cancellable)).toEqual([true, false]);

    const tracking = (await t.app.inject({ url: `${MA}/cl/orders/${order.orderNumber}/tracking`, headers })).json();
    expect(tracking.events.map((e: { status: string }) => e.status)).toEqual([
      'placed',
      'paymentConfirmed',
      'preparing',
      'leftWarehouse',
    ]);
    expect(tracking.events[3]).toMatchObject({ lineNumber: 2, lineName: 'Rodillo antigoteo 23 cm' });

    const pdf = await t.app.inject({ url: `${MA}/v2/invoices/${detail.invoice.id}/download`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="boleta-${order.orderNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Pedido N° ${order.orderNumber}`);
    expect(text).toContain('Taladro percutor 650 W');

    const docs = (await t.app.inject({ url: `${MA}/cl/orders/tickets-and-invoices`, headers })).json();
    expect(docs.invoices).toEqual([
      expect.objectContaining({ id: detail.invoice.id, orderNumber: order.orderNumber, kind: 'receipt' }),
    ]);
  });

  it("answers another account's or another tenant's order as not found on every order path", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const peruvian = await shopper('pe');
    const order = await makeOrder(t.app, owner.user, { paymentMethod: 'cash' });
    const peOrder = await makeOrder(t.app, peruvian.user);
    const detail = (await t.app.inject({ url: `${MA}/cl/orders/${order.orderNumber}`, headers: owner.headers })).json();
    const ticket = (
      await t.app.inject({
        method: 'POST',
        url: `${PS}/v1/orders/${order.orderNumber}/initiate-cancel`,
        headers: owner.headers,
        payload: { lineIds: [detail.lines[0].id], reason: 'changedMind', refundAccount: CL_BANK_ACCOUNT },
      })
    ).json();
    expect(ticket.ticketNumber).toMatch(/^TK\d+$/);

    const paths = (n: string, invoiceId: string, ticketId: string, lineId: string) => [
      { url: `${MA}/cl/orders/${n}` },
      { url: `${MA}/cl/orders/${n}/tracking` },
      { url: `${MA}/cl/orders/rePurchase?orderNumber=${n}` },
      { method: 'POST' as const, url: `${MA}/v1/orders/cart`, payload: { orderNumber: n } },
      { url: `${MA}/v2/invoices/${invoiceId}/download` },
      { url: `${PS}/v1/orders/${n}` },
      {
        method: 'POST' as const,
        url: `${PS}/v1/orders/${n}/initiate-cancel`,
        payload: { lineIds: [lineId], reason: 'other', refundAccount: CL_BANK_ACCOUNT },
      },
      { url: `${PS}/v1/tickets/${ticketId}` },
    ];
    const peDetail = (
      await t.app.inject({ url: `${MA}/pe/orders/${peOrder.orderNumber}`, headers: peruvian.headers })
    ).json();
    const clPaths = paths(order.orderNumber, detail.invoice.id, ticket.ticketId, detail.lines[1].id);
    for (const request of clPaths) {
      const own = await t.app.inject({ ...request, headers: owner.headers });
      expect(own.statusCode, `${request.url} as owner`).not.toBe(404);
      const res = await t.app.inject({ ...request, headers: stranger.headers });
      expect([res.statusCode, res.json().code], `${request.url} as another account`).toEqual([404, 'NOT_FOUND']);
    }
    // another tenant's order number and ids, asked for from a cl session on the cl paths
    for (const request of paths(
      peOrder.orderNumber,
      peDetail.invoice?.id ?? '00000000-0000-4000-8000-000000000000',
      ticket.ticketId,
      peDetail.lines[0].id,
    )) {
      const res = await t.app.inject({ ...request, headers: stranger.headers });
      expect([res.statusCode, res.json().code], `${request.url} (pe order) from cl`).toEqual([404, 'NOT_FOUND']);
    }
    // the list never shows it either, and malformed ids are 404, not a database error
    const list = (
      await t.app.inject({ url: `${MA}/cl/orders?q=${order.orderNumber}`, headers: stranger.headers })
    ).json();
    expect(list.orders).toEqual([]);
    for (const url of [
      `${MA}/cl/orders/not-a-number`,
      `${MA}/v2/invoices/xyz/download`,
      `${PS}/v1/tickets/xyz`,
      `${PS}/v1/orders/abc`,
    ]) {
      expect((await t.app.inject({ url, headers: owner.headers })).statusCode, url).toBe(404);
    }
    // the guest lookup of another tenant's number finds nothing
    const seek = await t.app.inject({
      method: 'POST',
      url: `${MA}/cl/orders/seek`,
      payload: { orderNumber: peOrder.orderNumber },
    });
    expect(seek.statusCode).toBe(404);
  });

  it("repurchases an order's lines into the cart", async () => {
    const { user, headers } = await shopper();
    const order = await makeOrder(t.app, user, { status: 'delivered' });
    const preview = (
      await t.app.inject({ url: `${MA}/cl/orders/rePurchase?orderNumber=${order.orderNumber}`, headers })
    ).json();
    expect(preview.lines).toEqual([
      expect.objectContaining({ sku: 'HM-1001', quantity: 1, available: true }),
      expect.objectContaining({ sku: 'HM-2002', quantity: 2, available: true }),
    ]);
    const cart = await t.app.inject({
      method: 'POST',
      url: `${MA}/v1/orders/cart`,
      headers,
      payload: { orderNumber: order.orderNumber },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ count: 3 });
    const one = await t.app.inject({
      method: 'POST',
      url: `${MA}/v1/orders/cart`,
      headers,
      payload: { orderNumber: order.orderNumber, lines: [{ sku: 'HM-2002', quantity: 1 }] },
    });
    expect(one.json()).toMatchObject({ count: 4 });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${MA}/v1/orders/cart`,
      headers,
      payload: { orderNumber: order.orderNumber, lines: [{ sku: 'HM-9999', quantity: 1 }] },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('tells a guest only the status and estimated delivery, and limits look-ups per address', async () => {
    const { user } = await shopper();
    const order = await makeOrder(t.app, user, { status: 'onTheRoute', estimatedDelivery: '2026-03-09' });
    const found = await t.app.inject({
      method: 'POST',
      url: `${MA}/cl/orders/seek`,
      payload: { orderNumber: order.orderNumber },
      remoteAddress: '10.0.0.1',
    });
    expect(found.json()).toEqual({
      orderNumber: order.orderNumber,
      status: 'onTheRoute',
      estimatedDelivery: '2026-03-09',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${MA}/cl/orders/seek`,
      payload: { orderNumber: '1' },
      remoteAddress: '10.0.0.1',
    });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const letters = await t.app.inject({
      method: 'POST',
      url: `${MA}/cl/orders/seek`,
      payload: { orderNumber: '12a' },
      remoteAddress: '10.0.0.1',
    });
    expect(letters.statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `${MA}/cl/orders/seek`,
            payload: { orderNumber: '2' },
            remoteAddress: '10.0.0.1',
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 7).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${MA}/cl/orders/seek`,
      payload: { orderNumber: order.orderNumber },
      remoteAddress: '10.0.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('cancels a preparing line with the refund bank data, masks the account and never logs it', async () => {
    const { user, headers } = await shopper();
    const order = await makeOrder(t.app, user, { paymentMethod: 'cash' });
    const view = (await t.app.inject({ url: `${PS}/v1/orders/${order.orderNumber}`, headers })).json();
    expect(view.refund).toEqual({ method: 'bankTransfer', needsBankData: true });
    expect(view.bankForm).toMatchObject({
      country: 'CL',
      accountTypes: ['checking', 'sight', 'savings'],
      holderDocumentTypes: ['RUT'],
    });
    expect(view.bankForm.banks).toContainEqual({ code: '001', name: 'BANCO DE CHILE' });
    const lineId = view.lines[0].id;

    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${PS}/v1/orders/${order.orderNumber}/initiate-cancel`, headers, payload });
    const missing = await post({ lineIds: [lineId], reason: 'changedMind' });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { refundAccount: 'required' } },
    });
    const invalid = await post({
      lineIds: [lineId],
      reason: 'changedMind',
      refundAccount: { ...CL_BANK_ACCOUNT, holderDocument: '15.872.439-2', accountNumber: '12' },
    });
    expect(invalid.json().details.fields).toEqual({
      'refundAccount.accountNumber': 'refund.accountNumberLength',
      'refundAccount.holderDocument': 'refund.holderDocumentInvalid',
    });

    const ok = await post({
      lineIds: [lineId],
      reason: 'changedMind',
      comment: 'ya no lo necesito',
      refundAccount: CL_BANK_ACCOUNT,
    });
    expect(ok.statusCode).toBe(200);
    const ticket = (await t.app.inject({ url: `${PS}/v1/tickets/${ok.json().ticketId}`, headers })).json();
    expect(ticket).toMatchObject({
      ticketNumber: ok.json().ticketNumber,
      orderNumber: order.orderNumber,
      status: 'open',
      reason: 'changedMind',
      refund: { method: 'bankTransfer' },
      lines: [{ lineNumber: 1, name: 'Taladro percutor 650 W', quantity: 1 }],
      refundAccount: { bankName: 'BANCO DE CHILE', accountNumberLast4: '5678', holderName: 'Camila Rojas' },
    });
    expect(JSON.stringify(ticket)).not.toContain('0012345678');
    expect(logs.join('')).not.toContain('0012345678');
    // issue 31 item 6: sealed at rest: the table holds neither the account number nor the holder's document in clear
    const stored = await t.db.sql.query<Record<string, unknown>>(
      'SELECT * FROM order_refund_accounts WHERE ticket_id = $1',
      [ok.json().ticketId],
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('0012345678');
    expect(JSON.stringify(stored)).not.toMatch(/15\.?872\.?439/);
    expect(stored[0]).toMatchObject({ account_number_last4: '5678' });
    expect(String(stored[0]!.account_number)).toMatch(/^sealed:v1:/);
    // a row written in clear before the sealing is sealed at the next start, and still reads its last four
    await t.db.sql.query(
      `UPDATE order_refund_accounts SET account_number = '0012345678', holder_document = '158724391',
         account_number_last4 = '' WHERE ticket_id = $1`,
      [ok.json().ticketId],
    );
    expect(await sealClearRefundAccounts(t.app)).toBe(1);
    expect(await sealClearRefundAccounts(t.app)).toBe(0);
    const resealed = await t.db.sql.query<Record<string, unknown>>(
      'SELECT * FROM order_refund_accounts WHERE ticket_id = $1',
      [ok.json().ticketId],
    );
    expect(JSON.stringify(resealed)).not.toMatch(/0012345678|158724391/);
    expect(resealed[0]).toMatchObject({ account_number_last4: '5678' });

    const detail = (await t.app.inject({ url: `/api/my-account/cl/orders/${order.orderNumber}`, headers })).json();
    expect(detail.lines[0]).toMatchObject({
      state: 'cancellationRequested',
      cancellable: false,
      ticket: { ticketNumber: ok.json().ticketNumber },
    });
    // asking again for the same line: not available any more (the state changed)
    const again = await post({ lineIds: [lineId], reason: 'changedMind', refundAccount: CL_BANK_ACCOUNT });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CANCELLATION_NOT_AVAILABLE']);
  });

  it("refuses shipped and no-longer-open lines with spec §8's two cases, takes not-yet-paid ones (issue 34); card refunds need no bank data", async () => {
    const { user, headers } = await shopper();
    const shipped = await makeOrder(t.app, user, { status: 'onTheRoute' });
    const pending = await makeOrder(t.app, user, { status: 'paymentPending' });
    const expired = await makeOrder(t.app, user, { status: 'expired' });
    const out = await makeOrder(t.app, user);
    await markLeftWarehouse(t.app.db, out, 1, t.clock.now());
    const cancel = async (orderNumber: string, line = 0) => {
      const view = (await t.app.inject({ url: `${PS}/v1/orders/${orderNumber}`, headers })).json();
      const res = await t.app.inject({
        method: 'POST',
        url: `${PS}/v1/orders/${orderNumber}/initiate-cancel`,
        headers,
        payload: { lineIds: [view.lines[line].id], reason: 'other' },
      });
      return { view, res };
    };
    const a = await cancel(shipped.orderNumber);
    expect(a.view.lines[0]).toMatchObject({ cancellable: false, refusal: 'alreadyShipped' });
    expect([a.res.statusCode, a.res.json().code]).toEqual([409, 'ORDER_ALREADY_SHIPPED']);
    const b = await cancel(expired.orderNumber);
    expect([b.res.statusCode, b.res.json().code]).toEqual([409, 'CANCELLATION_NOT_AVAILABLE']);
    // an order still awaiting its payment has not left the warehouse: it can be cancelled (issue 34)
    const e = await cancel(pending.orderNumber);
    expect(e.view.lines[0]).toMatchObject({ cancellable: true });
    expect(e.res.statusCode).toBe(200);
    const c = await cancel(out.orderNumber, 0);
    expect(c.res.json().code).toBe('ORDER_ALREADY_SHIPPED');
    const d = await cancel(out.orderNumber, 1);
    expect(d.view.bankForm).toBeNull();
    expect(d.res.statusCode).toBe(200);
    // a refused request wrote nothing: tickets only for the two accepted ones
    const docs = (await t.app.inject({ url: `${MA}/cl/orders/tickets-and-invoices`, headers })).json();
    expect(docs.tickets.map((x: { orderNumber: string }) => x.orderNumber).sort()).toEqual(
      [pending.orderNumber, out.orderNumber].sort(),
    );
  });

  it('lets exactly one of two simultaneous cancellations of the same line succeed, with nothing half-written', async () => {
    const { user, headers } = await shopper();
    for (let round = 0; round < 5; round++) {
      const order = await makeOrder(t.app, user, { paymentMethod: 'bankTransfer' });
      const view = (await t.app.inject({ url: `${PS}/v1/orders/${order.orderNumber}`, headers })).json();
      const request = () =>
        t.app.inject({
          method: 'POST',
          url: `${PS}/v1/orders/${order.orderNumber}/initiate-cancel`,
          headers,
          payload: {
            lineIds: [view.lines[0].id, view.lines[1].id],
            reason: 'duplicateOrder',
            refundAccount: CL_BANK_ACCOUNT,
          },
        });
      const results = await Promise.all([request(), request(), request()]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const tickets = await t.db.sql.query<{ n: string; accounts: string; events: string }>(
        `SELECT (SELECT count(*) FROM order_tickets WHERE order_id = $1) AS n,
                (SELECT count(*) FROM order_refund_accounts a JOIN order_tickets k ON k.id = a.ticket_id WHERE k.order_id = $1) AS accounts,
                (SELECT count(*) FROM order_tracking_events WHERE order_id = $1 AND status = 'cancellationRequested') AS events`,
        [order.id],
      );
      expect(tickets[0]).toEqual({ n: expect.anything(), accounts: expect.anything(), events: expect.anything() });
      expect(Number(tickets[0]!.n)).toBe(1);
      expect(Number(tickets[0]!.accounts)).toBe(1);
      expect(Number(tickets[0]!.events)).toBe(2);
    }
  });
});
