import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderDetailMachine } from './order-detail.machine';
import { sampleOrderDetail } from './order-detail.samples';
import { connectOrderDetail } from './order-detail.connect';

const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' };
const settle = () => new Promise((r) => setTimeout(r, 0));
const start = (orderNumber: string, load: () => Promise<typeof sampleOrderDetail>) =>
  createActor(orderDetailMachine.provide({ actors: { loadOrder: fromPromise(load) } }), {
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
});
