// Model-based test (STYLE.md §12): shortest paths of the production registration machine (xstate/graph, through the flow
// tooling), each driven through the real view with user-event; server answers resolve or reject a deferred. spec §2, §3, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { registrationMachine } from '../src/machines/registration/registration.machine';
import type { SubmitRegistrationInput, SubmitRegistrationOutput } from '../src/machines/registration/registration.types';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/views/flows/flow-paths';
import { machineInventory } from '../src/views/flows/flow-model';
import { registrationFlow } from '../src/views/registration/registration.flow';
import { registrationInputFor } from '../src/views/registration/registration.input';
import { RegistrationView } from '../src/views/registration/registration.view';
import { createCoverageRecorder } from './harness/coverage-recorder';

interface Deferred {
  resolve: (value: SubmitRegistrationOutput) => void;
  reject: (error: unknown) => void;
}

const recorder = createCoverageRecorder('registration', 'registration');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'registration'] });

/** One path per distinct end state, plus a blur (a self-transition no shortest path needs). */
function selectedPaths(tenant: string): PlanPath[] {
  const paths = generatePaths(registrationFlow, { tenant, kind: 'shortest' });
  const chosen = new Map<string, PlanPath>();
  for (const path of paths) {
    const last = path.steps.at(-1);
    const key = `${path.target}|${JSON.stringify(last?.event ?? {})}`;
    if (!chosen.has(key) && !(path.target === 'editing.invalid' && path.steps.length > 1) && !(path.target === 'editing.idle' && path.steps.length > 1)) {
      chosen.set(key, path);
    }
  }
  const blur = registrationFlow.samples.common.find((sample) => sample.type === 'field.blur')!;
  chosen.set('blur', { id: 'registration-blur', kind: 'shortest', tenant, target: 'editing.idle', initialStateIds: [], steps: [{ kind: 'user', event: blur, description: 'blur', state: 'editing.idle', stateIds: [] }] });
  return [...chosen.values()];
}

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const pending: Deferred[] = [];
  const machine = registrationMachine.provide({
    actors: {
      submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(
        () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: registrationInputFor(getTenant(path.tenant)), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="…">
        <RegistrationView actorRef={actor} accountHref="/cl/account" />
      </Suspense>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: 'Crea tu cuenta' });
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

  for (const step of path.steps) {
    const event = step.event as EventObject & { field?: string; value?: string | boolean; output?: SubmitRegistrationOutput; error?: unknown };
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
    } else if (event.type.startsWith('xstate.done.actor.')) {
      await act(async () => pending.shift()!.resolve(event.output!));
    } else if (event.type.startsWith('xstate.error.actor.')) {
      await act(async () => pending.shift()!.reject(event.error));
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(step.state.split('.').reduceRight<unknown>((inner, key) => (inner ? { [key]: inner } : key), undefined) as never)).toBe(true);
    await assertScreen(step.state, actor.getSnapshot().context.submitError, container);
  }
  unmount();
  actor.stop();
}

async function assertScreen(state: string, submitError: string | null, container: HTMLElement) {
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
    expect(within(form).getAllByRole('alert').some((alert) => alert.textContent === 'Este campo es obligatorio' || alert.textContent === 'Debes aceptar para continuar')).toBe(true);
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
  for (const tenant of ['cl', 'br']) {
    for (const path of selectedPaths(tenant)) {
      it(`${tenant}: ${path.target} via ${path.steps.map((s) => s.event.type).join(' > ') || 'start'}`, async () => {
        await runPath(path);
      }, 30_000);
    }
  }

  afterAll(() => {
    recorder.save();
    const inventory = machineInventory(registrationMachine);
    expect([...recorder.states].sort()).toEqual([...inventory.states].sort());
    expect(inventory.transitions.filter((t) => !recorder.transitions.has(t))).toEqual([]);
  });
});
