// spec §4, §5: the field of a new password (recovery, change): the password field judged by the tenant's rules, with its
// strength. Imports the rules and their common-password list, which the login does not load (password-field.view.tsx).
import { useActorRef } from '@xstate/react';
import { passwordFieldMachine, passwordStrength } from '../../machines/password-field/password-field.machine';
import { PasswordFieldView, type PasswordFieldProps, type PasswordFieldViewProps } from './password-field.view';

/** The view of a new password's field: its strength from the rules. */
export function NewPasswordFieldView(props: Omit<PasswordFieldViewProps, 'strengthOf'>) {
  return <PasswordFieldView {...props} strengthOf={passwordStrength} />;
}

/** The field with its own actor, for forms whose machine only needs the value. */
export function PasswordField({ input, ...props }: Omit<PasswordFieldProps, 'strengthOf'>) {
  const actorRef = useActorRef(passwordFieldMachine, { input });
  return <NewPasswordFieldView actorRef={actorRef} {...props} />;
}
