// spec §4, §5: the field of a NEW password (registration, recovery, change): the base field's blur judges the value by the
// tenant's password rules, and the strength shown under it comes from the same rules. Imports the rules (and their
// common-password list): the login's current-password field uses password-field.base.ts alone (issue 17).
import { checkPassword, type PasswordOptions, type PasswordStrength } from '../../rules/password';
import { passwordChecklist, type PasswordChecklistItem } from '../../rules/password-checklist';
import { passwordFieldBaseMachine } from './password-field.base';
import type { PasswordFieldContext } from './password-field.types';

const optionsOf = (context: PasswordFieldContext): PasswordOptions => ({
  email: context.email,
  tenant: context.policy,
  accountType: context.accountType,
  previousPassword: context.previous,
});

const judge = (value: string, context: PasswordFieldContext) => checkPassword(value, optionsOf(context));

export const passwordFieldMachine = passwordFieldBaseMachine.provide({
  guards: { isPasswordValid: ({ context }) => judge(context.value, context).ok },
});

/** The strength shown under a new password (connectPasswordField's `strengthOf`); the earlier password plays no part. */
export const passwordStrength = (value: string, context: PasswordFieldContext): PasswordStrength =>
  judge(value, { ...context, previous: '' }).strength;

/** spec §5: the live rule list under a new password (connectPasswordField's `rulesOf`), from the same rules as the blur. */
export const passwordRules = (value: string, context: PasswordFieldContext): PasswordChecklistItem[] =>
  passwordChecklist(value, optionsOf(context));
