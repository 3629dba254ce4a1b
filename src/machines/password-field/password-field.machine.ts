// spec §4, §5: the field of a NEW password (registration, recovery, change): the base field's blur judges the value by the
// tenant's password rules, and the strength shown under it comes from the same rules. Imports the rules (and their
// common-password list): the login's current-password field uses password-field.base.ts alone (issue 17).
import { checkPassword, type PasswordStrength } from '../../rules/password';
import { passwordFieldBaseMachine } from './password-field.base';
import type { PasswordFieldContext } from './password-field.types';

const judge = (value: string, context: PasswordFieldContext) =>
  checkPassword(value, {
    email: context.email,
    tenant: context.policy,
    accountType: context.accountType,
    previousPassword: context.previous,
  });

export const passwordFieldMachine = passwordFieldBaseMachine.provide({
  guards: { isPasswordValid: ({ context }) => judge(context.value, context).ok },
});

/** The strength shown under a new password (connectPasswordField's `strengthOf`); the earlier password plays no part. */
export const passwordStrength = (value: string, context: PasswordFieldContext): PasswordStrength =>
  judge(value, { ...context, previous: '' }).strength;
