// Model-based test (STYLE.md §12): every path of the account home's favourite-address block on its real view. spec §2.
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/account.json';
import { favouriteAddressMachine } from '../src/machines/favourite-address/favourite-address.machine';
import { generatePaths } from '../src/flows/flow-paths';
import { favouriteAddressFlow } from '../src/views/account-home/favourite-address.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('favourite-address', 'favouriteAddress');

describe('favourite address model (spec §2)', () => {
  const all = generatePaths(favouriteAddressFlow, { tenant: 'cl', kind: 'shortest' });
  const failed = all.find((p) => p.target === 'failed')!;
  const retry = extendPath(failed, 'retry', [{ event: { type: 'block.retry' }, state: 'loading' }]);
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(favouriteAddressFlow, path, {
        recorder,
        assert: (state, { container }) => {
          const text = container.textContent ?? '';
          if (state === 'loading') expect(text).toContain(es.addresses.loading);
          if (state === 'failed') expect(text).toContain(es.home.favouriteAddress.loadFailed);
          if (state === 'empty') expect(text).toContain(es.home.favouriteAddress.empty);
          if (state === 'shown')
            expect(container.querySelector('address')?.textContent).toContain('Calle Demostración 123');
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, favouriteAddressMachine));
});
