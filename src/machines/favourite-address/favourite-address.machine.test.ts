// spec §2 account home: the favourite address block with its empty and error states.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Address as AddressData } from '../../contracts/address.contract';
import { connectFavouriteAddress } from './favourite-address.connect';
import { favouriteAddressMachine } from './favourite-address.machine';
import { addressSampleSaved } from '../shared/samples';

const flush = () => new Promise((r) => setTimeout(r, 0));
const start = (load: () => Promise<AddressData | null>) => {
  const actor = createActor(
    favouriteAddressMachine.provide({ actors: { loadPreferred: fromPromise(async () => load()) } }),
  ).start();
  return { actor, api: () => connectFavouriteAddress(actor.getSnapshot(), actor.send) };
};

describe('favourite address block', () => {
  it('shows the preferred address', async () => {
    const { api } = start(async () => addressSampleSaved);
    expect(api().isLoading).toBe(true);
    await flush();
    expect(api().address).toEqual({
      name: 'Casa',
      line: 'Calle Demostración 123',
      area: 'Santiago, Santiago, Región Metropolitana de Santiago',
      postcode: '9990001',
    });
  });
  it('is empty without one, and retries after a failure', async () => {
    let fail = true;
    const { api } = start(async () => {
      if (fail) throw new Error('x');
      return null;
    });
    await flush();
    expect(api().failed).toBe(true);
    fail = false;
    api().onRetry();
    await flush();
    expect(api()).toMatchObject({ isEmpty: true, address: null });
  });
});
