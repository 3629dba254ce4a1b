// Pure props for the agent login view (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { isEmail, type agentLoginMachine } from './agent-login.machine';
import { AGENT_LOCKED_CODES, type AgentErrorCode, type AgentLoginEvent } from './agent-login.types';
import { describedBy, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof agentLoginMachine>;

export type AgentLoginStep =
  | 'credentials'
  | 'solvingBotCheck'
  | 'signingIn'
  | 'loginFailed'
  | 'choosingCustomer'
  | 'impersonating'
  | 'impersonationFailed'
  | 'loggingOut'
  | 'done';

const STEPS: AgentLoginStep[] = [
  'credentials',
  'solvingBotCheck',
  'signingIn',
  'loginFailed',
  'choosingCustomer',
  'impersonating',
  'impersonationFailed',
  'loggingOut',
  'done',
];

/** spec §8: the agent codes whose text the common catalogue already holds */
export const COMMON_AGENT_CODES = ['AGENT_LOGIN_ERROR', 'AGENT_LOGOUT_ERROR', 'INVALID_AGENT_SESSION_ERROR'] as const;
type CommonAgentCode = (typeof COMMON_AGENT_CODES)[number];
export type AgentErrorText =
  | { ns: 'common'; key: `errors.${CommonAgentCode}` }
  | { ns: 'agent'; key: `errors.${Exclude<AgentErrorCode, CommonAgentCode>}` };

const errorText = (code: AgentErrorCode): AgentErrorText =>
  (COMMON_AGENT_CODES as readonly string[]).includes(code)
    ? { ns: 'common', key: `errors.${code as CommonAgentCode}` }
    : { ns: 'agent', key: `errors.${code as Exclude<AgentErrorCode, CommonAgentCode>}` };

type InputProps = {
  id: string;
  value: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  onChange(e: { target: { value: string } }): void;
};

/** the id prefix of the password field */
export const AGENT_PREFIX = 'agentLogin';

/**
 * spec §4: the props of the password field (CurrentPasswordField: an existing password, masked or shown, never judged).
 * The field keeps what is typed in its own actor and tells this machine each value.
 */
export interface AgentPasswordFieldProps {
  /** outside the credentials step the machine takes no change of the password: the field takes no input either */
  disabled: boolean;
  /**
   * the field's React key: it changes when the machine empties the password while the form stays (spec §8: a failed
   * login asks for the password again), so the field starts over empty as well instead of showing what was sent
   */
  resetKey: 'typed' | 'askedAgain';
  labelKey: 'form.password';
  errorKey: 'form.passwordRequired' | null;
  field: {
    name: 'password';
    prefix: typeof AGENT_PREFIX;
    required: true;
    input: { policy: 'standard' };
    onValueChange(value: string): void;
  };
}

export interface AgentLoginApi {
  step: AgentLoginStep;
  /** the credentials form (credentials and the steps that sign in) */
  showsCredentials: boolean;
  /** the customer form (choosing, impersonating, failure, logging out) */
  showsCustomer: boolean;
  isBusy: boolean;
  isLocked: boolean;
  isDone: boolean;
  agentName: string | null;
  /** the current error's text: spec §8's agent codes are in the common catalogue, the others under agent:, or null */
  error: AgentErrorText | null;
  emailErrorKey: 'form.emailRequired' | 'form.emailInvalid' | null;
  passwordErrorKey: 'form.passwordRequired' | null;
  customerErrorKey: 'form.emailRequired' | 'form.emailInvalid' | null;
  botCheckVisible: boolean;
  /** the ids the view's headings, hints and errors carry (issue 29: the view mints none) */
  ids: { title: string; emailError: string; customerHint: string; customerError: string };
  getEmailProps(): InputProps;
  getPasswordFieldProps(): AgentPasswordFieldProps;
  getCustomerEmailProps(): InputProps;
  getSubmitProps(): { type: 'submit'; disabled: boolean; 'aria-busy': boolean };
  getCustomerSubmitProps(): { type: 'submit'; disabled: boolean; 'aria-busy': boolean };
  onSubmit(e?: { preventDefault(): void }): void;
  onCustomerSubmit(e?: { preventDefault(): void }): void;
  retryLogin(): void;
  retryImpersonation(): void;
  logout(): void;
}

const emailError = (value: string, shown: boolean) =>
  !shown ? null : value.trim() === '' ? 'form.emailRequired' : isEmail(value) ? null : 'form.emailInvalid';

export function connectAgentLogin(snapshot: Snapshot, send: (event: AgentLoginEvent) => void): AgentLoginApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'signingIn';
  const { context } = snapshot;
  const isBusy =
    step === 'solvingBotCheck' || step === 'signingIn' || step === 'impersonating' || step === 'loggingOut';
  const emailErrorKey = emailError(context.email, context.showFieldErrors);
  const customerErrorKey = emailError(context.customerEmail, context.showCustomerError);
  const ids = {
    title: fieldId(AGENT_PREFIX, 'title'),
    emailError: errorIdOf(fieldId(AGENT_PREFIX, 'email')),
    customerHint: fieldId(AGENT_PREFIX, 'customer-hint'),
    customerError: errorIdOf(fieldId(AGENT_PREFIX, 'customer')),
  };
  const field = (name: 'email' | 'customerEmail', invalid: boolean): InputProps => ({
    id: fieldId(AGENT_PREFIX, name === 'email' ? 'email' : 'customer'),
    value: context[name],
    'aria-invalid': invalid,
    // the customer's email keeps its hint; each field's error while it shows one
    'aria-describedby':
      name === 'email'
        ? describedBy(invalid && ids.emailError)
        : describedBy(ids.customerHint, invalid && ids.customerError),
    onChange: (e) => send({ type: 'field.change', field: name, value: e.target.value }),
  });
  const passwordErrorKey = context.showFieldErrors && context.password === '' ? 'form.passwordRequired' : null;
  return {
    step,
    showsCredentials: ['credentials', 'solvingBotCheck', 'signingIn', 'loginFailed'].includes(step),
    showsCustomer: ['choosingCustomer', 'impersonating', 'impersonationFailed', 'loggingOut'].includes(step),
    isBusy,
    isLocked: context.error !== null && AGENT_LOCKED_CODES.includes(context.error),
    isDone: step === 'done',
    agentName: context.agent?.name ?? null,
    error: context.error ? errorText(context.error) : null,
    emailErrorKey,
    passwordErrorKey,
    customerErrorKey,
    botCheckVisible: context.botCheckRequired,
    ids,
    getEmailProps: () => field('email', emailErrorKey !== null),
    getPasswordFieldProps: () => ({
      disabled: step !== 'credentials',
      resetKey: step === 'loginFailed' && context.password === '' ? 'askedAgain' : 'typed',
      labelKey: 'form.password',
      errorKey: passwordErrorKey,
      field: {
        name: 'password',
        prefix: AGENT_PREFIX,
        required: true,
        // a current password is judged by no rule: the policy plays no part
        input: { policy: 'standard' },
        onValueChange: (value) => send({ type: 'field.change', field: 'password', value }),
      },
    }),
    getCustomerEmailProps: () => field('customerEmail', customerErrorKey !== null),
    getSubmitProps: () => ({
      type: 'submit',
      disabled: !snapshot.can({ type: 'form.submit' }),
      'aria-busy': step === 'solvingBotCheck' || step === 'signingIn',
    }),
    getCustomerSubmitProps: () => ({
      type: 'submit',
      disabled: !snapshot.can({ type: 'customer.submit' }),
      'aria-busy': step === 'impersonating',
    }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    onCustomerSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'customer.submit' });
    },
    retryLogin: () => send({ type: 'login.retry' }),
    retryImpersonation: () => send({ type: 'impersonation.retry' }),
    logout: () => send({ type: 'agent.logout' }),
  };
}
