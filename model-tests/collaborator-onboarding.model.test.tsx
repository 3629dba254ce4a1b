// Model-based test (issue 9): shortest paths of the production collaborator onboarding machine (Peru, and Colombia for the
// consent modal) played on the real view through the flow's own driver; server answers settle deferreds. spec §2, §4, §8.
// Step 2's new password is the password field (spec §4): on every step-2 screen it shows what the machine holds, with its
// show/hide toggle; one path also leaves it empty and partial (the company rules, step 1's email) and submits it wrong.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import login from '../src/i18n/locales/es/login.json';
import registration from '../src/i18n/locales/es/registration.json';
import { collaboratorOnboardingMachine } from '../src/machines/collaborator-onboarding/collaborator-onboarding.machine';
import type { CollaboratorOnboardingContext } from '../src/machines/collaborator-onboarding/collaborator-onboarding.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { collaboratorOnboardingFlow } from '../src/views/collaborator-onboarding/collaborator-onboarding.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';
import { describedError, expectPasswordField, toggleToPlain, typeAndLeave } from './support/password-field-checks';

const recorder = createCoverageRecorder('collaborator-onboarding', 'collaboratorOnboarding');
const PASSWORD_LABEL = `${registration.collaborator.newPassword} *`;
/** step 2's screens (the password field is there) */
const VERIFY_STATES = ['verify.idle', 'verify.invalid', 'verify.failed', 'resending', 'registering'];

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

const sample = (type: string) =>
  collaboratorOnboardingFlow.samples.common.find((s) => s.type === type)! as EventObject & Record<string, unknown>;

/**
 * spec §4: step 2's password field shows what the machine holds, masked, with its toggle; busy, it takes no input. Once
 * the field counts as touched (a submit), the machine's own message is the one the input points at.
 */
function assertPasswordField(state: string, context: CollaboratorOnboardingContext) {
  if (!VERIFY_STATES.includes(state)) {
    expect(screen.queryByLabelText(PASSWORD_LABEL)).toBeNull();
    return;
  }
  const input = expectPasswordField(PASSWORD_LABEL, {
    value: context.values.password,
    disabled: state === 'resending' || state === 'registering',
  });
  const formError = context.touched.password ? context.errors.password : undefined;
  if (formError)
    expect(describedError(input)).toBe(registration.errors[formError.slice('errors.'.length) as 'required']);
}

function selectedPaths(): PlanPath[] {
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
        assert: (state, { snapshot }) => {
          assertScreen(state, snapshot.context as CollaboratorOnboardingContext);
          assertPasswordField(state, snapshot.context as CollaboratorOnboardingContext);
        },
      });
    }, 60_000);
  }

  it("spec §4, §5: step 2's password field judges on blur (empty, a password without a sign, one like step 1's email), shows it plain on the toggle, and gives way to the form's message after a submit", async () => {
    const user = userEvent.setup({ delay: null });
    const change = (field: string, value: string) => ({ type: 'field.change', field, value });
    const start = { ...generatePaths(collaboratorOnboardingFlow, { tenant: 'pe', kind: 'shortest' })[0]!, steps: [] };
    const path = extendPath(start, 'password-field', [
      { event: change('email', 'rosa@ferreandina.pe'), state: 'identify.idle' },
      { event: change('companyDocument', '20100047218'), state: 'identify.idle' },
      { event: sample('form.submit'), state: 'sendingCode' },
      { event: sample('xstate.done.actor.requestCode'), state: 'verify.idle' },
      { event: sample('form.submit'), state: 'verify.invalid' },
    ]);
    await runFlowPath(collaboratorOnboardingFlow, path, {
      recorder,
      viewProps: { accountHref: '/pe/account' },
      assert: async (state, { actor, snapshot }) => {
        const context = snapshot.context as CollaboratorOnboardingContext;
        if (!state.startsWith('verify')) return;
        const input = expectPasswordField(PASSWORD_LABEL, {
          value: context.values.password,
          disabled: false,
          plain: state === 'verify.invalid',
        });
        if (state === 'verify.idle') {
          await typeAndLeave(user, input, '');
          expect(describedError(input)).toBe(login.passwordField.passwordEmptyFieldError);
          // collaborators are company users: a sign is needed (spec §5)
          await typeAndLeave(user, input, 'Tornillo88x');
          expect(describedError(input)).toBe(login.passwordField.passwordPartialValidation);
          // and it must not hold a 4-character run of step 1's email (rosa@...)
          await typeAndLeave(user, input, 'Rosa!Tornillo88');
          expect(describedError(input)).toBe(login.passwordField.passwordPartialValidation);
          await typeAndLeave(user, input, 'Tornillo!88x');
          expect(describedError(input)).toBeNull();
          expect(screen.getByRole('img', { name: login.passwordField.valid })).toBeTruthy();
          await typeAndLeave(user, input, 'Tornillo88x');
          expect((actor.getSnapshot().context as CollaboratorOnboardingContext).values.password).toBe('Tornillo88x');
          await toggleToPlain(user, input);
        } else {
          // the machine's message for the same value wins over the field's own
          expect(describedError(input)).toBe(registration.errors.invalidPassword);
          expect(screen.queryByText(login.passwordField.passwordPartialValidation)).toBeNull();
        }
      },
    });
  }, 60_000);
  afterAll(() => expectFullCoverage(recorder, collaboratorOnboardingMachine));
});
