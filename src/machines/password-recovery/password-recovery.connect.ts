// Pure props for the password-recovery view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { validateEmail } from '../../rules/person';
import type { AccountKind } from '../../rules/account-kind';
import { codeLengthOf, isCodeWellFormed, isNewPasswordValid } from './password-recovery.machine';
import type { passwordRecoveryMachine } from './password-recovery.machine';
import type { RecoveryErrorCode, RecoveryEvent } from './password-recovery.types';
import { codeFieldProps } from '../shared/code-field-props';
import { completeFieldProps, fieldId, type CompleteFieldProps } from '../shared/field-props';

const PREFIX = 'passwordRecovery';

type Snapshot = SnapshotFrom<typeof passwordRecoveryMachine>;
export type RecoveryStep =
  'requesting' | 'sendingCode' | 'enteringCode' | 'resendingCode' | 'saving' | 'locked' | 'done';
const STEPS: RecoveryStep[] = [
  'requesting',
  'sendingCode',
  'enteringCode',
  'resendingCode',
  'saving',
  'locked',
  'done',
];

export interface RecoveryApi {
  step: RecoveryStep;
  mode: AccountKind;
  email: string;
  code: string;
  isBusy: boolean;
  resent: boolean;
  codeLength: { min: number; max: number };
  errorKey: `recovery.errors.${RecoveryErrorCode}` | null;
  emailErrorKey: 'form.emailInvalid' | null;
  codeErrorKey: 'recovery.codeInvalid' | null;
  passwordErrorKey: 'passwordField.passwordPartialValidation' | null;
  /** ids the view's markup refers to (the title, the company checkbox, the code hint) */
  ids: { title: string; company: string; codeHint: string };
  getEmailField(): CompleteFieldProps<'form.email', 'form.emailInvalid'>;
  /** the code field; its aria-describedby also points at the hint on the code's length */
  getCodeField(): CompleteFieldProps<'recovery.code', 'recovery.codeInvalid'>;
  send: (event: RecoveryEvent) => void;
  change(field: 'email' | 'code' | 'password'): (value: string) => void;
  onSubmit(e?: { preventDefault(): void }): void;
}

export function connectPasswordRecovery(snapshot: Snapshot, send: (event: RecoveryEvent) => void): RecoveryApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'requesting';
  const { context } = snapshot;
  const show = context.showFieldErrors;
  const emailErrorKey =
    show && step === 'requesting' && !validateEmail(context.email).ok ? ('form.emailInvalid' as const) : null;
  const codeErrorKey =
    show && step === 'enteringCode' && !isCodeWellFormed(context) ? ('recovery.codeInvalid' as const) : null;
  const ids = {
    title: fieldId(PREFIX, 'title'),
    company: fieldId(PREFIX, 'company'),
    codeHint: fieldId(PREFIX, 'code-hint'),
  };
  return {
    ids,
    getEmailField: () =>
      completeFieldProps({
        prefix: PREFIX,
        name: 'email',
        value: context.email,
        labelKey: 'form.email',
        required: true,
        errorKey: emailErrorKey,
        onChange: (value) => send({ type: 'field.change', field: 'email', value }),
      }),
    getCodeField: () =>
      codeFieldProps({
        prefix: PREFIX,
        value: context.code,
        labelKey: 'recovery.code',
        errorKey: codeErrorKey,
        hintId: ids.codeHint,
        onChange: (value) => send({ type: 'field.change', field: 'code', value }),
      }),
    step,
    mode: context.mode,
    email: context.email,
    code: context.code,
    isBusy: step === 'sendingCode' || step === 'resendingCode' || step === 'saving',
    resent: context.resent,
    codeLength: codeLengthOf(context),
    errorKey: context.error ? `recovery.errors.${context.error}` : null,
    emailErrorKey,
    codeErrorKey,
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
