// Model-based test (STYLE.md §12): shortest paths of the production registration machine (xstate/graph, through the flow
// tooling), each driven through the real view with user-event; server answers resolve or reject a deferred. spec §2, §3, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { registrationMachine } from '../src/machines/registration/registration.machine';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { registrationFlow } from '../src/views/registration/registration.flow';
import { registrationInputFor } from '../src/views/registration/registration.input';
import { RegistrationView } from '../src/views/registration/registration.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors, stateValueOf } from './support/deferred-actors';


const recorder = createCoverageRecorder('registration', 'registration');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'registration'] });

/** One path per distinct end state, plus a blur (a self-transition no shortest path needs). */
function selectedPaths(tenant: string): PlanPath[] {
  const paths = generatePaths(registrationFlow, { tenant, kind: 'shortest' });
  const chosen = new Map<string, PlanPath>();
  for (const path of paths) {
    const last = path.steps.at(-1);
    const key = `${path.steps.at(-2)?.state ?? ''}>${path.target}|${JSON.stringify(last?.event ?? {})}`;
    if (!chosen.has(key)) chosen.set(key, path);
  }
  // the retry after a failed consent load returns to a known state: no shortest path takes it
  const failed = paths.find((path) => path.target === 'consentsFailed');
  if (failed) {
    const [retry, loaded] = ['consents.retry', 'xstate.done.actor.loadConsents'].map((type) => registrationFlow.samples.common.find((s) => s.type === type)!);
    chosen.set('retry', {
      ...failed,
      id: 'consents-retry',
      target: 'editing.idle',
      steps: [
        ...failed.steps,
        { kind: 'user', event: retry!, description: 'retry', state: 'loadingConsents', stateIds: [] },
        { kind: 'done', event: loaded!, description: 'loaded', state: 'editing.idle', stateIds: [] },
      ],
    });
  }
  const blur = registrationFlow.samples.common.find((sample) => sample.type === 'field.blur')!;
  const loaded = paths.find((path) => path.target === 'editing.idle' && path.steps.length === 1)!;
  chosen.set('blur', { ...loaded, id: 'registration-blur', steps: [...loaded.steps, { kind: 'user', event: blur, description: 'blur', state: 'editing.idle', stateIds: [] }] });
  return [...chosen.values()];
}

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const { deferred, settle } = deferredActors();
  const machine = registrationMachine.provide({
    actors: { submitRegistration: deferred('submitRegistration'), loadConsents: deferred('loadConsents') } as never,
  });
  const actor = createActor(machine, { input: registrationInputFor(getTenant(path.tenant)), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { container, unmount } = renderWithI18n(i18n, <RegistrationView actorRef={actor} accountHref="/cl/account" />);
  await screen.findByText(/Crea tu cuenta|Cargando…/);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

  for (const step of path.steps) {
    const event = step.event as EventObject & { field?: string; value?: string | boolean; templateId?: string; accepted?: boolean; output?: unknown; error?: unknown };
    if (event.type === 'field.change') {
      const input = field(event.field!);
      await user.clear(input);
      await user.type(input, String(event.value));
    } else if (event.type === 'field.toggle') {
      const box = field(event.field!);
      if (box.checked !== event.value) await user.click(box);
    } else if (event.type === 'field.blur') {
      await user.click(field(event.field!));
      await user.tab();
    } else if (event.type === 'form.submit') {
      await user.click(screen.getByRole('button', { name: /Crear cuenta|Creando/ }));
    } else if (event.type === 'consent.toggle') {
      const box = field(`consent-${event.templateId}`);
      if (box.checked !== event.accepted) await user.click(box);
    } else if (event.type === 'consents.retry') {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      await settle(event);
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(stateValueOf(step.state) as never)).toBe(true);
    const { context } = actor.getSnapshot();
    await assertScreen(step.state, context.submitError, container, Object.keys(context.errors).length + (context.consentError ? 1 : 0));
  }
  unmount();
  actor.stop();
}

async function assertScreen(state: string, submitError: string | null, container: HTMLElement, expectedAlerts = 0) {
  if (state === 'loadingConsents') {
    expect(screen.getByText('Cargando…')).toBeTruthy();
    return;
  }
  if (state === 'consentsFailed') {
    expect(screen.getByRole('alert').textContent).toBe('Hubo un error al cargar la información. Por favor inténtalo nuevamente.');
    return;
  }
  if (state === 'registered') {
    expect(await screen.findByRole('heading', { name: '¡Tu cuenta fue creada con éxito!' })).toBeTruthy();
    expect(screen.getByText('Hola Ana, ya iniciaste sesión.')).toBeTruthy();
    return;
  }
  const form = container.querySelector('form')!;
  const button = within(form).getByRole('button');
  if (state === 'submitting') {
    expect(button.textContent).toBe('Creando tu cuenta…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    return;
  }
  expect(button.textContent).toBe('Crear cuenta');
  if (state === 'editing.invalid') {
    // every field still wrong shows its message (and the consents, when one is missing); once fixed, none remains
    expect(within(form).queryAllByRole('alert')).toHaveLength(expectedAlerts);
  }
  if (state === 'editing.failed') {
    const messages: Record<string, string> = {
      emailAlreadyExists: 'Ya existe una cuenta asociada a este correo',
      documentAlreadyExists: 'Ya existe una cuenta asociada a este documento',
      registrationFailed: 'Hubo un error al crear tu cuenta. Por favor inténtalo nuevamente.',
    };
    expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toContain(messages[submitError!]);
    // spec §8: nothing typed is lost when a submit fails
    expect(container.querySelector<HTMLInputElement>('[name="email"]')!.value).not.toBe('');
    expect(container.querySelector<HTMLInputElement>('[name="document"]')!.value).not.toBe('');
  }
}

describe('registration model (spec §2, §3, §8)', () => {
  for (const tenant of ['cl', 'br', 'co']) {
    for (const path of selectedPaths(tenant)) {
      it(`${tenant}: ${path.target} via ${path.steps.map((s) => s.event.type).join(' > ') || 'start'}`, async () => {
        await runPath(path);
      }, 30_000);
    }
  }

  afterAll(() => expectFullCoverage(recorder, registrationMachine));
});
