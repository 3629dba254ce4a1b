// Model-based test (STYLE.md §12): every path of the account home's payment-method block on its real view. spec §2.
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/payment.json';
import { favouriteCardMachine } from '../src/machines/favourite-card/favourite-card.machine';
import { generatePaths } from '../src/flows/flow-paths';
import { favouriteCardFlow } from '../src/views/payment/favourite-card.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('favourite-card', 'favouriteCard');

describe('favourite card model (spec §2)', () => {
  const all = generatePaths(favouriteCardFlow, { tenant: 'cl', kind: 'shortest' });
  const failed = all.find((p) => p.target === 'failed')!;
  const retry = extendPath(failed, 'retry', [{ event: { type: 'block.retry' }, state: 'loading' }]);
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(favouriteCardFlow, path, {
        recorder,
        assert: (state, { container }) => {
          const text = container.textContent ?? '';
          if (state === 'loading') expect(text).toContain(es.page.loading);
          if (state === 'failed') expect(text).toContain(es.home.loadError);
          if (state === 'none') expect(text).toContain(es.home.none);
          if (state === 'shown') expect(text).toContain('terminada en 7899');
          if (state !== 'shown') expect(text).not.toContain('terminada en');
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, favouriteCardMachine));
});
