// Pure props for the change-password view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { newPasswordCheck } from './change-password.machine';
import type { changePasswordMachine } from './change-password.machine';
import type { ChangePasswordErrorCode, ChangePasswordEvent } from './change-password.types';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;
export type ChangePasswordStep = 'editing' | 'saving' | 'saved';

export interface ChangePasswordApi {
  /** the id of the form's title (aria-labelledby) */
  titleId: string;
  step: ChangePasswordStep;
  isBusy: boolean;
  errorKey: `changePassword.errors.${ChangePasswordErrorCode}` | null;
  oldPasswordErrorKey: 'passwordField.passwordEmptyFieldError' | null;
  newPasswordErrorKey: 'changePassword.mustDiffer' | 'passwordField.passwordPartialValidation' | null;
  change(field: 'oldPassword' | 'newPassword'): (value: string) => void;
  onSubmit(e?: { preventDefault(): void }): void;
  onReset(): void;
}

export function connectChangePassword(
  snapshot: Snapshot,
  send: (event: ChangePasswordEvent) => void,
): ChangePasswordApi {
  const step: ChangePasswordStep = snapshot.matches('saving')
    ? 'saving'
    : snapshot.matches('saved')
      ? 'saved'
      : 'editing';
  const { context } = snapshot;
  const show = context.showFieldErrors && step === 'editing';
  const check = newPasswordCheck(context);
  return {
    titleId: 'changePassword-title',
    step,
    isBusy: step === 'saving',
    errorKey: context.error ? `changePassword.errors.${context.error}` : null,
    oldPasswordErrorKey: show && context.oldPassword === '' ? 'passwordField.passwordEmptyFieldError' : null,
    newPasswordErrorKey:
      !show || check.ok
        ? null
        : check.failed.includes('differsFromPrevious')
          ? 'changePassword.mustDiffer'
          : 'passwordField.passwordPartialValidation',
    change: (field) => (value) => send({ type: 'field.change', field, value }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    onReset: () => send({ type: 'form.reset' }),
  };
}
