import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectSeekOrder } from './seek-order.connect';
import { seekOrderMachine } from './seek-order.machine';
import type { SeekOrderResponse } from '../../contracts/orders.contract';

const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' };
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('seek order machine (spec §2, §6, §8)', () => {
  it('checks digits, then shows the status or not found', async () => {
    const asked: string[] = [];
    const actor = createActor(
      seekOrderMachine.provide({
        actors: {
          seekOrder: fromPromise<SeekOrderResponse, string>(async ({ input }) => {
            asked.push(input);
            if (input !== '9010104000') throw { code: 'NOT_FOUND' };
            return { orderNumber: input, status: 'onTheRoute', estimatedDelivery: null };
          }),
        },
      }),
      { input: { tenant } },
    ).start();
    actor.send({ type: 'form.submit' });
    expect(connectSeekOrder(actor.getSnapshot(), actor.send).field.error.key).toBe('orderSearch.required');
    actor.send({ type: 'field.change', value: '1' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(connectSeekOrder(actor.getSnapshot(), actor.send).isNotFound).toBe(true);
    actor.send({ type: 'field.change', value: '901 010 4000' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(asked).toEqual(['1', '9010104000']);
    expect(connectSeekOrder(actor.getSnapshot(), actor.send).result?.status).toBe('onTheRoute');
  });
});
