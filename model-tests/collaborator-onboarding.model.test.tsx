// Model-based test (issue 9): shortest paths of the production collaborator onboarding machine (Peru, and Colombia for the
// consent modal) played on the real view through the flow's own driver; server answers settle deferreds. spec §2, §4, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { collaboratorOnboardingMachine } from '../src/machines/collaborator-onboarding/collaborator-onboarding.machine';
import type { CollaboratorOnboardingContext } from '../src/machines/collaborator-onboarding/collaborator-onboarding.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { collaboratorOnboardingFlow } from '../src/views/collaborator-onboarding/collaborator-onboarding.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('collaborator-onboarding', 'collaboratorOnboarding');

const TEXT: Record<string, string> = {
  unknownCollaborator: 'No encontramos una cuenta empresa asociada a este correo. Intenta con otro.',
  sendFailed: 'No pudimos enviar el código. Por favor inténtalo nuevamente.',
  wrongCode: 'El código es incorrecto. Solicita un nuevo código.',
};

/** what the person sees in each state */
function assertScreen(state: string, context: CollaboratorOnboardingContext) {
  if (state === 'welcome') expect(screen.getByRole('heading', { name: '¡Hola, Rosa!' })).toBeTruthy();
  else if (state === 'locked')
    expect(screen.getByRole('alert').textContent).toBe('Superaste el número de intentos. Inténtalo más tarde.');
  else if (state === 'consentModal')
    expect(screen.getByRole('dialog', { name: 'Acepta nuevamente los términos' })).toBeTruthy();
  else if (state === 'savingConsents')
    expect(screen.getByRole('button', { name: 'Aceptar' }).hasAttribute('disabled')).toBe(true);
  else if (state.endsWith('failed'))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(TEXT[context.error!]);
  else if (state.startsWith('verify')) expect(screen.getByText(/Ingresa el código de 6 dígitos/)).toBeTruthy();
  else if (state.startsWith('identify')) expect(screen.getByText(/Te enviaremos un código/)).toBeTruthy();
  if (state === 'verify.failed' && context.error === 'wrongCode')
    expect(screen.getByRole('button', { name: 'Solicitar un nuevo código' })).toBeTruthy();
}

function selectedPaths(): PlanPath[] {
  const sample = (type: string) =>
    collaboratorOnboardingFlow.samples.common.find((s) => s.type === type)! as EventObject & Record<string, unknown>;
  const longestFirst = (paths: PlanPath[]) => [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const pe = generatePaths(collaboratorOnboardingFlow, { tenant: 'pe', kind: 'shortest' });
  // Colombia only for what its consents add
  const co = generatePaths(collaboratorOnboardingFlow, { tenant: 'co', kind: 'shortest' }).filter((p) =>
    ['savingConsents', 'consentModal', 'welcome'].includes(p.target),
  );
  const modal = co.find((p) => p.target === 'consentModal')!;
  const locked = pe.find((p) => p.target === 'locked')!;
  return [
    ...coveringPaths(longestFirst(pe)),
    ...coveringPaths(longestFirst(co)),
    // transitions back into known states: the consent retry, the restart after a lock, a blur
    extendPath(modal, 'consent-retry', [
      { event: sample('consent.accept'), state: 'savingConsents' },
      { event: sample('xstate.done.actor.saveConsents'), state: 'welcome' },
    ]),
    extendPath(locked, 'restart', [{ event: sample('flow.restart'), state: 'identify.idle' }]),
    extendPath({ ...locked, steps: [] }, 'blur', [{ event: sample('field.blur'), state: 'identify.idle' }]),
  ];
}

describe('collaborator onboarding model (spec §2, §4, §8)', () => {
  for (const path of selectedPaths()) {
    it(`${path.tenant}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ')}`, async () => {
      await runFlowPath(collaboratorOnboardingFlow, path, {
        recorder,
        viewProps: { accountHref: `/${path.tenant}/account` },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as CollaboratorOnboardingContext),
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, collaboratorOnboardingMachine));
});
