// Model-based test (issue 11): repurchase on the real view: the order's lines (unavailable ones cannot be chosen), adding to
// the cart, a failed add, and no order chosen.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { repurchaseMachine } from '../src/machines/repurchase/repurchase.machine';
import { repurchaseFlow } from '../src/views/repurchase/repurchase.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('repurchase', 'repurchase');

describe('repurchase model (issue 11)', () => {
  const paths = coveringPaths(generatePaths(repurchaseFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(repurchaseFlow, path, {
        recorder,
        assert: (state) => {
          if (state === 'ready')
            expect((screen.getByLabelText(/Producto descontinuado/) as HTMLInputElement).disabled).toBe(true);
          if (state === 'notFound') expect(screen.getByRole('link', { name: 'Ir a mis compras' })).toBeTruthy();
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar los productos.');
          if (state === 'addFailed')
            expect(screen.getByRole('alert').textContent).toBe(
              'No pudimos agregar los productos al carro. Inténtalo nuevamente.',
            );
          if (state === 'added')
            expect(screen.getByRole('status').textContent).toBe(
              'Agregamos 1 producto al carro. Tu carro tiene 3 productos.',
            );
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, repurchaseMachine));
});
