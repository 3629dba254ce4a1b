// Model-based test (STYLE.md §12, issue 9): shortest paths of the production company registration machine (Peru: three
// geography levels) played on the real view through the flow's own driver (inputs, selects, dropdowns); server answers
// settle deferreds. spec §2, §3, §4, §8. The password is the password field (spec §4): on every form screen it shows what
// the machine holds, with its show/hide toggle; one path also leaves it empty and partial, and submits with it wrong.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import account from '../src/i18n/locales/es/account.json';
import login from '../src/i18n/locales/es/login.json';
import registration from '../src/i18n/locales/es/registration.json';
import { companyRegistrationMachine } from '../src/machines/company-registration/company-registration.machine';
import {
  companySampleConsents,
  companySampleOptions,
} from '../src/machines/company-registration/company-registration.samples';
import type { CompanyRegistrationContext } from '../src/machines/company-registration/company-registration.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { companyRegistrationFlow } from '../src/views/company-registration/company-registration.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';
import { describedError, expectPasswordField, toggleToPlain, typeAndLeave } from './support/password-field-checks';

const recorder = createCoverageRecorder('company-registration', 'companyRegistration');
const PASSWORD_LABEL = `${registration.fields.password} *`;
/** the form's screens (the password field is there) */
const FORM_STATES = [
  'editing.idle',
  'editing.invalid',
  'editing.failed',
  'loadingLocations',
  'checkingCompany',
  'submitting',
];

const all = generatePaths(companyRegistrationFlow, { tenant: 'pe', kind: 'shortest' });
const sample = (type: string) =>
  companyRegistrationFlow.samples.common.find((s) => s.type === type)! as EventObject & Record<string, unknown>;
const loaded = all.find((p) => p.target === 'editing.idle' && p.steps.length === 1)!;

function selectedPaths(): PlanPath[] {
  return [
    // longest first: a path that is the prefix of a longer one adds nothing (the longer one checks every step on its way)
    ...coveringPaths([...all].sort((a, b) => b.steps.length - a.steps.length)),
    extendPath(loaded, 'blur', [{ event: sample('field.blur'), state: 'editing.idle' }]),
    // issue 32 item 3: a Mexican company types its colony (two geo levels): left empty it is required, then typed
    extendPath(
      generatePaths(companyRegistrationFlow, { tenant: 'mx', kind: 'shortest' }).find(
        (p) => p.target === 'editing.idle' && p.steps.length === 1,
      )!,
      'colony-mx',
      [
        { event: { type: 'field.blur', field: 'municipal' }, state: 'editing.idle' },
        { event: { type: 'field.change', field: 'municipal', value: 'Centro' }, state: 'editing.idle' },
      ],
    ),
    // the retry returns to a state the graph already knows (loading), so no shortest path takes it
    extendPath({ ...loaded, steps: [] }, 'retry', [
      { event: sample('xstate.error.actor.loadOptions'), state: 'loadFailed' },
      { event: sample('options.retry'), state: 'loading' },
      { event: sample('xstate.done.actor.loadOptions'), state: 'editing.idle' },
    ]),
    // spec §9 (Colombia, Brazil): the options come with consent templates; a submit without the required ones is refused
    // with the consent error, and ticking a template's checkbox answers it
    extendPath({ ...loaded, steps: [] }, 'consents', [
      {
        event: {
          type: 'xstate.done.actor.loadOptions',
          output: { ...companySampleOptions, consents: companySampleConsents },
        },
        state: 'editing.idle',
      },
      { event: sample('form.submit'), state: 'editing.invalid' },
      {
        event: { type: 'consent.toggle', templateId: 'co-RegistroB2BSU-terms', accepted: true },
        state: 'editing.invalid',
      },
    ]),
  ];
}

function assertScreen(state: string, submitError: string | null, errorCount: number) {
  if (state === 'loading') expect(screen.getByText('Cargando…')).toBeTruthy();
  else if (state === 'loadFailed')
    expect(screen.getByRole('alert').textContent).toBe(
      'Hubo un error al cargar la información. Por favor inténtalo nuevamente.',
    );
  else if (state === 'registered')
    expect(screen.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeTruthy();
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

/**
 * spec §4: the password field shows what the machine holds, masked, with its toggle; busy, it takes no input. Once the
 * field counts as touched (a submit), the machine's own message is the one the input points at.
 */
function assertPasswordField(state: string, context: CompanyRegistrationContext) {
  if (!FORM_STATES.includes(state)) return;
  const input = expectPasswordField(PASSWORD_LABEL, {
    value: context.values.password,
    disabled: state === 'checkingCompany' || state === 'submitting',
  });
  const formError = context.touched.password || context.submitError ? context.errors.password : undefined;
  if (formError)
    expect(describedError(input)).toBe(registration.errors[formError.slice('errors.'.length) as 'required']);
}

/**
 * issue 32 item 3: with two geo levels (Mexico, Colombia, Brazil) the colony / barrio / bairro is a typed input under the
 * address modal's label of the country (Mexico: Colonia), required, showing what the machine holds; with three (Peru) it is
 * the dropdown of the list.
 */
function assertColony(state: string, context: CompanyRegistrationContext) {
  if (!FORM_STATES.includes(state)) return;
  const input = document.querySelector<HTMLInputElement>('input[name="municipal"]');
  if (context.config.geoLevels === 3) {
    expect(input).toBeNull();
    return;
  }
  const country = context.config.country as 'MX' | 'CO' | 'BR';
  expect(input?.value).toBe(context.values.municipal);
  expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
    `${account.labels[country].municipal} *`,
  );
  if (country === 'MX') expect(screen.getByRole('textbox', { name: /^Colonia/ })).toBe(input);
  const error = context.touched.municipal ? context.errors.municipal : undefined;
  expect(input?.getAttribute('aria-invalid')).toBe(String(Boolean(error)));
  if (error) expect(describedError(input!)).toBe(registration.errors.required);
}

/** spec §9: one checkbox per template, each linking to its own tenant's legal page; no generic terms checkbox then. */
function assertConsents(context: CompanyRegistrationContext) {
  if (!context.consentTemplates.length) return;
  expect(document.querySelector('[name="acceptTermsAndConditions"]')).toBeNull();
  for (const template of context.consentTemplates) {
    const box = screen.getByRole('checkbox', { name: new RegExp(template.text) }) as HTMLInputElement;
    expect(box.checked).toBe(context.consentAnswers[template.id] === true);
  }
  const links = screen.getAllByRole('link', { name: 'Leer documento' }).map((a) => a.getAttribute('href'));
  expect(links).toEqual(context.consentTemplates.map((t) => t.url));
  if (context.consentError)
    expect(screen.getByText('Debes aceptar las autorizaciones obligatorias').getAttribute('role')).toBe('alert');
}

describe('company registration model (spec §2, §3, §4, §8)', () => {
  for (const path of selectedPaths()) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ')}`, async () => {
      await runFlowPath(companyRegistrationFlow, path, {
        recorder,
        viewProps: { homeHref: '/pe/account' },
        assert: (state, { snapshot }) => {
          const context = snapshot.context as CompanyRegistrationContext;
          assertScreen(state, context.submitError, Object.keys(context.errors).length + (context.consentError ? 1 : 0));
          assertConsents(context);
          assertPasswordField(state, context);
          assertColony(state, context);
        },
      });
    }, 60_000);
  }

  it("spec §4, §5: the password field judges on blur (empty, then a company password without a sign), shows it plain on the toggle, and gives way to the form's message after a submit", async () => {
    const user = userEvent.setup({ delay: null });
    const path = extendPath(loaded, 'password-field', [{ event: sample('form.submit'), state: 'editing.invalid' }]);
    await runFlowPath(companyRegistrationFlow, path, {
      recorder,
      viewProps: { homeHref: '/pe/account' },
      assert: async (state, { actor, snapshot }) => {
        const context = snapshot.context as CompanyRegistrationContext;
        const input = expectPasswordField(PASSWORD_LABEL, {
          value: context.values.password,
          disabled: false,
          plain: state === 'editing.invalid',
        });
        if (state === 'editing.idle') {
          await typeAndLeave(user, input, '');
          expect(describedError(input)).toBe(login.passwordField.passwordEmptyFieldError);
          // an individual could use it; a company user needs a sign as well (spec §5)
          await typeAndLeave(user, input, 'Tornillo88x');
          expect(describedError(input)).toBe(login.passwordField.passwordPartialValidation);
          expect((actor.getSnapshot().context as CompanyRegistrationContext).values.password).toBe('Tornillo88x');
          await toggleToPlain(user, input);
        } else {
          // the machine's message for the same value wins over the field's own
          expect(describedError(input)).toBe(registration.errors.invalidPassword);
          expect(screen.queryByText(login.passwordField.passwordPartialValidation)).toBeNull();
        }
      },
    });
  }, 60_000);

  afterAll(() => expectFullCoverage(recorder, companyRegistrationMachine));
});
