// The password field (spec §4) as the forms that embed it show it (company registration, collaborator onboarding, agent
// login): the input its label names, the show/hide toggle (aria-pressed, aria-controls), the value the form's machine
// holds, whether it takes input, and the error the input points at with aria-describedby.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import login from '../../src/i18n/locales/es/login.json';

export interface ShownPasswordField {
  /** what the form's machine holds: the field must show the same */
  value: string;
  /** the field takes no input (the form is busy, or outside its step) */
  disabled: boolean;
  /** shown as plain text (the toggle pressed); default masked */
  plain?: boolean;
}

/** The input its label names (label `for` the input); checks what it shows and its toggle. */
export function expectPasswordField(label: string, shown: ShownPasswordField): HTMLInputElement {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  expect(input.name).toBe('password');
  const plain = shown.plain ?? false;
  const toggle = screen.getByRole('button', { name: plain ? login.passwordField.hide : login.passwordField.show });
  expect(toggle.getAttribute('aria-pressed')).toBe(String(plain));
  expect(toggle.getAttribute('aria-controls')).toBe(input.id);
  expect(input.type).toBe(plain ? 'text' : 'password');
  expect(input.value).toBe(shown.value);
  expect(takesNoInput(input)).toBe(shown.disabled);
  return input;
}

/** HTML's disabled control: disabled itself or inside a disabled fieldset (happy-dom's `:disabled` misses the fieldset). */
const takesNoInput = (input: HTMLInputElement) => input.disabled || input.closest('fieldset[disabled]') !== null;

/** The error the input points at (aria-describedby, an element with role alert), or null; aria-invalid agrees. */
export function describedError(input: HTMLInputElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  expect(input.getAttribute('aria-invalid')).toBe(String(error !== undefined));
  return error?.textContent ?? null;
}

/** A person types `value` into the field (replacing what is there) and leaves it: the field judges it on blur. */
export async function typeAndLeave(user: UserEvent, input: HTMLInputElement, value: string): Promise<void> {
  await user.click(input);
  await user.clear(input);
  if (value !== '') await user.paste(value);
  await user.tab();
}

/** Presses the show/hide toggle: the value shows as plain text and the toggle says it is pressed. */
export async function toggleToPlain(user: UserEvent, input: HTMLInputElement): Promise<void> {
  await user.click(screen.getByRole('button', { name: login.passwordField.show }));
  const toggle = screen.getByRole('button', { name: login.passwordField.hide });
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  expect(input.type).toBe('text');
}
