// The operator command (npm run orders) and the demo orders seed (issue 11), on both back ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/orders';
import { seedDemoData } from '../../src/db/seed';
import { demoOrderNumber, SHOPPER_ORDER_PLAN } from '../../src/db/seed-orders';
import { ORDER_STATUSES } from '../../../src/rules/order-status';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { openSession, sessionHeaders } from '../helpers/sessions';

describe.each(testBackends())('orders command and demo orders on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedDemoData(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(
      argv,
      {},
      (l) => out.push(l),
      (l) => err.push(l),
      t.db,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('seeds every demo shopper with an order in every state, and the company with orders by different collaborators', async () => {
    const shopper = await t.app.users.findByEmail('cl', 'shopper.cl@demo.example.com');
    const headers = sessionHeaders(await openSession(t.app, shopper!));
    const list = (await t.app.inject({ url: '/api/my-account/cl/orders?pageSize=50', headers })).json();
    expect(new Set(list.orders.map((o: { status: string }) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(list.orders).toHaveLength(SHOPPER_ORDER_PLAN.length);

    const owner = await t.app.users.findByEmail('pe-b2b', 'owner.pe-b2b@demo.example.com');
    const ownerHeaders = sessionHeaders(await openSession(t.app, owner!));
    const company = (
      await t.app.inject({ url: '/api/my-account/pe-b2b/orders?pageSize=50', headers: ownerHeaders })
    ).json();
    expect(new Set(company.orders.map((o: { createdBy: { name: string } }) => o.createdBy.name))).toEqual(
      new Set(['Rosa Paredes', 'Elena Castro', 'Carmen Flores']),
    );
  });

  it('issue 15: the demo closed order came from a quotation; the command turns another quotation into an order, once', async () => {
    const shopper = await t.app.users.findByEmail('cl', 'shopper.cl@demo.example.com');
    const headers = sessionHeaders(await openSession(t.app, shopper!));
    const listed = async () =>
      (await t.app.inject({ url: '/api/my-account/v1/quotations/orders', headers })).json().orders as {
        orderNumber: string;
        quotationNumber: string;
        status: string;
      }[];
    const seeded = await listed();
    expect(seeded).toEqual([expect.objectContaining({ orderNumber: demoOrderNumber('cl', 1, 5), status: 'closed' })]);
    const quotations = (await t.app.inject({ url: '/api/my-account/v1/quotations', headers })).json().quotations as {
      number: string;
      status: string;
    }[];
    expect(quotations.find((q) => q.number === seeded[0]!.quotationNumber)?.status).toBe('converted');

    const valid = quotations.find((q) => q.status === 'valid')!;
    const made = await run('create', '--tenant', 'cl', '--quotation', valid.number, '--status', 'paymentConfirmed');
    expect(made).toMatchObject({ code: 0, out: expect.stringContaining(`created from quotation ${valid.number}`) });
    expect((await listed()).map((o) => o.quotationNumber)).toEqual([valid.number, seeded[0]!.quotationNumber]);
    expect((await run('create', '--tenant', 'cl', '--quotation', valid.number)).code).toBe(1);
    expect((await run('create', '--tenant', 'cl', '--quotation', '1')).err).toBe(
      'No quotation with that number in this tenant.',
    );
  });

  it('creates an order, moves it and a line through the states, and marks a line out of the warehouse', async () => {
    const created = await run(
      'create',
      '--tenant',
      'cl',
      '--email',
      'shopper.cl@demo.example.com',
      '--status',
      'preparing',
      '--payment',
      'cash',
      '--sku',
      'HM-1001:2',
      '--sku',
      'HM-2002',
      '--number',
      '123456789',
    );
    expect(created).toMatchObject({ code: 0, out: expect.stringContaining('order 123456789 created') });
    expect((await run('left-warehouse', '--tenant', 'cl', '--order', '123456789', '--line', '2')).code).toBe(0);
    expect((await run('line', '--tenant', 'cl', '--order', '123456789', '--line', '1', '--to', 'expired')).code).toBe(
      0,
    );
    expect((await run('status', '--tenant', 'cl', '--order', '123456789', '--to', 'onTheRoute')).out).toBe(
      'order 123456789: preparing -> onTheRoute',
    );
    const shown = await run('show', '--tenant', 'cl', '--order', '123456789');
    expect(shown.out).toContain('line 1: HM-1001 x2 expired');
    expect(shown.out).toContain('line 2: HM-2002 x1 onTheRoute (left the warehouse)');
  });

  it('refuses unknown orders, accounts, states and tenants', async () => {
    expect((await run('status', '--tenant', 'cl', '--order', '1', '--to', 'closed')).code).toBe(1);
    expect((await run('status', '--tenant', 'cl', '--order', demoOrderNumber('cl', 1, 0), '--to', 'flying')).code).toBe(
      2,
    );
    expect((await run('create', '--tenant', 'cl', '--email', 'nobody@example.com', '--sku', 'HM-1001')).code).toBe(1);
    expect((await run('show', '--tenant', 'zz', '--order', '1')).code).toBe(2);
    expect(
      (await run('line', '--tenant', 'cl', '--order', demoOrderNumber('cl', 1, 0), '--line', '9', '--to', 'closed'))
        .code,
    ).toBe(1);
  });
});
