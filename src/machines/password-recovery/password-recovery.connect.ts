// Pure props for the password-recovery view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { validateEmail } from '../../rules/person';
import { codeLengthOf, isCodeWellFormed, isNewPasswordValid } from './password-recovery.machine';
import type { passwordRecoveryMachine } from './password-recovery.machine';
import type { RecoveryErrorCode, RecoveryEvent } from './password-recovery.types';

type Snapshot = SnapshotFrom<typeof passwordRecoveryMachine>;
export type RecoveryStep = 'requesting' | 'sendingCode' | 'enteringCode' | 'resendingCode' | 'saving' | 'locked' | 'done';
const STEPS: RecoveryStep[] = ['requesting', 'sendingCode', 'enteringCode', 'resendingCode', 'saving', 'locked', 'done'];

export interface RecoveryApi {
  step: RecoveryStep;
  mode: 'personal' | 'company';
  email: string;
  code: string;
  isBusy: boolean;
  resent: boolean;
  codeLength: { min: number; max: number };
  errorKey: `recovery.errors.${RecoveryErrorCode}` | null;
  emailErrorKey: 'form.emailInvalid' | null;
  codeErrorKey: 'recovery.codeInvalid' | null;
  passwordErrorKey: 'passwordField.passwordPartialValidation' | null;
  send: (event: RecoveryEvent) => void;
  change(field: 'email' | 'code' | 'password'): (value: string) => void;
  onSubmit(e?: { preventDefault(): void }): void;
}

export function connectPasswordRecovery(snapshot: Snapshot, send: (event: RecoveryEvent) => void): RecoveryApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'requesting';
  const { context } = snapshot;
  const show = context.showFieldErrors;
  return {
    step,
    mode: context.mode,
    email: context.email,
    code: context.code,
    isBusy: step === 'sendingCode' || step === 'resendingCode' || step === 'saving',
    resent: context.resent,
    codeLength: codeLengthOf(context),
    errorKey: context.error ? `recovery.errors.${context.error}` : null,
    emailErrorKey: show && step === 'requesting' && !validateEmail(context.email).ok ? 'form.emailInvalid' : null,
    codeErrorKey: show && step === 'enteringCode' && !isCodeWellFormed(context) ? 'recovery.codeInvalid' : null,
    passwordErrorKey:
      show && step === 'enteringCode' && !isNewPasswordValid(context)
        ? 'passwordField.passwordPartialValidation'
        : null,
    send,
    change: (field) => (value) => send({ type: 'field.change', field, value }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}
