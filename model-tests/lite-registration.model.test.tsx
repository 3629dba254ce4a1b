// Model-based test of the lite registration wizard (spec §2): shortest paths of the production machine through the real view
// (inputs, back/next, dropdowns), server answers through deferreds, and the progress indicator checked at every step.
import { afterAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { liteRegistrationMachine } from '../src/machines/lite-registration/lite-registration.machine';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { liteRegistrationFlow } from '../src/views/lite-registration/lite-registration.flow';
import { liteRegistrationInputFor } from '../src/views/lite-registration/lite-registration.input';
import { LiteRegistrationView } from '../src/views/lite-registration/lite-registration.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors, type Settle } from './support/deferred-actors';

const recorder = createCoverageRecorder('lite-registration', 'liteRegistration');
const i18nReady = createI18n('es-PE', { namespaces: ['common', 'registration'] });
const STEP_OF: Record<string, [number, string]> = { account: [1, 'Cuenta'], contact: [2, 'Contacto'], company: [3, 'Empresa'] };

function selectedPaths(): PlanPath[] {
  const chosen = new Map<string, PlanPath>();
  for (const path of generatePaths(liteRegistrationFlow, { tenant: 'pe', kind: 'shortest' })) {
    const key = `${path.steps.at(-2)?.state ?? ''}>${path.target}|${JSON.stringify(path.steps.at(-1)?.event ?? {})}`;
    if (!chosen.has(key)) chosen.set(key, path);
  }
  // a refused next or submit stays on its step: shortest paths never need these self-transitions, so add them
  const all = [...chosen.values()];
  const sample = (type: string) => liteRegistrationFlow.samples.common.find((s) => s.type === type)!;
  const stay = (base: PlanPath | undefined, type: string, state: string, id: string) => {
    const steps = base ? base.steps : [];
    chosen.set(id, { ...(base ?? all[0]!), id, target: state, steps: [...steps, { kind: 'user', event: sample(type), description: type, state, stateIds: [] }] });
  };
  stay(undefined, 'step.next', 'account', 'account-refused');
  stay(all.find((p) => p.target === 'contact' && p.steps.length === 1), 'step.next', 'contact', 'contact-refused');
  stay(all.filter((p) => p.target === 'company').sort((a, b) => a.steps.length - b.steps.length)[0], 'form.submit', 'company', 'company-refused');
  return [...chosen.values()];
}

async function drive(event: EventObject & Record<string, unknown>, actor: AnyActorRef, settle: Settle, container: HTMLElement) {
  const user = userEvent.setup();
  const byName = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  if (event.type === 'field.change') {
    await user.clear(byName(event.field as string));
    await user.type(byName(event.field as string), String(event.value));
  } else if (event.type === 'field.toggle') {
    if (byName('acceptTermsAndConditions').checked !== event.value) await user.click(byName('acceptTermsAndConditions'));
  } else if (event.type === 'field.blur') {
    await user.click(byName(event.field as string));
    await user.tab();
  } else if (event.type === 'step.next' || event.type === 'form.submit') {
    await user.click(screen.getByRole('button', { name: /Continuar|Registrar empresa/ }));
  } else if (event.type === 'step.back') {
    await user.click(screen.getByRole('button', { name: 'Volver' }));
  } else if (event.type === 'wizard.restore') {
    // what the page does after a reload
    await act(async () => actor.send(event as never));
  } else if (event.type === 'location.select') {
    const { states, cities } = actor.getSnapshot().context;
    const option = (event.level === 'state' ? states : cities).find((o: { id: string }) => o.id === event.id);
    await user.click(within(container.querySelector<HTMLElement>(`[data-name="${String(event.level)}"]`)!).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: option.name }));
  } else if (event.type.startsWith('xstate.')) {
    await settle(event);
  } else {
    throw new Error(`no driver for ${event.type}`);
  }
}

describe('lite registration model (spec §2)', () => {
  for (const path of selectedPaths()) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ')}`, async () => {
      const i18n = await i18nReady;
      const { deferred, settle } = deferredActors();
      const machine = liteRegistrationMachine.provide({ actors: { loadChildren: deferred('loadChildren'), submitLite: deferred('submitLite') } as never });
      const actor = createActor(machine, { input: liteRegistrationInputFor(getTenant('pe')), inspect: recorder.inspect }).start();
      const { container, unmount } = renderWithI18n(i18n, <LiteRegistrationView actorRef={actor} homeHref="/pe/account" />);
      await screen.findByRole('heading', { level: 1 });
      for (const step of path.steps) {
        await drive(step.event as EventObject & Record<string, unknown>, actor, settle, container);
        expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
        const { context } = actor.getSnapshot();
        if (step.state === 'registered') expect(screen.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeTruthy();
        else if (step.state === 'pending') expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
        else {
          const visible = step.state === 'account' || step.state === 'contact' ? step.state : 'company';
          const [number, name] = STEP_OF[visible]!;
          // spec §2: the progress indicator and the step's heading
          expect(screen.getByRole('status').textContent).toBe(`Paso ${number} de 3`);
          expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(name);
          const fieldAlerts = Object.keys(context.errors).filter((f) => context.touched[f as 'email']).length;
          expect(within(container.querySelector('form')!).queryAllByRole('alert')).toHaveLength(fieldAlerts + (context.submitError ? 1 : 0));
          // a restored wizard never brings a password back: it is typed anew
          if ((step.event as EventObject).type === 'wizard.restore') expect(context.values.password).toBe('');
        }
      }
      unmount();
      actor.stop();
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, liteRegistrationMachine));
});
