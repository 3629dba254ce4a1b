// Pure props for the login view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { validateEmail } from '../../rules/person';
import type { AccountKind } from '../../rules/account-kind';
import { completeFieldProps, type CompleteFieldProps } from '../shared/field-props';
import type { loginMachine } from './login.machine';
import type { LoginEvent, LoginErrorCode } from './login.types';

type Snapshot = SnapshotFrom<typeof loginMachine>;

export type LoginStep = 'editing' | 'solvingBotCheck' | 'submitting' | 'locked' | 'success';

export interface LoginApi {
  step: LoginStep;
  mode: AccountKind;
  isBusy: boolean;
  isLocked: boolean;
  isDone: boolean;
  returnTo: string;
  /** i18n key under login: for the current error, or null */
  errorKey: `errors.${LoginErrorCode}` | null;
  /** values for the error text: `count`, the lock's minutes as the server said (spec §8, STYLE.md §20) */
  errorValues: { count?: number };
  emailErrorKey: 'form.emailRequired' | 'form.emailInvalid' | null;
  passwordErrorKey: 'passwordField.passwordEmptyFieldError' | null;
  botCheckVisible: boolean;
  /** the email field's complete props (id, label key, required, aria-describedby to the error, the error key) */
  getEmailField(): CompleteFieldProps<'form.email', 'form.emailRequired' | 'form.emailInvalid'>;
  getPasswordChange(): (value: string) => void;
  getSubmitProps(): { type: 'submit'; disabled: boolean; 'aria-busy': boolean };
  onSubmit(e?: { preventDefault(): void }): void;
  toggleMode(): void;
  dismissError(): void;
}

const STEPS: LoginStep[] = ['editing', 'solvingBotCheck', 'submitting', 'locked', 'success'];

export function connectLogin(snapshot: Snapshot, send: (event: LoginEvent) => void): LoginApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'submitting';
  const { context } = snapshot;
  const isBusy = step === 'solvingBotCheck' || step === 'submitting';
  const email = context.email.trim();
  const emailErrorKey = !context.showFieldErrors
    ? null
    : email === ''
      ? 'form.emailRequired'
      : validateEmail(email).ok
        ? null
        : 'form.emailInvalid';
  return {
    step,
    mode: context.mode,
    isBusy,
    isLocked: step === 'locked',
    isDone: step === 'success',
    returnTo: context.returnTo,
    errorKey: context.error ? `errors.${context.error}` : null,
    errorValues:
      context.lockMinutes !== null &&
      (context.error === 'ACCOUNT_BLOCKED' || context.error === 'ACCOUNT_REMAINS_LOCKED')
        ? { count: context.lockMinutes }
        : {},
    emailErrorKey,
    passwordErrorKey:
      context.showFieldErrors && context.password === '' ? 'passwordField.passwordEmptyFieldError' : null,
    botCheckVisible: context.botCheckRequired,
    getEmailField: () =>
      completeFieldProps({
        prefix: 'login',
        name: 'email',
        value: context.email,
        labelKey: 'form.email',
        required: true,
        errorKey: emailErrorKey,
        onChange: (value) => send({ type: 'field.change', field: 'email', value }),
      }),
    getPasswordChange: () => (value) => send({ type: 'field.change', field: 'password', value }),
    getSubmitProps: () => ({ type: 'submit', disabled: !snapshot.can({ type: 'form.submit' }), 'aria-busy': isBusy }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    toggleMode: () => send({ type: 'mode.toggle' }),
    dismissError: () => send({ type: 'error.dismiss' }),
  };
}
