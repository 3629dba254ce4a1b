// Issue 31 item 5, spec §9: returns and exchanges of delivered orders (GET/POST /s/orders/v1/orders/{orderNumber}/returns) on
// both back ends: the windows counted from delivery (30 days exchange, 120 days return, none before 19 November 2020), the
// refund date in business days, quantities, lines already returned or cancelled, another account's order (404), an order
// not delivered, the store of a drop-off, and 20 simultaneous requests for one line creating exactly one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { makeOrder } from './order-fixtures';

const RETURNS = (n: string) => `/s/orders/v1/orders/${n}/returns`;
const PS = '/api/post-sale';

describe.each(testBackends())('returns and exchanges on $name (spec §9, issue 31 item 5)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
    await seedStores(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  /** A session opened at the clock's current time (moving the clock by days ends the one before: idle timeout). */
  const signIn = async (user: { id: string; tenant: string }) => ({
    ...sessionHeaders(await openSession(t.app, user)),
    'x-tenant': user.tenant,
  });

  async function shopper(tenant = 'cl') {
    const user = await createTestUser(t.app, { tenant });
    return { user, headers: await signIn(user) };
  }

  /** A delivered order, delivered (and placed) at `deliveredAt`, the clock then set to `now`. */
  async function delivered(
    user: { id: string; tenant: string },
    deliveredAt: string,
    now: string,
    overrides: Parameters<typeof makeOrder>[2] = {},
  ) {
    t.clock.set(new Date(deliveredAt));
    const order = await makeOrder(t.app, user, { status: 'delivered', ...overrides });
    t.clock.set(new Date(now));
    return order;
  }

  const view = async (orderNumber: string, headers: Record<string, string>) =>
    (await t.app.inject({ url: RETURNS(orderNumber), headers })).json();
  const post = (orderNumber: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: RETURNS(orderNumber), headers, payload: payload as object });

  it('shows the windows, the returnable lines and the refund preview of a delivered order', async () => {
    const { user } = await shopper();
    const order = await delivered(user, '2026-11-10T15:00:00Z', '2026-11-27T12:00:00Z', { paymentMethod: 'cmrCard' });
    const headers = await signIn(user);
    const res = await t.app.inject({ url: RETURNS(order.orderNumber), headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.eligibility).toBe('open');
    expect(body.windows).toEqual({
      exchange: { open: true, until: '2026-12-10' },
      return: { open: true, until: '2027-03-10' },
    });
    expect(body.lines.map((l: { quantity: number; returnable: number }) => [l.quantity, l.returnable])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // Friday 27 Nov + 3 business days (store credit card): Wed 2 Dec
    expect(body.refundPreview).toEqual({
      method: 'storeCredit',
      expectedDate: '2026-12-02',
      bankDataDeadline: null,
      voucherValidUntil: null,
    });
    expect(body.requests).toEqual([]);
  });

  it('creates a return with its refund date (business days skip the tenant holiday) and shows it after', async () => {
    const { user } = await shopper();
    // Friday 4 Dec 2026; 8 Dec is a Chilean holiday (src/tenants): store credit 3 business days -> Thu 10 Dec
    const order = await delivered(user, '2026-11-20T15:00:00Z', '2026-12-04T18:00:00Z', { paymentMethod: 'cmrCard' });
    const headers = await signIn(user);
    const { lines } = await view(order.orderNumber, headers);
    const res = await post(order.orderNumber, headers, {
      kind: 'return',
      reason: 'defective',
      lines: [{ lineId: lines[1].id, quantity: 1 }],
      method: 'dropOff',
      storeCode: 'CL-001',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      requestNumber: expect.stringMatching(/^DV\d+$/),
      kind: 'return',
      reason: 'defective',
      status: 'requested',
      method: 'dropOff',
      store: { code: 'CL-001', name: expect.stringContaining('Tienda') },
      lines: [{ lineNumber: 2, quantity: 1 }],
      refund: { method: 'storeCredit', expectedDate: '2026-12-10' },
    });
    const after = await view(order.orderNumber, headers);
    expect(after.requests).toEqual([created]);
    expect(after.lines[1]).toMatchObject({ quantity: 2, returnedQuantity: 1, returnable: 1, refusal: null });

    // the one unit left can go; a second unit more is above what is left
    const tooMany = await post(order.orderNumber, headers, {
      kind: 'return',
      reason: 'defective',
      lines: [{ lineId: lines[1].id, quantity: 2 }],
      method: 'pickup',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      code: 'VALIDATION_ERROR',
      details: { fields: { 'lines.0.quantity': 'quantityExceeded' } },
    });
    const rest = await post(order.orderNumber, headers, {
      kind: 'exchange',
      reason: 'damaged',
      lines: [{ lineId: lines[1].id, quantity: 1 }],
      method: 'pickup',
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ kind: 'exchange', refund: null, store: null });
    // now the line is all returned: refused with the catalogued conflict and why
    const again = await post(order.orderNumber, headers, {
      kind: 'return',
      reason: 'defective',
      lines: [{ lineId: lines[1].id, quantity: 1 }],
      method: 'pickup',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT_ERROR',
      details: { reason: 'lineNotReturnable', fields: { 'lines.0.lineId': 'alreadyReturned' } },
    });
  });

  it('refuses outside the windows: exchange after 30 days, return after 120, none before 19 November 2020', async () => {
    const { user } = await shopper();
    let headers: Record<string, string>;
    const order = await delivered(user, '2026-10-01T12:00:00Z', '2026-11-01T12:00:00Z'); // day 31
    headers = await signIn(user);
    const { lines, windows } = await view(order.orderNumber, headers);
    expect(windows.exchange.open).toBe(false);
    const payload = (kind: string) => ({
      kind,
      reason: 'changedMind',
      lines: [{ lineId: lines[0].id, quantity: 1 }],
      method: 'pickup',
    });
    const exchange = await post(order.orderNumber, headers, payload('exchange'));
    expect(exchange.statusCode).toBe(409);
    expect(exchange.json()).toEqual({ code: 'CONFLICT_ERROR', details: { reason: 'exchangeWindowClosed' } });

    t.clock.set(new Date('2027-01-30T12:00:00Z')); // day 121
    headers = await signIn(user);
    expect((await view(order.orderNumber, headers)).eligibility).toBe('windowClosed');
    const ret = await post(order.orderNumber, headers, payload('return'));
    expect(ret.json()).toEqual({ code: 'CONFLICT_ERROR', details: { reason: 'returnWindowClosed' } });

    const old = await delivered(user, '2020-11-18T12:00:00Z', '2020-11-25T12:00:00Z');
    headers = await signIn(user);
    const oldView = await view(old.orderNumber, headers);
    expect(oldView.windows.return).toEqual({ open: false, until: null });
    const oldReturn = await post(old.orderNumber, headers, {
      ...payload('return'),
      lines: [{ lineId: oldView.lines[0].id, quantity: 1 }],
    });
    expect(oldReturn.json().details.reason).toBe('returnWindowClosed');
  });

  it('refuses an order not delivered and a cancelled line; another account or tenant reads 404', async () => {
    const { user } = await shopper();
    t.clock.set(new Date('2026-11-27T12:00:00Z'));
    const headers = await signIn(user);
    const preparing = await makeOrder(t.app, user);
    const p = await view(preparing.orderNumber, headers);
    expect(p).toMatchObject({ eligibility: 'notDelivered', windows: null, deliveredAt: null });
    const res = await post(preparing.orderNumber, headers, {
      kind: 'return',
      reason: 'other',
      lines: [{ lineId: p.lines[0].id, quantity: 1 }],
      method: 'pickup',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT_ERROR', details: { reason: 'notDelivered' } });

    // a line cancelled before (its cancellation request), then the order delivered
    const cancelled = await makeOrder(t.app, user, {
      status: 'delivered',
      lines: [
        { sku: 'HM-1001', quantity: 1, state: 'canceled' },
        { sku: 'HM-2002', quantity: 2 },
      ],
    });
    const c = await view(cancelled.orderNumber, headers);
    expect(c.lines[0]).toMatchObject({ refusal: 'cancelled', returnable: 0 });
    const cancelledLine = await post(cancelled.orderNumber, headers, {
      kind: 'return',
      reason: 'other',
      lines: [{ lineId: c.lines[0].id, quantity: 1 }],
      method: 'pickup',
    });
    expect(cancelledLine.json()).toEqual({
      code: 'CONFLICT_ERROR',
      details: { reason: 'lineNotReturnable', fields: { 'lines.0.lineId': 'cancelled' } },
    });

    const other = await shopper();
    expect((await t.app.inject({ url: RETURNS(cancelled.orderNumber), headers: other.headers })).statusCode).toBe(404);
    const stolen = await post(cancelled.orderNumber, other.headers, {
      kind: 'return',
      reason: 'other',
      lines: [{ lineId: c.lines[1].id, quantity: 1 }],
      method: 'pickup',
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('NOT_FOUND');
    const pe = await shopper('pe');
    expect((await t.app.inject({ url: RETURNS(cancelled.orderNumber), headers: pe.headers })).statusCode).toBe(404);
    // no session: 401
    expect(
      (await t.app.inject({ url: RETURNS(cancelled.orderNumber), headers: { 'x-tenant': 'cl' } })).statusCode,
    ).toBe(401);
  });

  it('validates the body: kinds, quantities, duplicate lines and the drop-off store', async () => {
    const { user } = await shopper();
    const order = await delivered(user, '2026-11-20T15:00:00Z', '2026-11-27T12:00:00Z');
    const headers = await signIn(user);
    const { lines } = await view(order.orderNumber, headers);
    const base = { kind: 'return', reason: 'other', lines: [{ lineId: lines[0].id, quantity: 1 }], method: 'pickup' };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...base, kind: 'refund' }, { kind: expect.any(String) }],
      [{ ...base, lines: [{ lineId: lines[0].id, quantity: 0 }] }, { 'lines.0.quantity': expect.any(String) }],
      [{ ...base, lines: [] }, { lines: expect.any(String) }],
      [{ ...base, extra: 1 }, { extra: 'unknown' }],
      [{ ...base, method: 'dropOff' }, { storeCode: 'required' }],
      [{ ...base, method: 'dropOff', storeCode: 'PE-001' }, { storeCode: 'unknown' }],
      [{ ...base, lines: [base.lines[0], base.lines[0]] }, { 'lines.1.lineId': 'duplicate' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await post(order.orderNumber, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', details: { fields } });
    }
    expect((await view(order.orderNumber, headers)).requests).toEqual([]);
  });

  it('creates exactly one of 20 simultaneous requests for the same line', async () => {
    const { user } = await shopper();
    let headers: Record<string, string>;
    for (let round = 0; round < 2; round++) {
      const order = await delivered(user, '2026-11-20T15:00:00Z', '2026-11-27T12:00:00Z', {
        lines: [{ sku: 'HM-2002', quantity: 2 }],
      });
      headers = await signIn(user);
      const { lines } = await view(order.orderNumber, headers);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(order.orderNumber, headers, {
            kind: 'return',
            reason: 'defective',
            lines: [{ lineId: lines[0].id, quantity: 2 }],
            method: 'pickup',
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const [row] = await t.db.sql.query<{ n: string; units: string }>(
        `SELECT (SELECT count(*) FROM order_returns WHERE order_id = $1) AS n,
                (SELECT coalesce(sum(quantity), 0) FROM order_return_lines WHERE line_id = $2) AS units`,
        [order.id, lines[0].id],
      );
      expect(Number(row!.n)).toBe(1);
      expect(Number(row!.units)).toBe(2);
    }
  });

  it('answers a request sent again with its key with the request made, even 20 at once (a retried submit)', async () => {
    const { user } = await shopper();
    const order = await delivered(user, '2026-11-20T15:00:00Z', '2026-11-27T12:00:00Z', {
      lines: [{ sku: 'HM-2002', quantity: 3 }],
    });
    const headers = await signIn(user);
    const { lines } = await view(order.orderNumber, headers);
    const payload = {
      kind: 'return',
      reason: 'defective',
      lines: [{ lineId: lines[0].id, quantity: 1 }],
      method: 'pickup',
      requestKey: '0b6f3c1e-2a4d-4e5f-9a8b-7c6d5e4f3a2b',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(order.orderNumber, headers, payload)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.json().requestNumber)).size).toBe(1);
    const after = await view(order.orderNumber, headers);
    expect(after.requests).toHaveLength(1);
    expect(after.lines[0]).toMatchObject({ returnedQuantity: 1, returnable: 2 });
    // another key is another request
    const second = await post(order.orderNumber, headers, {
      ...payload,
      requestKey: '1b6f3c1e-2a4d-4e5f-9a8b-7c6d5e4f3a2b',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().requestNumber).not.toBe(results[0]!.json().requestNumber);
  });

  it('keeps the post-sale cancellation paths apart (a returned line is not a cancellation)', async () => {
    const { user } = await shopper();
    const order = await delivered(user, '2026-11-20T15:00:00Z', '2026-11-27T12:00:00Z');
    const headers = await signIn(user);
    const cancel = (await t.app.inject({ url: `${PS}/v1/orders/${order.orderNumber}`, headers })).json();
    expect(cancel.lines.every((l: { cancellable: boolean }) => !l.cancellable)).toBe(true);
  });
});
