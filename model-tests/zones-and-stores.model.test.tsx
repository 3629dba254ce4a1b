// Model-based test (STYLE.md §12, issue 30 item 9): the zones and stores page (spec §2) on its real view: the stores by zone
// with address and hours from the server, spec §9's delivery and customer-service hours in every state, empty and a retry.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import es from '../src/i18n/locales/es/common.json';
import { generatePaths } from '../src/flows/flow-paths';
import { zonesAndStoresMachine } from '../src/machines/zones-and-stores/zones-and-stores.machine';
import type { ZonesAndStoresContext } from '../src/machines/zones-and-stores/zones-and-stores.types';
import { zonesAndStoresFlow } from '../src/views/zones-and-stores/zones-and-stores.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('zones-and-stores', 'zonesAndStores');
const z = es.zonesAndStores;
const fill = (text: string, v: { from: string; to: string }) =>
  text.replace('{{from}}', v.from).replace('{{to}}', v.to);

function assertScreen(state: string, c: ZonesAndStoresContext) {
  // spec §9: delivery 09:00-21:00, customer service Mon-Fri 08:30-21:00, weekends and holidays 09:00-21:00, always shown
  expect(screen.getByText(fill(z.deliveryHours, { from: '09:00', to: '21:00' }))).toBeTruthy();
  expect(screen.getByText(fill(z.serviceWeekdays, { from: '08:30', to: '21:00' }))).toBeTruthy();
  expect(screen.getByText(fill(z.serviceWeekend, { from: '09:00', to: '21:00' }))).toBeTruthy();
  expect(screen.getByRole('heading', { name: z.storesTitle })).toBeTruthy();
  if (state === 'loading') expect(screen.getByText(z.loading)).toBeTruthy();
  else expect(screen.queryByText(z.loading)).toBeNull();
  if (state === 'failed') {
    expect(screen.getByRole('alert').textContent).toBe(z.failed);
    expect(screen.getByRole('button', { name: z.retry })).toBeTruthy();
  }
  if (state === 'empty') expect(screen.getByText(z.empty)).toBeTruthy();
  const zones = screen.queryAllByTestId('store-zone');
  if (state !== 'ready') expect(zones).toHaveLength(0);
  else {
    expect(zones.map((el) => within(el).getByRole('heading', { level: 3 }).textContent)).toEqual(
      c.zones.map((x) => x.zone),
    );
    c.zones.forEach((zone, i) => {
      const stores = within(zones[i]!).getAllByTestId('store');
      expect(stores).toHaveLength(zone.stores.length);
      zone.stores.forEach((store, j) => {
        const text = stores[j]!.textContent ?? '';
        expect(text).toContain(store.name);
        expect(text).toContain(store.address);
        expect(text).toContain(
          fill(
            z.hoursWeekdays,
            store.hours.find((h) => h.days === 'weekdays')!,
          ),
        );
        expect(text).toContain(
          fill(
            z.hoursWeekend,
            store.hours.find((h) => h.days === 'weekend')!,
          ),
        );
      });
    });
  }
}

describe('zones and stores model (spec §2)', () => {
  const all = generatePaths(zonesAndStoresFlow, { tenant: 'cl', kind: 'shortest' });
  const retry = extendPath(
    all.find((p) => p.target === 'failed')!,
    'retry',
    [{ event: { type: 'stores.retry' }, state: 'loading' }],
  );
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(zonesAndStoresFlow, path, {
        recorder,
        tenant: 'cl',
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as ZonesAndStoresContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, zonesAndStoresMachine));
});
