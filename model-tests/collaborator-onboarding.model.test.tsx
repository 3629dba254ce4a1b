// Model-based test: shortest paths of the production collaborator onboarding machine (Peru, and Colombia for the consent
// modal), driven through the real view with user-event; server answers resolve or reject deferreds. spec §2, §4, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { collaboratorOnboardingMachine } from '../src/machines/collaborator-onboarding/collaborator-onboarding.machine';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { collaboratorOnboardingFlow } from '../src/views/collaborator-onboarding/collaborator-onboarding.flow';
import { collaboratorOnboardingInputFor } from '../src/views/collaborator-onboarding/collaborator-onboarding.input';
import { CollaboratorOnboardingView } from '../src/views/collaborator-onboarding/collaborator-onboarding.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors, stateValueOf } from './support/deferred-actors';

const recorder = createCoverageRecorder('collaborator-onboarding', 'collaboratorOnboarding');
const i18nReady = createI18n('es-PE', { namespaces: ['common', 'registration'] });

const TEXT: Record<string, string> = {
  unknownCollaborator: 'No encontramos una cuenta empresa asociada a este correo. Intenta con otro.',
  sendFailed: 'No pudimos enviar el código. Por favor inténtalo nuevamente.',
  wrongCode: 'El código es incorrecto. Solicita un nuevo código.',
};

function selectedPaths(): PlanPath[] {
  const chosen = new Map<string, PlanPath>();
  for (const tenant of ['pe', 'co']) {
    for (const path of generatePaths(collaboratorOnboardingFlow, { tenant, kind: 'shortest' })) {
      if (tenant === 'co' && !['savingConsents', 'consentModal', 'welcome'].includes(path.target)) continue;
      const key = `${tenant}|${path.steps.at(-2)?.state ?? ''}>${path.target}|${JSON.stringify(path.steps.at(-1)?.event ?? {})}`;
      if (!chosen.has(key)) chosen.set(key, path);
    }
  }
  // the consent retry leads back to a known state (savingConsents): no shortest path takes it
  const modal = [...chosen.values()].find((p) => p.tenant === 'co' && p.target === 'consentModal')!;
  const accept = collaboratorOnboardingFlow.samples.common.find((s) => s.type === 'consent.accept')!;
  const saved = collaboratorOnboardingFlow.samples.common.find((s) => s.type === 'xstate.done.actor.saveConsents')!;
  chosen.set('retry', {
    ...modal,
    id: 'consent-retry',
    target: 'welcome',
    steps: [...modal.steps, { kind: 'user', event: accept, description: 'accept again', state: 'savingConsents', stateIds: [] }, { kind: 'done', event: saved, description: 'saved', state: 'welcome', stateIds: [] }],
  });
  // the restart after a lock returns to identify: add it
  const locked = [...chosen.values()].find((p) => p.tenant === 'pe' && p.target === 'locked')!;
  const restart = collaboratorOnboardingFlow.samples.common.find((s) => s.type === 'flow.restart')!;
  chosen.set('restart', { ...locked, id: 'restart', target: 'identify.idle', steps: [...locked.steps, { kind: 'user', event: restart, description: 'restart', state: 'identify.idle', stateIds: [] }] });
  const blur = collaboratorOnboardingFlow.samples.common.find((s) => s.type === 'field.blur')!;
  chosen.set('blur', { ...locked, id: 'blur', target: 'identify.idle', steps: [{ kind: 'user', event: blur, description: 'blur', state: 'identify.idle', stateIds: [] }] });
  return [...chosen.values()];
}

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const { deferred, settle } = deferredActors();
  const machine = collaboratorOnboardingMachine.provide({
    actors: { requestCode: deferred('requestCode'), registerCollaborator: deferred('registerCollaborator'), saveConsents: deferred('saveConsents') } as never,
  });
  const actor = createActor(machine, { input: collaboratorOnboardingInputFor(getTenant(path.tenant)), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { container, unmount } = renderWithI18n(i18n, <CollaboratorOnboardingView actorRef={actor} accountHref="/pe/account" />);
  await screen.findByRole('heading', { name: 'Activa tu cuenta de colaborador' });
  const byName = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  for (const step of path.steps) {
    const event = step.event as EventObject & { field?: string; value?: string | boolean; output?: unknown; error?: unknown };
    if (event.type === 'field.change') {
      await user.clear(byName(event.field!));
      await user.type(byName(event.field!), String(event.value));
    } else if (event.type === 'field.toggle') {
      if (byName(event.field!).checked !== event.value) await user.click(byName(event.field!));
    } else if (event.type === 'field.blur') {
      await user.click(byName(event.field!));
      await user.tab();
    } else if (event.type === 'form.submit') {
      await user.click(screen.getByRole('button', { name: /Enviar código|Activar cuenta/ }));
    } else if (event.type === 'code.resend') {
      await user.click(screen.getByRole('button', { name: 'Solicitar un nuevo código' }));
    } else if (event.type === 'consent.accept') {
      await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    } else if (event.type === 'flow.restart') {
      await user.click(screen.getByRole('button', { name: 'Volver a empezar' }));
    } else if (event.type.startsWith('xstate.')) {
      await settle(event);
    }
    const value = stateValueOf(step.state);
    expect(actor.getSnapshot().matches(value as never)).toBe(true);
    const { context } = actor.getSnapshot();
    // what the person sees in each state
    if (step.state === 'welcome') expect(screen.getByRole('heading', { name: '¡Bienvenido, Rosa!' })).toBeTruthy();
    else if (step.state === 'locked') expect(screen.getByRole('alert').textContent).toBe('Superaste el número de intentos. Inténtalo más tarde.');
    else if (step.state === 'consentModal') expect(screen.getByRole('dialog', { name: 'Acepta nuevamente los términos' })).toBeTruthy();
    else if (step.state === 'savingConsents') expect(screen.getByRole('button', { name: 'Aceptar' }).hasAttribute('disabled')).toBe(true);
    else if (step.state.endsWith('failed')) expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(TEXT[context.error!]);
    else if (step.state.startsWith('verify')) expect(screen.getByText(/Ingresa el código de 6 dígitos/)).toBeTruthy();
    else if (step.state.startsWith('identify')) expect(screen.getByText(/Te enviaremos un código/)).toBeTruthy();
    if (step.state === 'verify.failed' && context.error === 'wrongCode') {
      expect(screen.getByRole('button', { name: 'Solicitar un nuevo código' })).toBeTruthy();
    }
  }
  unmount();
  actor.stop();
}

describe('collaborator onboarding model (spec §2, §4, §8)', () => {
  for (const path of selectedPaths()) {
    it(`${path.tenant}: ${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ')}`, async () => {
      await runPath(path);
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, collaboratorOnboardingMachine));
});
