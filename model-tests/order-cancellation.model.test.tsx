// Model-based test (issue 11): every transition of the cancellation-to-refund-form flow on the real view: selection, reason,
// summary with the refund timing, the bank form with the rules' messages, the server's refusal (spec §8), the ticket.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { orderCancellationMachine } from '../src/machines/order-cancellation/order-cancellation.machine';
import { orderCancellationFlow } from '../src/views/order-cancellation/order-cancellation.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFocusOnFirstInvalid, expectFocusOnHeading } from './support/focus-checks';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('order-cancellation', 'orderCancellation');

describe('order cancellation model (issue 11)', () => {
  const paths = coveringPaths(generatePaths(orderCancellationFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description.slice(0, 60)).join(' > ') || 'start'}`, async () => {
      await runFlowPath(orderCancellationFlow, path, {
        recorder,
        assert: (state, { snapshot, event, previous }) => {
          // issue 30: a refused step 1 or 2 or bank form moves focus to what is wrong; a new step to its heading
          if (event?.type === 'step.next' && snapshot.context.stepError) expectFocusOnFirstInvalid();
          else if (event?.type === 'form.submit' && state === 'bankForm') expectFocusOnFirstInvalid();
          else if (previous && previous !== state && previous !== 'loading' && state !== 'loading')
            expectFocusOnHeading();
          if (state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando la orden…');
          if (state === 'notFound')
            expect(screen.getByRole('alert').textContent).toBe('No encontramos la URL que buscas.');
          if (state === 'unavailable')
            expect(screen.getByRole('alert').textContent).toBe(
              'No es posible cancelar un pedido que ya fue despachado o entregado.',
            );
          if (state === 'selecting') {
            expect((screen.getByLabelText('Foco proyector LED 50 W × 1') as HTMLInputElement).disabled).toBe(true);
            if (snapshot.context.stepError)
              expect(screen.getByRole('alert').textContent).toBe('Selecciona al menos un producto.');
          }
          if (state === 'reason' && snapshot.context.stepError)
            expect(screen.getByRole('alert').textContent).toBe('Elige un motivo.');
          if (state === 'summary') {
            const timing = screen.getByTestId('refund-timing').textContent;
            if (snapshot.context.order?.refund.needsBankData)
              expect(timing).toContain('2 días hábiles después de emitida la nota de crédito');
            else expect(timing).toBe('Se reversará el cargo en tu tarjeta después de 48 horas.');
          }
          if (state === 'bankForm') {
            expect(screen.getByRole('heading', { name: 'Datos bancarios para la devolución' })).toBeTruthy();
            if (Object.keys(snapshot.context.errors).length)
              expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull();
            // issue 30 item 9: a bank chosen from a list is asked for as a choice, a bank typed in as a name
            if (snapshot.context.errors.bankName) {
              const fromList = (snapshot.context.order?.bankForm?.banks.length ?? 0) > 0;
              const errors = [...document.querySelectorAll('.field__error')].map((e) => e.textContent);
              expect(errors).toContain(fromList ? 'Elige tu banco.' : 'Escribe el nombre de tu banco.');
            }
          }
          if (state === 'refused')
            expect(screen.getByRole('alert').textContent).toContain(
              'No es posible cancelar un pedido que ya fue despachado o entregado.',
            );
          if (state === 'submitted')
            expect(screen.getByTestId('ticket-number').textContent).toBe('Tu número de ticket es TK100001');
        },
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, orderCancellationMachine));
});
