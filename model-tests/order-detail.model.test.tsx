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
  // issue 31 item 5: the delivered order takes the same transitions as the one in preparation, so its shortest path is
  // added to the covering ones (its screen differs: the return offer and the request made)
  const delivered = generatePaths(orderDetailFlow, { tenant: 'cl', kind: 'shortest' })
    .filter((path) => path.steps.some((step) => JSON.stringify(step.event).includes('"status":"delivered"')))
    .slice(0, 1);
  const paths = [...coveringPaths(generatePaths(orderDetailFlow, { tenant: 'cl', kind: 'transitions' })), ...delivered];
  it('plays the delivered order too', () => expect(delivered).toHaveLength(1));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(orderDetailFlow, path, {
        recorder,
        assert: (state, { snapshot }) => {
          if (state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando la orden…');
          const delivered = snapshot.context.data?.detail.status === 'delivered';
          if (state === 'ready' && delivered) {
            // issue 31 item 5 (spec §9): the way to a return or exchange with the windows' last days, and the request made
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orden N° 9010105000');
            expect(screen.getByRole('link', { name: 'Solicitar cambio o devolución' }).getAttribute('href')).toBe(
              '/cl/account/my-orders/9010105000/return',
            );
            expect(screen.getByTestId('return-window').textContent).toBe(
              'Puedes pedir un cambio hasta el 01-04-2026 y una devolución hasta el 30-06-2026.',
            );
            expect(screen.queryByRole('link', { name: 'Solicitar cancelación' })).toBeNull();
            expect(screen.getByRole('heading', { name: 'Solicitud N° DV200001' })).toBeTruthy();
            expect(screen.getByTestId('return-status').textContent).toBe('Estado: Solicitada');
            expect(screen.getByTestId('refund-method').textContent).toBe(
              'A tu tarjeta de la tienda (CMR), en 3 días hábiles.',
            );
            expect(screen.getByTestId('refund-date').textContent).toBe('Fecha estimada del reembolso: 09-03-2026');
          }
          if (state === 'ready' && !delivered) {
            // not delivered: no return offered
            expect(screen.queryByRole('link', { name: 'Solicitar cambio o devolución' })).toBeNull();
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
