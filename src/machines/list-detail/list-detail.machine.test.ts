// spec §2, §3, §5: the list detail machine with the server answers supplied through provide().
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectListDetail } from './list-detail.connect';
import { listDetailMachine } from './list-detail.machine';
import { listDetailLoadSample, listDetailWithRollerSample } from './list-detail.samples';
import type { ListChange, ListDetailLoad } from './list-detail.types';
import type { ListDetail } from '../../contracts/lists.contract';
import { paintSample, rollerSample, storeSample } from '../shared/samples';

function start(
  answers: { load?: () => Promise<ListDetailLoad>; change?: (c: ListChange) => Promise<ListDetail> } = {},
  canPurchase?: boolean,
) {
  const calls = { changes: [] as ListChange[], repurchase: 0, quote: [] as string[] };
  const machine = listDetailMachine.provide({
    actors: {
      loadList: fromPromise(async () => (answers.load ? answers.load() : listDetailLoadSample)),
      changeList: fromPromise<ListDetail, { listId: string; change: ListChange }>(async ({ input }) => {
        calls.changes.push(input.change);
        return (answers.change ?? (() => Promise.resolve(listDetailWithRollerSample)))(input.change);
      }),
      repurchaseList: fromPromise(async () => {
        calls.repurchase += 1;
        return { addedUnits: 3 };
      }),
      quoteList: fromPromise<{ id: string; number: string }, { listId: string; storeId: string }>(async ({ input }) => {
        calls.quote.push(input.storeId);
        return { id: 'q1', number: '4100000042' };
      }),
    },
  });
  const actor = createActor(machine, { input: { listId: 'l1', canPurchase } }).start();
  return { actor, calls, api: () => connectListDetail(actor.getSnapshot(), actor.send) };
}

describe('list detail machine (spec §2, §3, §5)', () => {
  it('loads, adds a product from the catalogue, changes a quantity, removes an item and toggles sharing', async () => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().addable.map((p) => p.sku)).toEqual([rollerSample.sku]);
    expect(api().canAdd).toBe(false);
    actor.send({ type: 'product.select', sku: rollerSample.sku });
    api().add();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'item.quantity', sku: paintSample.sku, quantity: 0 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    api()
      .getQuantityProps(paintSample.sku)
      .onChange({ target: { value: '5' } });
    await waitFor(actor, (s) => s.matches('ready'));
    api().remove(paintSample.sku);
    await waitFor(actor, (s) => s.matches('ready'));
    api().getSharedProps().onChange();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.changes).toEqual([
      { kind: 'add', sku: rollerSample.sku },
      { kind: 'quantity', sku: paintSample.sku, quantity: 5 },
      { kind: 'remove', sku: paintSample.sku },
      { kind: 'share', shared: false },
    ]);
  });

  it('renames with the name rule, and shows the duplicate answer of the server on the field', async () => {
    const { actor, calls, api } = start({
      change: (c) =>
        c.kind === 'rename'
          ? Promise.reject({ code: 'LIST_NAME_EXISTS' })
          : Promise.resolve(listDetailWithRollerSample),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    api()
      .getNameProps()
      .onChange({ target: { value: '' } });
    api().onRename();
    expect(api().nameErrorKey).toBe('lists.nameRequired');
    api()
      .getNameProps()
      .onChange({ target: { value: 'Mi primera lista' } });
    api().onRename();
    await waitFor(actor, (s) => s.matches('ready') && s.context.nameError !== null);
    expect(api().nameErrorKey).toBe('lists.nameDuplicate');
    expect(api().getNameProps().value).toBe('Mi primera lista');
    expect(calls.changes).toEqual([{ kind: 'rename', name: 'Mi primera lista' }]);
  });

  it('refuses a 65-character new name with the message instead of cutting it to 64 (issue 30)', async () => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().getNameProps()).not.toHaveProperty('maxLength');
    api()
      .getNameProps()
      .onChange({ target: { value: 'a'.repeat(65) } });
    api().onRename();
    expect(api().nameErrorKey).toBe('lists.nameTooLong');
    expect(api().getNameProps().value).toHaveLength(65);
    expect(calls.changes).toEqual([]);
  });

  it('repurchases into the cart and quotes the list at the chosen store', async () => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    api().repurchase();
    await waitFor(actor, (s) => s.matches('ready') && s.context.addedUnits !== null);
    // issue 30: what the repurchase added, not the cart's count
    expect(api().addedUnits).toBe(3);
    api()
      .getStoreSelectProps()
      .onChange({ target: { value: storeSample.id } });
    api().quote();
    await waitFor(actor, (s) => s.matches('ready') && s.context.quotation !== null);
    expect(api().quotation).toEqual({ id: 'q1', number: '4100000042' });
    expect(api().addedUnits).toBeNull();
    expect(calls).toMatchObject({ repurchase: 1, quote: [storeSample.id] });
  });

  it('offers a quoter the quotation only: no repurchase is sent (spec §6, issue 30)', async () => {
    const { actor, calls, api } = start({}, false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().mayPurchase).toBe(false);
    expect(api().canRepurchase).toBe(false);
    api().repurchase();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    api()
      .getStoreSelectProps()
      .onChange({ target: { value: storeSample.id } });
    expect(api().canQuote).toBe(true);
    api().quote();
    await waitFor(actor, (s) => s.matches('ready') && s.context.quotation !== null);
    expect(calls).toMatchObject({ repurchase: 0, quote: [storeSample.id] });
  });

  it('shows the server refusing a quoter with its message (QUOTE_ONLY_ROLE)', async () => {
    const machine = listDetailMachine.provide({
      actors: {
        loadList: fromPromise(async () => listDetailLoadSample),
        repurchaseList: fromPromise<{ addedUnits: number }, { listId: string }>(async () => {
          throw { code: 'QUOTE_ONLY_ROLE', status: 403 };
        }),
      },
    });
    const actor = createActor(machine, { input: { listId: 'l1' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.repurchase' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('QUOTE_ONLY_ROLE');
  });

  it("answers another account's list as not found, and retries after a failure", async () => {
    const gone = start({ load: () => Promise.reject({ code: 'NOT_FOUND' }) });
    await waitFor(gone.actor, (s) => s.matches('notFound'));
    let fail = true;
    const { actor, api } = start({
      load: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(listDetailLoadSample)),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(api().error).toBe('GENERIC_ERROR');
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
