// Model-based test (STYLE.md §12): every path of the buyer's purchase allowance on its real view (spec §6, issue 30).
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/common.json';
import { generatePaths } from '../src/flows/flow-paths';
import { purchaseAllowanceMachine } from '../src/machines/purchase-allowance/purchase-allowance.machine';
import { purchaseAllowanceFlow } from '../src/views/purchase-allowance/purchase-allowance.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('purchase-allowance', 'purchaseAllowance');

describe('purchase allowance model (spec §6)', () => {
  const all = generatePaths(purchaseAllowanceFlow, { tenant: 'pe-b2b', kind: 'shortest' });
  const failed = all.find((p) => p.target === 'failed')!;
  const retry = extendPath(failed, 'retry', [{ event: { type: 'allowance.retry' }, state: 'loading' }]);
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(purchaseAllowanceFlow, path, {
        recorder,
        assert: (state, { container }) => {
          const text = container.textContent ?? '';
          if (state === 'loading') expect(text).toContain(es.purchaseAllowance.loading);
          if (state === 'failed') expect(text).toContain(es.purchaseAllowance.loadFailed);
          if (state === 'hidden') expect(container.querySelector('[data-testid="purchase-allowance"]')).toBeNull();
          if (state === 'shown') {
            expect(text).toMatch(/Tu monto máximo de compra: S\/\s?5,000\.00/);
            expect(text).toMatch(/Disponible en los últimos 30 días: S\/\s?3,749\.50/);
          }
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, purchaseAllowanceMachine));
});
