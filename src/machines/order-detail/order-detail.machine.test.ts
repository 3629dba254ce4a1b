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
});
