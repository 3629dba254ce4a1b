// spec §2 zones and stores (issue 30 item 9): stores by zone from the server, empty, failed with a retry.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectZonesAndStores } from './zones-and-stores.connect';
import { zonesAndStoresMachine } from './zones-and-stores.machine';
import { zonesAndStoresSample } from './zones-and-stores.samples';
import type { StoresResponse } from '../../contracts/stores.contract';

function start(load: () => Promise<StoresResponse>) {
  const actor = createActor(
    zonesAndStoresMachine.provide({ actors: { loadStores: fromPromise(async () => load()) } }),
  ).start();
  return { actor, api: () => connectZonesAndStores(actor.getSnapshot(), actor.send) };
}

describe('zonesAndStoresMachine', () => {
  it('shows the zones with each store address and hours; spec §9 hours in every step', async () => {
    const { actor, api } = start(async () => zonesAndStoresSample);
    expect(api()).toMatchObject({ step: 'loading', isLoading: true });
    expect(api().serviceLines.map((l) => l.values)).toEqual([
      { from: '09:00', to: '21:00' },
      { from: '08:30', to: '21:00' },
      { from: '09:00', to: '21:00' },
    ]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(api().step).toBe('ready');
    expect(api().zones.map((z) => [z.name, z.stores.map((s) => s.name)])).toEqual([
      ['Concepción', ['Tienda Concepción']],
      ['Santiago', ['Tienda Alameda', 'Tienda Santiago']],
    ]);
    expect(api().zones[0]!.stores[0]).toMatchObject({
      address: 'Av. Demostración 300',
      hours: [
        { messageKey: 'zonesAndStores.hoursWeekdays', values: { from: '08:30', to: '21:00' } },
        { messageKey: 'zonesAndStores.hoursWeekend', values: { from: '09:00', to: '21:00' } },
      ],
    });
  });

  it('a tenant without stores is empty; a failed load retries', async () => {
    let fail = true;
    const { actor, api } = start(async () => {
      if (fail) throw new Error('down');
      return { ...zonesAndStoresSample, zones: [] };
    });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    api().retry();
    expect(api().step).toBe('loading');
    await waitFor(actor, (s) => s.status === 'done');
    expect(api()).toMatchObject({ step: 'empty', zones: [] });
  });
});
