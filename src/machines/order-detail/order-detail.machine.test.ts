import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderDetailMachine } from './order-detail.machine';
import { deliveredOrderDetail, sampleOrderDetail } from './order-detail.samples';
import { connectOrderDetail } from './order-detail.connect';

const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' };
const settle = () => new Promise((r) => setTimeout(r, 0));
const start = (orderNumber: string, load: () => Promise<typeof sampleOrderDetail>) =>
  createActor(orderDetailMachine.provide({ actors: { loadOrder: fromPromise(async () => load()) } }), {
    input: { tenant, orderNumber },
  }).start();

describe('order detail machine (spec §2, §8)', () => {
  it('shows the order once loaded', async () => {
    const actor = start('9010103000', async () => sampleOrderDetail);
    await settle();
    const api = connectOrderDetail(actor.getSnapshot(), actor.send);
    expect(api.detail?.orderNumber).toBe('9010103000');
    expect(api.tracking).toHaveLength(3);
  });

  it('reads a 404 as not found, and retries other failures', async () => {
    const missing = start('1', () => Promise.reject({ code: 'NOT_FOUND', status: 404 }));
    await settle();
    expect(missing.getSnapshot().value).toBe('notFound');
    let fail = true;
    const flaky = start('1', () =>
      fail ? Promise.reject({ code: 'GENERIC_ERROR' }) : Promise.resolve(sampleOrderDetail),
    );
    await settle();
    expect(flaky.getSnapshot().value).toBe('failed');
    fail = false;
    connectOrderDetail(flaky.getSnapshot(), flaky.send).retry();
    await settle();
    expect(flaky.getSnapshot().value).toBe('ready');
  });

  it('says why no cancellation is offered (spec §4, §8; issue 30 item 9)', async () => {
    const open = start('9010103000', async () => sampleOrderDetail);
    await settle();
    expect(connectOrderDetail(open.getSnapshot(), open.send).noCancelKey).toBeNull();

    const { detail } = sampleOrderDetail;
    const shipped = {
      ...sampleOrderDetail,
      detail: {
        ...detail,
        status: 'onTheRoute' as const,
        canCancel: false,
        lines: detail.lines.map((line) => ({ ...line, leftWarehouse: true, cancellable: false })),
      },
    };
    const onItsWay = start('9010103000', async () => shipped);
    await settle();
    expect(connectOrderDetail(onItsWay.getSnapshot(), onItsWay.send).noCancelKey).toBe('errors.ORDER_ALREADY_SHIPPED');

    const cancelled = { ...sampleOrderDetail, detail: { ...detail, status: 'canceled' as const, canCancel: false } };
    const done = start('9010103000', async () => cancelled);
    await settle();
    expect(connectOrderDetail(done.getSnapshot(), done.send).noCancelKey).toBe('errors.CANCELLATION_NOT_AVAILABLE');
  });

  it('offers a return on a delivered order inside the windows, or says why not (spec §9, issue 31 item 5)', async () => {
    const open = start('9010105000', async () => deliveredOrderDetail);
    await settle();
    const api = connectOrderDetail(open.getSnapshot(), open.send);
    expect(api.returnOffer).toEqual({
      key: 'detail.windowOpen',
      exchangeUntil: '2026-04-01',
      returnUntil: '2026-06-30',
    });
    expect(api.noReturnKey).toBeNull();
    expect(api.returnRequests.map((r) => r.requestNumber)).toEqual(['DV200001']);

    const { returns } = deliveredOrderDetail;
    const returnOnly = {
      ...deliveredOrderDetail,
      returns: { ...returns, windows: { ...returns.windows!, exchange: { open: false, until: '2026-04-01' } } },
    };
    const late = start('9010105000', async () => returnOnly);
    await settle();
    expect(connectOrderDetail(late.getSnapshot(), late.send).returnOffer?.key).toBe('detail.returnOnly');

    const closed = { ...deliveredOrderDetail, returns: { ...returns, eligibility: 'windowClosed' as const } };
    const over = start('9010105000', async () => closed);
    await settle();
    expect(connectOrderDetail(over.getSnapshot(), over.send)).toMatchObject({
      returnOffer: null,
      noReturnKey: 'unavailable.windowClosed',
    });

    const allReturned = {
      ...deliveredOrderDetail,
      returns: {
        ...returns,
        lines: returns.lines.map((l) => ({ ...l, returnable: 0, refusal: 'alreadyReturned' as const })),
      },
    };
    const done = start('9010105000', async () => allReturned);
    await settle();
    expect(connectOrderDetail(done.getSnapshot(), done.send).noReturnKey).toBe('unavailable.nothingLeft');

    // not delivered: neither offered nor refused (the cancellation speaks for it)
    const preparing = start('9010103000', async () => sampleOrderDetail);
    await settle();
    expect(connectOrderDetail(preparing.getSnapshot(), preparing.send)).toMatchObject({
      returnOffer: null,
      noReturnKey: null,
    });
  });
});
