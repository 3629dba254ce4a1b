// Issue 31: the props of the step-up form (password + the code mailed to the account), shared by the data-export and the
// account-closure connects. Pure: the view spreads them (src/views/shared/step-up-form.tsx).
import { codeFieldProps } from './code-field-props';
import { completeFieldProps, fieldId, type CompleteFieldProps } from './field-props';
import {
  isStepUpCodeWellFormed,
  stepUpCodeLength,
  type StepUpContext,
  type StepUpErrorCode,
  type StepUpEvent,
  type StepUpField,
} from './step-up';

export type StepUpStep = 'intro' | 'requestingCode' | 'enteringCode' | 'resendingCode' | 'verifying' | 'locked';

export interface StepUpApi {
  /** the step's own part of the screen, or null once the grant is there */
  step: StepUpStep | null;
  isBusy: boolean;
  resent: boolean;
  expired: boolean;
  codeLength: { min: number; max: number };
  errorKey: `stepUp.errors.${StepUpErrorCode}` | null;
  ids: { codeHint: string };
  getPasswordField(): CompleteFieldProps<
    'stepUp.password',
    'stepUp.passwordRequired' | 'stepUp.errors.INVALID_CREDENTIALS'
  >;
  getCodeField(): CompleteFieldProps<'stepUp.code', 'stepUp.codeInvalid'>;
  onRequestCode(): void;
  onSubmit(e?: { preventDefault(): void }): void;
  onResend(): void;
  onRestart(): void;
}

export function connectStepUp(
  prefix: string,
  step: StepUpStep | null,
  context: StepUpContext,
  send: (event: StepUpEvent) => void,
): StepUpApi {
  const onForm = step === 'enteringCode';
  const show = onForm && context.showFieldErrors;
  const passwordErrorKey =
    onForm && context.error === 'INVALID_CREDENTIALS'
      ? ('stepUp.errors.INVALID_CREDENTIALS' as const)
      : show && context.password === ''
        ? ('stepUp.passwordRequired' as const)
        : null;
  const codeErrorKey = show && !isStepUpCodeWellFormed(context) ? ('stepUp.codeInvalid' as const) : null;
  const ids = { codeHint: fieldId(prefix, 'code-hint') };
  const change = (field: StepUpField) => (value: string) => send({ type: 'field.change', field, value });
  return {
    step,
    isBusy: step === 'requestingCode' || step === 'resendingCode' || step === 'verifying',
    resent: context.resent,
    expired: context.expired,
    codeLength: stepUpCodeLength(context),
    errorKey: context.error ? `stepUp.errors.${context.error}` : null,
    ids,
    getPasswordField: () =>
      completeFieldProps({
        prefix,
        name: 'password',
        value: context.password,
        labelKey: 'stepUp.password',
        required: true,
        errorKey: passwordErrorKey,
        onChange: change('password'),
      }),
    getCodeField: () =>
      codeFieldProps({
        prefix: prefix,
        value: context.code,
        labelKey: 'stepUp.code',
        errorKey: codeErrorKey,
        hintId: ids.codeHint,
        onChange: (value) => send({ type: 'field.change', field: 'code', value }),
      }),
    onRequestCode: () => send({ type: 'code.request' }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    onResend: () => send({ type: 'code.resend' }),
    onRestart: () => send({ type: 'flow.restart' }),
  };
}
