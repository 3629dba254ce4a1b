// Model-based test (issue 11): the guest lookup on the real view: digits only, not found (spec §8), found with status and
// estimated delivery and the log-in prompt, and a rate-limited answer.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generatePaths } from '../src/flows/flow-paths';
import { seekOrderMachine } from '../src/machines/seek-order/seek-order.machine';
import { seekOrderFlow } from '../src/views/seek-order/seek-order.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFocusOnFirstInvalid } from './support/focus-checks';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('seek-order', 'seekOrder');

describe('seek order model (issue 11)', () => {
  const paths = coveringPaths(generatePaths(seekOrderFlow, { tenant: 'cl', kind: 'transitions' }));
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(seekOrderFlow, path, {
        recorder,
        assert: (state, { snapshot, event }) => {
          // issue 30: a refused lookup moves focus to the number, not left on the button
          if (event?.type === 'form.submit' && snapshot.context.error) expectFocusOnFirstInvalid();
          if (state === 'notFound') {
            expect(screen.getByRole('alert').textContent).toBe('No encontramos el número ingresado, prueba de nuevo');
            // issue 30 item 8: the unknown number marks the field, so the failed lookup focuses it (e2e/orders.spec.ts)
            const number = screen.getByRole('textbox', { name: /Número de orden/ });
            expect(number.getAttribute('aria-invalid')).toBe('true');
            expect(number.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
          }
          if (state === 'found') {
            expect(screen.getByRole('status').textContent).toContain('Estado: En camino');
            expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
              '/cl/login?returnTo=%2Fcl%2Faccount%2Fmy-orders%2F9010104000',
            );
          }
          if (state === 'failed')
            expect(screen.getByRole('alert').textContent).toBe(
              'Hiciste demasiados intentos. Espera un momento e inténtalo nuevamente.',
            );
          if (state === 'editing' && snapshot.context.error === 'orderSearch.digitsOnly')
            expect(screen.getByText('El número de orden solo puede contener números')).toBeTruthy();
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, seekOrderMachine));
});
