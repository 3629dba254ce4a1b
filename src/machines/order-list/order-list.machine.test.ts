import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderListQuery } from '../../contracts/orders.contract';
import { connectOrderList } from './order-list.connect';
import { orderListMachine } from './order-list.machine';
import { orderListPage } from './order-list.samples';

function start(pages: (q: OrderListQuery) => Promise<ReturnType<typeof orderListPage>>) {
  const queries: OrderListQuery[] = [];
  const machine = orderListMachine.provide({
    actors: {
      loadOrders: fromPromise(async ({ input }: { input: OrderListQuery }) => (queries.push(input), pages(input))),
    },
  });
  return {
    actor: createActor(machine, { input: { tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' } } }).start(),
    queries,
  };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('order list machine (spec §2, §4)', () => {
  it('loads, filters back to page 1, pages forward and back', async () => {
    const { actor, queries } = start(async () => orderListPage(true));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'page.next' });
    await settle();
    expect(queries.at(-1)).toMatchObject({ page: 2 });
    actor.send({ type: 'filter.group', value: 'cancelled' });
    await settle();
    expect(queries.at(-1)).toEqual({ page: 1, group: 'cancelled' });
    actor.send({ type: 'filter.year', value: '2025' });
    await settle();
    actor.send({ type: 'sort.change', value: 'dateAsc' });
    await settle();
    expect(queries.at(-1)).toEqual({ page: 1, group: 'cancelled', year: 2025, sort: 'dateAsc' });
    actor.send({ type: 'filter.group', value: '' });
    await settle();
    expect(queries.at(-1)?.group).toBeUndefined();
  });

  it("searches digits only and shows the rule's message otherwise", async () => {
    const { actor, queries } = start(async () => orderListPage(false, []));
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'search.change', value: '12a' });
    actor.send({ type: 'search.submit' });
    expect(connectOrderList(actor.getSnapshot(), actor.send).search.error.key).toBe('orderSearch.digitsOnly');
    actor.send({ type: 'search.change', value: ' 90 1 ' });
    actor.send({ type: 'search.submit' });
    await settle();
    expect(queries.at(-1)).toMatchObject({ q: '901', page: 1 });
    expect(connectOrderList(actor.getSnapshot(), actor.send).isFiltered).toBe(true);
    // issue 31 item 7: an unknown number answers as the guest lookup does (spec §8)
    expect(connectOrderList(actor.getSnapshot(), actor.send).emptyKey).toBe('list.numberNotFound');
  });

  it('shows a failure and retries', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw { code: 'GENERIC_ERROR' };
      return orderListPage(false);
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    connectOrderList(actor.getSnapshot(), actor.send).retry();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(connectOrderList(actor.getSnapshot(), actor.send).canPrev).toBe(false);
  });
});
