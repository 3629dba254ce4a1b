import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordFieldBaseMachine } from './password-field.base';
import { passwordFieldMachine, passwordRules, passwordStrength } from './password-field.machine';
import { connectPasswordField } from './password-field.connect';
import { passwordFieldSampleInput, passwordFieldSamples } from './password-field.samples';

function start(input = passwordFieldSampleInput) {
  const actor = createActor(passwordFieldMachine, { input }).start();
  const api = () =>
    connectPasswordField(actor.getSnapshot(), actor.send, { strengthOf: passwordStrength, rulesOf: passwordRules });
  return { actor, api };
}

const unmet = (rules: { key: string; met: boolean }[] | null) => rules?.filter((r) => !r.met).map((r) => r.key);

describe('passwordFieldMachine (spec §4)', () => {
  it('blur on an empty value gives the empty-field error', () => {
    const { actor, api } = start();
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.blur' });
    expect(api().errorKey).toBe('passwordField.passwordEmptyFieldError');
  });

  it('blur on a value failing a rule gives the partial-validation error', () => {
    const { actor, api } = start();
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: passwordFieldSamples.partial });
    actor.send({ type: 'field.blur' });
    expect(api().errorKey).toBe('passwordField.passwordPartialValidation');
    expect(api().getInputProps()['aria-invalid']).toBe(true);
  });

  it('blur on a valid value gives the valid mark, and focus clears it', () => {
    const { actor, api } = start();
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: passwordFieldSamples.valid });
    actor.send({ type: 'field.blur' });
    expect(api().isValid).toBe(true);
    actor.send({ type: 'field.focus' });
    expect(api().isValid).toBe(false);
    expect(api().validity).toBe('editing');
  });

  it('rejects a password containing a 4-character run of the email (spec §5)', () => {
    const { actor, api } = start();
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: 'Aperez2024x' });
    actor.send({ type: 'field.blur' });
    expect(api().validity).toBe('partial');
  });

  it('the toggle switches masked and plain', () => {
    const { api } = start();
    expect(api().getInputProps().type).toBe('password');
    api().getToggleProps().onClick();
    expect(api().getInputProps().type).toBe('text');
    expect(api().toggleLabelKey).toBe('passwordField.hide');
    api().getToggleProps().onClick();
    expect(api().getInputProps().type).toBe('password');
  });

  it('shows a strength level for a typed value', () => {
    const { actor, api } = start();
    expect(api().strength).toBeNull();
    actor.send({ type: 'field.change', value: 'abc' });
    expect(api().strength).toBe('weak');
    actor.send({ type: 'field.change', value: 'Taladro#2024x' });
    expect(api().strength).toBe('extraStrong');
  });

  it('lists the rules live, each met or not for the value typed, and points the input at the list (spec §5)', () => {
    const { actor, api } = start();
    expect(api().rules?.map((r) => r.key)).toEqual([
      'minLength',
      'noSpaces',
      'lowercase',
      'uppercase',
      'digit',
      'notEmailLike',
    ]);
    expect(api().rules?.every((r) => !r.met)).toBe(true);
    expect(api().getInputProps()['aria-describedby']).toBe(api().rulesId);
    actor.send({ type: 'field.change', value: passwordFieldSamples.partial });
    // 'ferreteria' is on the common-password list too: that rule joins the list while the value fails it
    expect(unmet(api().rules)).toEqual(['uppercase', 'digit', 'notCommon']);
    actor.send({ type: 'field.change', value: passwordFieldSamples.valid });
    expect(unmet(api().rules)).toEqual([]);
  });

  it('a company gets the special character instead of the email rule (spec §5)', () => {
    const { actor, api } = start({ ...passwordFieldSampleInput, accountType: 'ORGANIZATION' });
    actor.send({ type: 'field.change', value: passwordFieldSamples.valid });
    expect(api().rules?.map((r) => r.key)).toContain('special');
    expect(api().rules?.map((r) => r.key)).not.toContain('notEmailLike');
    expect(unmet(api().rules)).toEqual(['special']);
  });

  it('follows the email typed in the form: the email rule and the next blur judge the new one', () => {
    const { actor, api } = start({ policy: 'standard' });
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: passwordFieldSamples.valid });
    expect(unmet(api().rules)).toEqual([]);
    actor.send({ type: 'email.change', email: 'taladro@example.com' });
    expect(unmet(api().rules)).toEqual(['notEmailLike']);
    actor.send({ type: 'field.blur' });
    expect(api().validity).toBe('partial');
  });

  it('starts with the value the form holds, and tells the form about a blur', () => {
    const actor = createActor(passwordFieldMachine, {
      input: { ...passwordFieldSampleInput, value: passwordFieldSamples.valid },
    }).start();
    let blurred = 0;
    const api = connectPasswordField(actor.getSnapshot(), actor.send, { onBlur: () => (blurred += 1) });
    expect(api.getInputProps().value).toBe(passwordFieldSamples.valid);
    api.getInputProps().onBlur();
    expect(blurred).toBe(1);
  });

  it("the form's error wins and is described first, then the rule list", () => {
    const { actor } = start();
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.blur' });
    const api = connectPasswordField(actor.getSnapshot(), actor.send, {
      rulesOf: passwordRules,
      externalErrorKey: 'Ingresa una contraseña válida',
    });
    expect(api.errorKey).toBeNull();
    expect(api.getInputProps()['aria-describedby']).toBe(`${api.errorId} ${api.rulesId}`);
  });

  it("the login's current-password field judges nothing: no error, no valid mark, no strength (issue 17)", () => {
    const actor = createActor(passwordFieldBaseMachine, { input: passwordFieldSampleInput }).start();
    const api = () => connectPasswordField(actor.getSnapshot(), actor.send, { showValidity: false });
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: passwordFieldSamples.partial });
    actor.send({ type: 'field.blur' });
    expect(api().errorKey).toBeNull();
    expect(api().isValid).toBe(false);
    expect(api().strength).toBeNull();
    expect(api().rules).toBeNull();
    expect(api().getInputProps()['aria-invalid']).toBe(false);
    expect(api().getInputProps()['aria-describedby']).toBeUndefined();
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: '' });
    actor.send({ type: 'field.blur' });
    expect(api().errorKey).toBeNull();
  });
});
