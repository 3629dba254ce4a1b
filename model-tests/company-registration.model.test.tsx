// Model-based test: shortest paths of the production company registration machine, driven through the real view (inputs,
// selects and the dropdown combobox) with user-event; every server answer resolves or rejects a deferred. spec §2, §3, §4, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { companyRegistrationMachine } from '../src/machines/company-registration/company-registration.machine';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { companyRegistrationFlow } from '../src/views/company-registration/company-registration.flow';
import { companyRegistrationInputFor } from '../src/views/company-registration/company-registration.input';
import { CompanyRegistrationView } from '../src/views/company-registration/company-registration.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors, stateValueOf, type Settle } from './support/deferred-actors';


const recorder = createCoverageRecorder('company-registration', 'companyRegistration');
const i18nReady = createI18n('es-PE', { namespaces: ['common', 'registration'] });
const SELECTS = new Set(['companyDocumentType', 'organizationType', 'businessType', 'taxpayerType', 'haveCheckingAccount']);

function selectedPaths(): PlanPath[] {
  const chosen = new Map<string, PlanPath>();
  for (const path of generatePaths(companyRegistrationFlow, { tenant: 'pe', kind: 'shortest' })) {
    const last = path.steps.at(-1);
    const key = `${path.target}|${JSON.stringify(last?.event ?? {})}`;
    if (!chosen.has(key)) chosen.set(key, path);
  }
  const blur = companyRegistrationFlow.samples.common.find((s) => s.type === 'field.blur')!;
  const base = chosen.get(`editing.idle|${JSON.stringify(companyRegistrationFlow.samples.common[0])}`)!;
  chosen.set('blur', { ...base, id: 'blur', steps: [...base.steps, { kind: 'user', event: blur, description: 'blur', state: 'editing.idle', stateIds: [] }] });
  // the retry returns to a state the graph already knows (loading), so no shortest path takes it: add it by hand
  const [loaded, loadError, retry] = ['xstate.done.actor.loadOptions', 'xstate.error.actor.loadOptions', 'options.retry'].map(
    (type) => companyRegistrationFlow.samples.common.find((s) => s.type === type)!,
  );
  chosen.set('retry', {
    ...base,
    id: 'retry',
    target: 'editing.idle',
    steps: [
      { kind: 'error', event: loadError!, description: 'load fails', state: 'loadFailed', stateIds: [] },
      { kind: 'user', event: retry!, description: 'retry', state: 'loading', stateIds: [] },
      { kind: 'done', event: loaded!, description: 'loaded', state: 'editing.idle', stateIds: [] },
    ],
  });
  // paths ending in a final state already include every step before it: keep them, and the distinct intermediate ends
  return [...chosen.values()];
}

async function drive(step: PlanPath['steps'][number], actor: AnyActorRef, settle: Settle, container: HTMLElement) {
  const user = userEvent.setup();
  const event = step.event as EventObject & { field?: string; value?: string | boolean; level?: string; id?: string; output?: unknown; error?: unknown };
  const byName = (name: string) => container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);
  const combobox = (name: string) => within(container.querySelector<HTMLElement>(`[data-name="${name}"]`)!).getByRole('combobox');
  const chooseIn = async (name: string, label: string) => {
    await user.click(combobox(name));
    await user.click(screen.getByRole('option', { name: label }));
  };
  if (event.type === 'field.change' && event.field === 'economicActivityCode') {
    const activity = actor.getSnapshot().context.activities.find((a: { code: string }) => a.code === event.value);
    await chooseIn('economicActivityCode', `${activity.code} ${activity.label}`);
  } else if (event.type === 'field.change' && SELECTS.has(event.field!)) {
    await user.selectOptions(byName(event.field!)!, String(event.value));
  } else if (event.type === 'field.change') {
    await user.clear(byName(event.field!)!);
    await user.type(byName(event.field!)!, String(event.value));
  } else if (event.type === 'field.toggle') {
    const box = byName(event.field!)!;
    if (box.checked !== event.value) await user.click(box);
  } else if (event.type === 'field.blur') {
    await user.click(byName(event.field!)!);
    await user.tab();
  } else if (event.type === 'location.select') {
    const context = actor.getSnapshot().context;
    const options = { state: context.states, city: context.cities, municipal: context.municipals }[event.level as 'state'];
    const option = options.find((o: { id: string }) => o.id === event.id);
    if (!option) throw new Error(`option ${event.id} is not offered at ${event.level}`);
    await chooseIn(event.level!, option.name);
  } else if (event.type === 'form.submit') {
    await user.click(within(container.querySelector('form')!).getByRole('button', { name: /Registrar empresa|Registrando/ }));
  } else if (event.type === 'options.retry') {
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    await settle(event);
  } else {
    throw new Error(`no driver for ${event.type}`);
  }
}

function assertScreen(state: string, submitError: string | null, errorCount: number) {
  if (state === 'loading') expect(screen.getByText('Cargando…')).toBeTruthy();
  else if (state === 'loadFailed') expect(screen.getByRole('alert').textContent).toBe('Hubo un error al cargar la información. Por favor inténtalo nuevamente.');
  else if (state === 'registered') expect(screen.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeTruthy();
  else if (state === 'pending') {
    expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
    expect(screen.getByText(/dentro de los próximos dos días hábiles/)).toBeTruthy();
  } else if (state === 'checkingCompany' || state === 'submitting') {
    expect(screen.getByRole('button', { name: 'Registrando tu empresa…' }).getAttribute('aria-busy')).toBe('true');
  } else if (state === 'editing.failed') {
    const text: Record<string, string> = {
      COMPANY_EXISTS_ERROR: 'Ya existe una empresa registrada con este documento',
      emailAlreadyExists: 'Ya existe una cuenta asociada a este correo',
      registrationFailed: 'Hubo un error al crear tu cuenta. Por favor inténtalo nuevamente.',
      thereWasAnErrorLoading: 'Hubo un error al cargar la información. Por favor inténtalo nuevamente.',
    };
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(text[submitError!]);
  } else if (state === 'editing.invalid') {
    // every field still wrong shows its message; once fixed, none remains
    expect(screen.queryAllByRole('alert')).toHaveLength(errorCount);
  } else if (state === 'loadingLocations') {
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  } else {
    expect(screen.getByRole('heading', { name: 'Registra tu empresa' })).toBeTruthy();
  }
}

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const { deferred, settle } = deferredActors();
  const machine = companyRegistrationMachine.provide({
    actors: {
      loadOptions: deferred('loadOptions'),
      loadChildren: deferred('loadChildren'),
      checkOrganization: deferred('checkOrganization'),
      submitCompany: deferred('submitCompany'),
    } as never,
  });
  const actor = createActor(machine, { input: companyRegistrationInputFor(getTenant('pe')), inspect: recorder.inspect }).start();
  const { container, unmount } = renderWithI18n(i18n, <CompanyRegistrationView actorRef={actor} homeHref="/pe/account" />);
  await screen.findByText('Cargando…');
  for (const step of path.steps) {
    await drive(step, actor, settle, container);
    const value = stateValueOf(step.state);
    expect(actor.getSnapshot().matches(value as never)).toBe(true);
    const { context } = actor.getSnapshot();
    assertScreen(step.state, context.submitError, Object.keys(context.errors).length);
  }
  unmount();
  actor.stop();
}

describe('company registration model (spec §2, §3, §4, §8)', () => {
  for (const path of selectedPaths()) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' > ')}`, async () => {
      await runPath(path);
    }, 60_000);
  }

  afterAll(() => expectFullCoverage(recorder, companyRegistrationMachine));
});
