// Model-based test of the lite registration wizard (spec §2, issue 9): shortest paths of the production machine played on
// the real view (inputs, back/next, dropdowns) through the flow's own driver, server answers through deferreds, the progress
// indicator checked at every step; a wizard saved before a reload restored from the input.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { liteRegistrationMachine } from '../src/machines/lite-registration/lite-registration.machine';
import { liteSavedWizardSamples } from '../src/machines/lite-registration/lite-registration.samples';
import { companySampleConsents } from '../src/machines/company-registration/company-registration.samples';
import type { LiteRegistrationContext } from '../src/machines/lite-registration/lite-registration.types';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { liteRegistrationFlow, liteRegistrationInputFor } from '../src/views/lite-registration/lite-registration.flow';
import { passwordChecklist } from '../src/rules/password-checklist';
import login from '../src/i18n/locales/es/login.json';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('lite-registration', 'liteRegistration');
const STEP_OF: Record<string, [number, string]> = {
  account: [1, 'Cuenta'],
  contact: [2, 'Contacto'],
  company: [3, 'Empresa'],
};

function assertScreen(state: string, context: LiteRegistrationContext, container: HTMLElement) {
  if (state === 'loadingConsents') return void expect(screen.getByText('Cargando…')).toBeTruthy();
  if (state === 'consentsFailed')
    return void expect(screen.getByRole('alert').textContent).toBe(
      'Hubo un error al cargar la información. Por favor inténtalo nuevamente.',
    );
  if (state === 'registered')
    return void expect(screen.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeTruthy();
  if (state === 'pending')
    return void expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
  const visible = state === 'account' || state === 'contact' ? state : 'company';
  const [number, name] = STEP_OF[visible]!;
  // spec §2: the progress indicator and the step's heading
  expect(screen.getByRole('status').textContent).toBe(`Paso ${number} de 3`);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(name);
  const fieldAlerts = Object.keys(context.errors).filter((f) => context.touched[f as 'email']).length;
  expect(within(container.querySelector('form')!).queryAllByRole('alert')).toHaveLength(
    fieldAlerts + (context.submitError ? 1 : 0) + (visible === 'account' && context.consentError ? 1 : 0),
  );
  // spec §9: on the Account step, one checkbox per consent template (each linking to its page) instead of the terms box
  if (visible === 'account' && context.consentTemplates.length) {
    expect(container.querySelector('[name="acceptTermsAndConditions"]')).toBeNull();
    for (const template of context.consentTemplates) {
      const box = screen.getByRole('checkbox', { name: new RegExp(template.text) }) as HTMLInputElement;
      expect(box.checked).toBe(context.consentAnswers[template.id] === true);
    }
    expect(screen.getAllByRole('link', { name: 'Leer documento' }).map((a) => a.getAttribute('href'))).toEqual(
      context.consentTemplates.map((t) => t.url),
    );
    if (context.consentError) expect(screen.getByText('Debes aceptar las autorizaciones obligatorias')).toBeTruthy();
  }
  // a restored wizard never brings a password back: it is typed anew
  if (context.config.saved) expect(context.values.password).toBe('');
  if (visible === 'account') assertPassword(context, container);
}

/**
 * spec §4, §5: the Account step's password is the password field (show/hide toggle, live rule list). It shows the wizard's
 * value, also after coming back from a later step; the wizard registers a company, so its list has the special character
 * instead of the no-email-match rule, each line met or pending for the value typed.
 */
function assertPassword(context: LiteRegistrationContext, container: HTMLElement) {
  const text = login.passwordField;
  const input = container.querySelector<HTMLInputElement>('[name="password"]')!;
  expect(input.value).toBe(context.values.password);
  expect(screen.getByRole('button', { name: text.show }).getAttribute('aria-controls')).toBe(input.id);
  const list = screen.getByRole('list', { name: text.rules.title });
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(list.id);
  const rules = passwordChecklist(context.values.password, {
    email: context.values.email,
    accountType: 'ORGANIZATION',
    tenant: context.config.passwordPolicy,
  });
  expect(rules.map((rule) => rule.key)).toEqual([
    'minLength',
    'noSpaces',
    'lowercase',
    'uppercase',
    'digit',
    'special',
  ]);
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^[✓○]\s*/, '')),
  ).toEqual(rules.map((rule) => `${text.rules[rule.key]} (${rule.met ? text.rules.met : text.rules.pending})`));
  // the sample password ('Cuenta2026x!') meets every rule once typed
  if (context.values.password) expect(rules.every((rule) => rule.met)).toBe(true);
}

function selectedPaths(): PlanPath[] {
  const all = generatePaths(liteRegistrationFlow, { tenant: 'pe', kind: 'shortest' });
  const sample = (type: string) =>
    liteRegistrationFlow.samples.common.find((s) => s.type === type)! as EventObject & Record<string, unknown>;
  const start: PlanPath = extendPath({ ...all[0]!, steps: [] }, 'lite-start', [
    { event: sample('xstate.done.actor.loadConsents'), state: 'account' },
  ]);
  const firstTo = (target: string) =>
    all.filter((p) => p.target === target).sort((a, b) => a.steps.length - b.steps.length)[0]!;
  return [
    // longest first: a path that is the prefix of a longer one adds nothing
    ...coveringPaths([...all].sort((a, b) => b.steps.length - a.steps.length)),
    // a refused next or submit stays on its step: shortest paths never need these self-transitions
    extendPath(start, 'account-refused', [{ event: sample('step.next'), state: 'account' }]),
    extendPath(firstTo('contact'), 'contact-refused', [{ event: sample('step.next'), state: 'contact' }]),
    extendPath(firstTo('company'), 'company-refused', [{ event: sample('form.submit'), state: 'company' }]),
    // the retry returns to a state the graph already knows (loadingConsents)
    extendPath({ ...start, steps: [] }, 'consents-retry', [
      { event: sample('xstate.error.actor.loadConsents'), state: 'consentsFailed' },
      { event: sample('consents.retry'), state: 'loadingConsents' },
      { event: sample('xstate.done.actor.loadConsents'), state: 'account' },
    ]),
    // spec §9 (Colombia, Brazil): the templates come; a next without the required ones stays with the error; ticking answers
    extendPath({ ...start, steps: [] }, 'consents', [
      { event: { type: 'xstate.done.actor.loadConsents', output: companySampleConsents }, state: 'account' },
      { event: sample('step.next'), state: 'account' },
      { event: { type: 'consent.toggle', templateId: 'co-RegistroB2BSU-terms', accepted: true }, state: 'account' },
    ]),
  ];
}

describe('lite registration model (spec §2)', () => {
  for (const path of selectedPaths()) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(liteRegistrationFlow, path, {
        recorder,
        tenant: 'pe',
        viewProps: { homeHref: '/pe/account' },
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as LiteRegistrationContext, container),
      });
    }, 60_000);
  }

  // after a reload the flow's input carries the saved wizard: the person is back on the saved step, the password empty
  const start: PlanPath = { ...generatePaths(liteRegistrationFlow, { tenant: 'pe', kind: 'shortest' })[0]!, steps: [] };
  // the consent templates load first; then the wizard goes straight to the saved step
  const consentsLoaded = { type: 'xstate.done.actor.loadConsents', output: [] };
  const landing: Record<string, string> = { contact: 'contact', company: 'loadingStates', account: 'account' };
  const loaded = { type: 'xstate.done.actor.loadChildren', output: [{ id: '15', name: 'Lima' }] };
  const after: Record<string, { event: EventObject & Record<string, unknown>; state: string }[]> = {
    contact: [{ event: { type: 'step.back' }, state: 'account' }],
    company: [{ event: loaded, state: 'company' }],
    account: [{ event: { type: 'step.next' }, state: 'account' }],
  };
  for (const saved of liteSavedWizardSamples) {
    it(`restores a wizard saved on the ${saved.step} step`, async () => {
      const steps = [{ event: consentsLoaded, state: landing[saved.step]! }, ...after[saved.step]!];
      await runFlowPath(liteRegistrationFlow, extendPath(start, `restore-${saved.step}`, steps), {
        recorder,
        tenant: 'pe',
        input: liteRegistrationInputFor(getTenant('pe'), saved),
        assert: (state, { snapshot, container }) => {
          assertScreen(state, snapshot.context as LiteRegistrationContext, container);
          expect((snapshot.context as LiteRegistrationContext).values.email).toBe(saved.values.email);
        },
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, liteRegistrationMachine));
});
