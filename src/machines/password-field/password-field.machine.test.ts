import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordFieldBaseMachine } from './password-field.base';
import { passwordFieldMachine, passwordStrength } from './password-field.machine';
import { connectPasswordField } from './password-field.connect';
import { passwordFieldSampleInput, passwordFieldSamples } from './password-field.samples';

function start() {
  const actor = createActor(passwordFieldMachine, { input: passwordFieldSampleInput }).start();
  const api = () => connectPasswordField(actor.getSnapshot(), actor.send, { strengthOf: passwordStrength });
  return { actor, api };
}

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

  it("the login's current-password field judges nothing: no error, no valid mark, no strength (issue 17)", () => {
    const actor = createActor(passwordFieldBaseMachine, { input: passwordFieldSampleInput }).start();
    const api = () => connectPasswordField(actor.getSnapshot(), actor.send, { showValidity: false });
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: passwordFieldSamples.partial });
    actor.send({ type: 'field.blur' });
    expect(api().errorKey).toBeNull();
    expect(api().isValid).toBe(false);
    expect(api().strength).toBeNull();
    expect(api().getInputProps()['aria-invalid']).toBe(false);
    actor.send({ type: 'field.focus' });
    actor.send({ type: 'field.change', value: '' });
    actor.send({ type: 'field.blur' });
    expect(api().errorKey).toBeNull();
  });
});
