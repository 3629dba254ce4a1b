// Model-based test (STYLE.md §12): every shortest path of the password-field machine (spec §4), driven through the real
// PasswordFieldView with user-event; every state and transition must be visited.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import es from '../src/i18n/locales/es/login.json';
import { passwordFieldMachine } from '../src/machines/password-field/password-field.machine';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { passwordFieldFlow } from '../src/views/password-field/password-field.flow';
import { PasswordFieldView } from '../src/views/password-field/password-field.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';

const recorder = createCoverageRecorder('password-field', 'passwordField');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'login'] });

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const actor = createActor(passwordFieldMachine, { input: passwordFieldFlow.input(getTenant(path.tenant)), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { unmount } = renderWithI18n(
    i18n,
    <>
      <PasswordFieldView actorRef={actor} />
      <button type="button">fuera</button>
    </>,
  );
  const input = await screen.findByLabelText(`${es.form.password} *`);
  for (const step of path.steps) {
    const event = step.event as EventObject & { value?: string };
    if (event.type === 'field.focus') {
      await user.click(input);
    } else if (event.type === 'field.blur') {
      await user.click(screen.getByRole('button', { name: 'fuera' }));
    } else if (event.type === 'field.change') {
      // typing needs focus; the graph's change step happens in whatever validity state the path is in
      (input as HTMLInputElement).focus();
      await user.clear(input);
      if (event.value) await user.type(input, event.value);
    } else if (event.type === 'visibility.toggle') {
      await user.click(screen.getByRole('button', { name: /Mostrar contraseña|Ocultar contraseña/ }));
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    assertScreen(actor.getSnapshot().value as { validity: string; visibility: string }, input as HTMLInputElement);
  }
  unmount();
  actor.stop();
}

function assertScreen(value: { validity: string; visibility: string }, input: HTMLInputElement) {
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  expect(input.type).toBe(value.visibility === 'masked' ? 'password' : 'text');
  expect(screen.getByRole('button', { name: value.visibility === 'masked' ? es.passwordField.show : es.passwordField.hide })).toBeTruthy();
  if (value.validity === 'empty') expect(alerts).toEqual([es.passwordField.passwordEmptyFieldError]);
  else if (value.validity === 'partial') expect(alerts).toEqual([es.passwordField.passwordPartialValidation]);
  else expect(alerts).toEqual([]);
  expect(screen.queryByRole('img', { name: es.passwordField.valid }) !== null).toBe(value.validity === 'valid');
  if (input.value) expect(screen.getByText(es.passwordField.strengthLabel, { exact: false })).toBeTruthy();
}

describe('password field model (spec §4)', () => {
  const shortest = generatePaths(passwordFieldFlow, { tenant: 'cl', kind: 'shortest' });
  const toPlain = shortest.find((p) => p.steps.length === 1 && p.steps[0]!.event.type === 'visibility.toggle')!;
  // back to masked: the graph reaches masked sooner, so no shortest path takes this edge
  const backToMasked: PlanPath = {
    ...toPlain,
    id: 'password-field-toggle-twice',
    steps: [...toPlain.steps, { ...toPlain.steps[0]!, state: 'validity.pristine + visibility.masked', stateIds: [] }],
  };
  const paths = [...shortest, backToMasked];
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runPath(path);
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, passwordFieldMachine));
});
