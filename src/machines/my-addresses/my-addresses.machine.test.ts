// spec §2 addresses page: list, add through the modal, edit, delete with confirmation, mark preferred; spec §8 failures.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Address } from '../../contracts/address.contract';
import { addressModalMachine } from '../address-modal/address-modal.machine';
import { connectMyAddresses } from './my-addresses.connect';
import { myAddressesMachine } from './my-addresses.machine';
import { myAddressesSampleInput, myAddressesSampleList } from './my-addresses.samples';
import { addressSampleSaved } from '../shared/samples';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  opts: { list?: () => Promise<Address[]>; del?: () => Promise<Address[]>; prefer?: () => Promise<Address[]> } = {},
) {
  const notify = vi.fn();
  const list = vi.fn(opts.list ?? (async () => myAddressesSampleList));
  const machine = myAddressesMachine.provide({
    actors: {
      listAddresses: fromPromise(async () => ({ addresses: await list(), postcodeTable: true as boolean })),
      deleteAddress: fromPromise(async () => (opts.del ?? (async () => myAddressesSampleList.slice(1)))()),
      setPreferred: fromPromise(async () => (opts.prefer ?? (async () => myAddressesSampleList))()),
      // spec §9's close animation is the modal's own (its tests cover it); here it ends on the next tick
      addressModal: addressModalMachine.provide({ delays: { closeAnimation: 0 } }),
    },
    actions: { notify: (_, params) => notify(params.notice) },
  });
  const actor = createActor(machine, { input: myAddressesSampleInput }).start();
  const api = () => connectMyAddresses(actor.getSnapshot(), actor.send);
  const modal = () => actor.getSnapshot().children.addressModal as ActorRefFrom<typeof addressModalMachine>;
  return { actor, api, notify, list, modal };
}

describe('my addresses (spec §2)', () => {
  it('loads the list, and retries after a failure', async () => {
    let fail = true;
    const { api } = start({
      list: async () => {
        if (fail) throw new Error('x');
        return [];
      },
    });
    expect(api().isLoading).toBe(true);
    await flush();
    expect(api()).toMatchObject({ loadFailed: true, failureKey: 'addresses.failures.loadFailed' });
    fail = false;
    api().onRetry();
    await flush();
    expect(api()).toMatchObject({ isEmpty: true, failureKey: null, canAdd: true });
  });

  it('opens the modal to add, reloads and tells when it saved; closing it changes nothing', async () => {
    const { api, actor, notify, list, modal } = start();
    await flush();
    expect(api().addresses[0]).toMatchObject({
      line: 'Calle Demostración 123',
      area: 'Santiago, Santiago, Región Metropolitana de Santiago',
    });
    api().onAdd();
    expect(api().modalOpen).toBe(true);
    expect(modal().getSnapshot().context.operation).toBe('add');
    modal().send({ type: 'modal.close' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(notify).not.toHaveBeenCalled();
    api().addresses[1]!.onEdit();
    expect(modal().getSnapshot().context).toMatchObject({ operation: 'edit', addressId: myAddressesSampleList[1]!.id });
    // the modal's saved output
    actor.send({ type: 'xstate.done.actor.addressModal', output: { saved: addressSampleSaved } } as never);
    expect(api().isLoading).toBe(true);
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    // one message: the toast (notify), no banner beside it
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('saved');
    expect(api().failureKey).toBeNull();
  });

  it('deletes after confirmation, or not; a failure says so', async () => {
    let fail = false;
    const { api, notify } = start({
      del: async () => {
        if (fail) throw new Error('x');
        return myAddressesSampleList.slice(1);
      },
    });
    await flush();
    api().addresses[0]!.onDelete();
    expect(api().confirmingDelete?.addressName).toBe('Casa');
    api().onCancelDelete();
    expect(api().confirmingDelete).toBeNull();
    api().addresses[0]!.onDelete();
    api().onConfirmDelete();
    expect(api().isBusy).toBe(true);
    expect(api().addresses[0]!.isWorking).toBe(true);
    await flush();
    expect(api().addresses).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('deleted');
    fail = true;
    api().addresses[0]!.onDelete();
    api().onConfirmDelete();
    await flush();
    expect(api().failureKey).toBe('addresses.failures.deleteFailed');
  });

  it('marks preferred, and says when it was not saved; unknown ids are ignored', async () => {
    let fail = false;
    const { api, actor, notify } = start({
      prefer: async () => {
        if (fail) throw new Error('x');
        return myAddressesSampleList;
      },
    });
    await flush();
    api().addresses[1]!.onPrefer();
    await flush();
    expect(notify).toHaveBeenCalledWith('preferred');
    fail = true;
    api().addresses[1]!.onPrefer();
    await flush();
    expect(api().failureKey).toBe('addresses.failures.preferFailed');
    actor.send({ type: 'address.prefer', id: 'nope' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
