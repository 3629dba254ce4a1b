// Model-based test (issue 11): the order detail machine on the real view: loading, the order with tracking and its PDF link,
// the invalid-id page of spec §8 and a retried failure.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { orderDetailMachine } from '../src/machines/order-detail/order-detail.machine';
import { orderDetailFlow } from '../src/views/order-detail/order-detail.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('order-detail', 'orderDetail');

describe('order detail model (issue 11)', () => {
  const paths = coveringPaths(generatePaths(orderDetailFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(orderDetailFlow, path, {
        recorder,
        assert: (state) => {
          if (state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando la orden…');
          if (state === 'ready') {
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orden N° 9010103000');
            expect(screen.getByRole('link', { name: 'Descargar boleta (PDF)' }).getAttribute('href')).toMatch(
              /\/api\/my-account\/v2\/invoices\/11111111-1111-4111-8111-111111111111\/download$/,
            );
            expect(screen.getByRole('link', { name: 'Solicitar cancelación' }).getAttribute('href')).toBe(
              '/cl/account/my-orders/9010103000/cancellation',
            );
            expect(screen.getByText('Ticket de cancelación N° TK100001')).toBeTruthy();
            // the order can be cancelled: no refusal is shown (issue 30 item 9)
            expect(
              screen.queryByText('No es posible cancelar un pedido que ya fue despachado o entregado.'),
            ).toBeNull();
            expect(
              screen
                .getAllByRole('listitem')
                .some((li) => li.textContent?.startsWith('Cancelación solicitada: Rodillo')),
            ).toBe(true);
          }
          if (state === 'notFound')
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No encontramos la URL que buscas.');
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar la orden.');
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, orderDetailMachine));
});
