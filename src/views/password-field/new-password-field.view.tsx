// spec §4, §5: the field of a new password (registration, recovery, change): the password field judged by the tenant's
// rules, with its strength and the live rule list. Imports the rules and their common-password list, which the login does
// not load (password-field.view.tsx).
import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import {
  passwordFieldMachine,
  passwordRules,
  passwordStrength,
} from '../../machines/password-field/password-field.machine';
import { PasswordFieldView, type PasswordFieldProps, type PasswordFieldViewProps } from './password-field.view';

/** The view of a new password's field: its strength and its rule list from the rules. */
export function NewPasswordFieldView(props: Omit<PasswordFieldViewProps, 'strengthOf' | 'rulesOf'>) {
  return <PasswordFieldView {...props} strengthOf={passwordStrength} rulesOf={passwordRules} />;
}

/**
 * The field with its own actor, for forms whose machine only needs the value. `input.value` is the form's value when the
 * field mounts (a wizard coming back to its step shows what was typed); `input.email` is followed as the person edits the
 * form's email field, so the no-email-match rule judges what is there now.
 */
export function PasswordField({ input, ...props }: Omit<PasswordFieldProps, 'strengthOf' | 'rulesOf'>) {
  const actorRef = useActorRef(passwordFieldMachine, { input });
  const email = input.email ?? '';
  useEffect(() => {
    if (actorRef.getSnapshot().context.email !== email) actorRef.send({ type: 'email.change', email });
  }, [actorRef, email]);
  return <NewPasswordFieldView actorRef={actorRef} {...props} />;
}
