// Model-based test (issue 31 item 5, spec §9): every transition of the return-or-exchange flow on the real view: the lines
// and their units, the options with their "choose" errors, the summary with the refund method and its expected date, the
// server's refusal, the request number.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { orderReturnMachine } from '../src/machines/order-return/order-return.machine';
import { orderReturnFlow } from '../src/views/order-return/order-return.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFocusOnFirstInvalid, expectFocusOnHeading } from './support/focus-checks';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('order-return', 'orderReturn');

const ERRORS = {
  selectRequired: 'Selecciona al menos un producto.',
  kindRequired: 'Elige si quieres un cambio o una devolución.',
  reasonRequired: 'Elige un motivo.',
  methodRequired: 'Elige cómo nos entregas el producto.',
  storeRequired: 'Elige la tienda donde lo llevarás.',
} as const;

describe('order return model (issue 31 item 5)', () => {
  const paths = coveringPaths(generatePaths(orderReturnFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description.slice(0, 60)).join(' > ') || 'start'}`, async () => {
      await runFlowPath(orderReturnFlow, path, {
        recorder,
        assert: (state, { snapshot, event, previous }) => {
          const { context } = snapshot;
          // issue 30: a refused step moves focus to what is wrong; a new step to its heading
          if (event?.type === 'step.next' && context.stepError) expectFocusOnFirstInvalid();
          else if (previous && previous !== state && previous !== 'loading' && state !== 'loading')
            expectFocusOnHeading();
          if (state === 'loading') expect(screen.getByRole('status').textContent).toBe('Cargando la orden…');
          if (state === 'notFound')
            expect(screen.getByRole('alert').textContent).toBe('No encontramos la URL que buscas.');
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar la orden.');
          if (state === 'unavailable')
            expect(screen.getByRole('alert').textContent).toBe(
              'El plazo para pedir un cambio o una devolución de esta orden terminó.',
            );
          if (state === 'selecting') {
            const returned = screen.getByLabelText('Taladro percutor 650 W × 1') as HTMLInputElement;
            expect(returned.disabled).toBe(true);
            expect(screen.getByText('Ya pediste el cambio o la devolución de este producto.')).toBeTruthy();
            const chosen = 'l1' in context.quantities;
            expect((screen.getByLabelText('Rodillo antigoteo 23 cm × 2') as HTMLInputElement).checked).toBe(chosen);
            if (chosen)
              expect((screen.getByLabelText('Unidades de Rodillo antigoteo 23 cm') as HTMLSelectElement).value).toBe(
                String(context.quantities.l1),
              );
          }
          if ((state === 'selecting' || state === 'options') && context.stepError)
            expect(screen.getByRole('alert').textContent).toBe(ERRORS[context.stepError as keyof typeof ERRORS]);
          if (state === 'options') {
            expect(screen.getByText('Hasta el 10-12-2026')).toBeTruthy();
            expect(screen.queryByLabelText('Tienda *') !== null).toBe(context.method === 'dropOff');
          }
          if (state === 'summary') {
            expect(screen.getByText('Rodillo antigoteo 23 cm × ' + context.quantities.l1)).toBeTruthy();
            expect(screen.getByText('Entrega: en Tienda Santiago, Av. Providencia 1234')).toBeTruthy();
            expect(screen.getByTestId('refund-method').textContent).toBe(
              'A tu tarjeta de la tienda (CMR), en 3 días hábiles.',
            );
            expect(screen.getByTestId('refund-date').textContent).toBe('Fecha estimada del reembolso: 02-12-2026');
          }
          if (state === 'submitFailed')
            expect(screen.getByRole('alert').textContent).toContain('No pudimos enviar tu solicitud.');
          if (state === 'refused')
            expect(screen.getByRole('alert').textContent).toContain(
              'Ya se pidió el cambio o la devolución de ese producto.',
            );
          if (state === 'submitted') {
            expect(screen.getByTestId('request-number').textContent).toBe('Tu número de solicitud es DV200001');
            expect(screen.getByTestId('refund-date').textContent).toBe('Fecha estimada del reembolso: 02-12-2026');
          }
        },
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, orderReturnMachine));
});
