// Model-based test (issue 11): every transition of the order-list machine played on the real OrderListView through the flow's
// driver (filters, search, sort, pages, empty, error).
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { orderListMachine } from '../src/machines/order-list/order-list.machine';
import { orderListFlow } from '../src/views/order-list/order-list.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFocusOnFirstInvalid } from './support/focus-checks';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('order-list', 'orderList');

describe('order list model (issue 11)', () => {
  const paths = coveringPaths(generatePaths(orderListFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(orderListFlow, path, {
        recorder,
        assert: (state, { snapshot, event }) => {
          // issue 30: a refused search moves focus to the number, not left on the button
          if (event?.type === 'search.submit' && snapshot.context.searchError) expectFocusOnFirstInvalid();
          if (state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando tus compras…');
          if (state === 'ready') {
            expect(
              screen.getByRole('link', { name: 'Ver detalle de la orden N° 9010103000' }).getAttribute('href'),
            ).toBe('/cl/account/my-orders/9010103000');
            expect(screen.getByText('En preparación')).toBeTruthy();
          }
          if (state === 'empty')
            expect(screen.getByRole('status').textContent).toBe(
              snapshot.context.query.q
                ? 'No encontramos el número ingresado, prueba de nuevo' // spec §8, issue 31 item 7
                : snapshot.context.query.group || snapshot.context.query.year || snapshot.context.query.createdBy
                  ? 'No hay compras que coincidan con tu búsqueda.'
                  : 'Aún no tienes compras.',
            );
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar tus compras.');
          if (snapshot.context.searchError === 'orderSearch.digitsOnly') {
            expect(screen.getByText('El número de orden solo puede contener números')).toBeTruthy();
          }
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, orderListMachine));
});
