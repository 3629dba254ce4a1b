// Pure props for the email-change view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { codeFieldProps } from '../shared/code-field-props';
import { completeFieldProps, fieldId, type CompleteFieldProps } from '../shared/field-props';
import { codeLengthOf, isCodeWellFormed, newEmailProblem } from './email-change.machine';
import type { emailChangeMachine } from './email-change.machine';
import type { EmailChangeErrorCode, EmailChangeEvent, EmailChangeField } from './email-change.types';

const PREFIX = 'emailChange';

type Snapshot = SnapshotFrom<typeof emailChangeMachine>;
export type EmailChangeStep =
  'editing' | 'sendingCode' | 'enteringCode' | 'resendingCode' | 'confirming' | 'locked' | 'done';
const STEPS: EmailChangeStep[] = [
  'editing',
  'sendingCode',
  'enteringCode',
  'resendingCode',
  'confirming',
  'locked',
  'done',
];

type NewEmailErrorKey =
  'emailChange.newEmailInvalid' | 'emailChange.newEmailUnchanged' | 'emailChange.errors.emailAlreadyExists';
type PasswordErrorKey = 'emailChange.passwordRequired' | 'emailChange.errors.INVALID_CREDENTIALS';
type CodeErrorKey = 'emailChange.codeInvalid';

export interface EmailChangeApi {
  step: EmailChangeStep;
  isBusy: boolean;
  currentEmail: string;
  newEmail: string;
  resent: boolean;
  codeLength: { min: number; max: number };
  /** the banner's message (the fields' own errors are shown under them too) */
  errorKey: `emailChange.errors.${EmailChangeErrorCode}` | null;
  ids: { title: string; codeHint: string };
  getNewEmailField(): CompleteFieldProps<'emailChange.newEmail', NewEmailErrorKey>;
  getPasswordField(): CompleteFieldProps<'emailChange.password', PasswordErrorKey>;
  /** the code field; its aria-describedby also points at the hint on the code's length */
  getCodeField(): CompleteFieldProps<'emailChange.code', CodeErrorKey>;
  change(field: EmailChangeField): (value: string) => void;
  onSubmit(e?: { preventDefault(): void }): void;
  onResend(): void;
  onRestart(): void;
}

export function connectEmailChange(snapshot: Snapshot, send: (event: EmailChangeEvent) => void): EmailChangeApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'editing';
  const { context } = snapshot;
  const show = context.showFieldErrors;
  const onForm = step === 'editing';
  const problem = newEmailProblem(context);
  // a server answer about a field marks that field too, so the form moves the focus to it (issue 16)
  const newEmailErrorKey: NewEmailErrorKey | null = !onForm
    ? null
    : context.error === 'emailAlreadyExists'
      ? 'emailChange.errors.emailAlreadyExists'
      : show && problem === 'invalid'
        ? 'emailChange.newEmailInvalid'
        : show && problem === 'unchanged'
          ? 'emailChange.newEmailUnchanged'
          : null;
  const passwordErrorKey: PasswordErrorKey | null = !onForm
    ? null
    : context.error === 'INVALID_CREDENTIALS'
      ? 'emailChange.errors.INVALID_CREDENTIALS'
      : show && context.password === ''
        ? 'emailChange.passwordRequired'
        : null;
  const codeErrorKey: CodeErrorKey | null =
    step === 'enteringCode' && show && !isCodeWellFormed(context) ? 'emailChange.codeInvalid' : null;
  const ids = { title: fieldId(PREFIX, 'title'), codeHint: fieldId(PREFIX, 'code-hint') };
  const change = (field: EmailChangeField) => (value: string) => send({ type: 'field.change', field, value });
  return {
    step,
    isBusy: step === 'sendingCode' || step === 'resendingCode' || step === 'confirming',
    currentEmail: context.currentEmail,
    newEmail: context.newEmail.trim(),
    resent: context.resent,
    codeLength: codeLengthOf(context),
    errorKey: context.error ? `emailChange.errors.${context.error}` : null,
    ids,
    getNewEmailField: () =>
      completeFieldProps({
        prefix: PREFIX,
        name: 'newEmail',
        value: context.newEmail,
        labelKey: 'emailChange.newEmail',
        required: true,
        errorKey: newEmailErrorKey,
        onChange: change('newEmail'),
      }),
    getPasswordField: () =>
      completeFieldProps({
        prefix: PREFIX,
        name: 'password',
        value: context.password,
        labelKey: 'emailChange.password',
        required: true,
        errorKey: passwordErrorKey,
        onChange: change('password'),
      }),
    getCodeField: () =>
      codeFieldProps({
        prefix: PREFIX,
        value: context.code,
        labelKey: 'emailChange.code',
        errorKey: codeErrorKey,
        hintId: ids.codeHint,
        onChange: (value) => send({ type: 'field.change', field: 'code', value }),
      }),
    change,
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    onResend: () => send({ type: 'code.resend' }),
    onRestart: () => send({ type: 'flow.restart' }),
  };
}
