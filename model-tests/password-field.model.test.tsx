// Model-based test (STYLE.md §12, issue 9): shortest paths of the password-field machine (spec §4) played on the real
// PasswordFieldView through the flow's own driver; every state and transition must be visited. At every step the live rule
// list (spec §5) shows each rule met or pending for the value typed and the email of the moment.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import es from '../src/i18n/locales/es/login.json';
import { passwordFieldMachine } from '../src/machines/password-field/password-field.machine';
import { passwordFieldSamples } from '../src/machines/password-field/password-field.samples';
import type { PasswordFieldContext } from '../src/machines/password-field/password-field.types';
import { passwordChecklist } from '../src/rules/password-checklist';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { passwordFieldFlow } from '../src/views/password-field/password-field.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('password-field', 'passwordField');

function assertScreen(snapshot: AnyMachineSnapshot, container: HTMLElement) {
  const value = snapshot.value as { validity: string; visibility: string };
  const input = container.querySelector<HTMLInputElement>('input[name="password"]')!;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  expect(input.type).toBe(value.visibility === 'masked' ? 'password' : 'text');
  expect(
    screen.getByRole('button', { name: value.visibility === 'masked' ? es.passwordField.show : es.passwordField.hide }),
  ).toBeTruthy();
  if (value.validity === 'empty') expect(alerts).toEqual([es.passwordField.passwordEmptyFieldError]);
  else if (value.validity === 'partial') expect(alerts).toEqual([es.passwordField.passwordPartialValidation]);
  else expect(alerts).toEqual([]);
  expect(input.getAttribute('aria-invalid')).toBe(String(alerts.length > 0));
  expect(screen.queryByRole('img', { name: es.passwordField.valid }) !== null).toBe(value.validity === 'valid');
  if (input.value) expect(screen.getByText(es.passwordField.strengthLabel, { exact: false })).toBeTruthy();
  assertRules(snapshot.context as PasswordFieldContext, input);
}

/** The items of the rule list as a screen reader reads them: the rule, then "cumplido" or "pendiente". */
const RULE_TEXT = es.passwordField.rules;
const readItem = (key: keyof typeof RULE_TEXT, met: boolean) =>
  `${RULE_TEXT[key]} (${met ? RULE_TEXT.met : RULE_TEXT.pending})`;

function assertRules(context: PasswordFieldContext, input: HTMLInputElement) {
  const list = screen.getByRole('list', { name: RULE_TEXT.title });
  // the input points at the list (after its error, when there is one)
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(list.id);
  const items = within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^[✓○]\s*/, ''));
  const expected = passwordChecklist(context.value, {
    email: context.email,
    tenant: context.policy,
    accountType: context.accountType,
  });
  expect(items).toEqual(expected.map((rule) => readItem(rule.key, rule.met)));
  // what those lines say, written out for the samples (an individual: the email rule, no special character)
  const pending = expected.filter((rule) => !rule.met).map((rule) => rule.key);
  if (context.value === '')
    expect(pending).toEqual(['minLength', 'noSpaces', 'lowercase', 'uppercase', 'digit', 'notEmailLike']);
  if (context.value === passwordFieldSamples.valid)
    expect(pending).toEqual(context.email === passwordFieldSamples.emailLikeValid ? ['notEmailLike'] : []);
  // 'ferreteria': no capital, no digit, and a common word (that line joins the list while it fails)
  if (context.value === passwordFieldSamples.partial) expect(pending).toEqual(['uppercase', 'digit', 'notCommon']);
}

/** A person types only into a focused field (typing focuses it): changes in a blurred state are not a user's path. */
const typedWhileEditing = (path: PlanPath) =>
  path.steps.every(
    (step, i) => step.event.type !== 'field.change' || (path.steps[i - 1]?.state ?? '').includes('editing'),
  );

describe('password field model (spec §4)', () => {
  const all = generatePaths(passwordFieldFlow, { tenant: 'cl', kind: 'shortest' }).filter(typedWhileEditing);
  const toPlain = all.find((p) => p.steps.length === 1 && p.steps[0]!.event.type === 'visibility.toggle')!;
  const focused = all.find((p) => p.steps.length === 1 && p.steps[0]!.event.type === 'field.focus')!;
  const typed = (id: string, value: string, validity: string) =>
    extendPath(focused, id, [
      { event: { type: 'field.change', value }, state: 'validity.editing + visibility.masked' },
      { event: { type: 'field.blur' }, state: `validity.${validity} + visibility.masked` },
      { event: { type: 'field.focus' }, state: 'validity.editing + visibility.masked' },
    ]);
  const paths = [
    ...coveringPaths(all),
    // the shortest walks type before focusing; a person focuses first (focus clears the mark again)
    typed('password-field-valid', passwordFieldSamples.valid, 'valid'),
    typed('password-field-partial', passwordFieldSamples.partial, 'partial'),
    extendPath(focused, 'password-field-empty-refocus', [
      { event: { type: 'field.blur' }, state: 'validity.empty + visibility.masked' },
      { event: { type: 'field.focus' }, state: 'validity.editing + visibility.masked' },
    ]),
    // spec §5: the person changes the form's email to one the typed password contains: the email line turns pending at
    // once, and the next blur judges the new email (the graph folds the email into no state of its own)
    extendPath(focused, 'password-field-email-change', [
      {
        event: { type: 'field.change', value: passwordFieldSamples.valid },
        state: 'validity.editing + visibility.masked',
      },
      {
        event: { type: 'email.change', email: passwordFieldSamples.emailLikeValid },
        state: 'validity.editing + visibility.masked',
      },
      { event: { type: 'field.blur' }, state: 'validity.partial + visibility.masked' },
    ]),
    // back to masked: the graph reaches masked sooner, so no shortest path takes this edge
    extendPath(toPlain, 'password-field-toggle-twice', [
      { event: { type: 'visibility.toggle' }, state: 'validity.pristine + visibility.masked' },
    ]),
  ];
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(passwordFieldFlow, path, {
        recorder,
        assert: (_state, { snapshot, container }) => assertScreen(snapshot, container),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, passwordFieldMachine));
});
