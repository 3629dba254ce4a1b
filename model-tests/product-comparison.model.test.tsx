// Model-based test (issue 34 item 4): the comparison on the real view: two products side by side, removing one and then the
// last, the empty state, and a failed load with its retry.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { productComparisonMachine } from '../src/machines/product-comparison/product-comparison.machine';
import { productComparisonFlow } from '../src/views/product-comparison/product-comparison.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('product-comparison', 'productComparison');

describe('product comparison model (issue 34)', () => {
  const paths = coveringPaths(generatePaths(productComparisonFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(productComparisonFlow, path, {
        recorder,
        assert: (state, { snapshot }) => {
          if (state === 'ready') {
            const table = screen.getByRole('table');
            const columns = within(table).getAllByRole('columnheader');
            expect(columns).toHaveLength(snapshot.context.items.length);
            expect(within(table).getByRole('rowheader', { name: 'Despacho a domicilio' })).toBeTruthy();
            if (snapshot.context.items.length === 2) {
              expect(table.textContent).toContain('$19.990 la caja');
              expect(table.textContent).toContain('$39.990');
            }
          }
          if (state === 'empty') expect(screen.getByText(/Puedes comparar hasta 2 productos/)).toBeTruthy();
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar la comparación.');
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, productComparisonMachine));
});
