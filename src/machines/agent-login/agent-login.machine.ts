// spec §6, §8: agent login (bot check, lockout codes, retry), then impersonation of a customer named by email, or the
// agent logout. The server authorises everything; the machine only decides what the agent sees next.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  AGENT_LOGIN_ERROR_CODES,
  IMPERSONATION_ERROR_CODES,
  type AgentErrorCode,
  type AgentFailure,
  type AgentLoginContext,
  type AgentLoginErrorCode,
  type AgentLoginEvent,
  type AgentLoginInput,
  type ImpersonatedCustomer,
  type ImpersonationErrorCode,
  type SignedInAgent,
} from './agent-login.types';
import type { AgentLoginRequest } from '../../contracts/agent.contract';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

const failureOf = (error: unknown): Partial<AgentFailure> =>
  (typeof error === 'object' && error !== null ? error : {}) as Partial<AgentFailure>;

/** Maps an agent-login rejection to a catalogued code (anything else is GENERIC_ERROR). */
export function toAgentLoginFailure(error: unknown): { code: AgentLoginErrorCode; botCheckRequired: boolean } {
  const failure = failureOf(error);
  const code = (AGENT_LOGIN_ERROR_CODES as readonly string[]).includes(failure.code ?? '')
    ? (failure.code as AgentLoginErrorCode)
    : 'GENERIC_ERROR';
  return { code, botCheckRequired: failure.details?.botCheckRequired === true || code === 'RECAPTCHA_ERROR' };
}

/** Maps an impersonation or logout rejection to a catalogued code; SESSION_EXPIRED counts as an invalid agent session. */
export function toImpersonationFailure(error: unknown): ImpersonationErrorCode {
  const code =
    failureOf(error).code === 'SESSION_EXPIRED' ? 'INVALID_AGENT_SESSION_ERROR' : (failureOf(error).code ?? '');
  return (IMPERSONATION_ERROR_CODES as readonly string[]).includes(code)
    ? (code as ImpersonationErrorCode)
    : 'GENERIC_ERROR';
}

// Issue 29: impersonating and logging out fail the same way. The agent's session is gone (spec §8
// INVALID_AGENT_SESSION_ERROR; AGENT_LOGOUT_ERROR: no agent session to end): the agent signs in again and is shown the
// message there. Anything else (network, server): still signed in, may try again.
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const agentStepFailed = [
  {
    guard: { type: 'isAgentSessionGone', params: errorOf },
    target: 'credentials',
    actions: [{ type: 'setImpersonationFailure', params: errorOf }, 'forgetAgent'],
  },
  { target: 'impersonationFailed', actions: { type: 'setImpersonationFailure', params: errorOf } },
] as const;

export const agentLoginMachine = setup({
  types: {
    context: {} as AgentLoginContext,
    events: {} as AgentLoginEvent,
    input: {} as AgentLoginInput,
    output: {} as { customer: ImpersonatedCustomer | null },
  },
  actors: {
    // Supplied by the view; these defaults fail loudly so that a forgotten provide() is obvious.
    solveBotCheck: fromPromise<string, void>(() => Promise.reject(new Error('solveBotCheck not provided'))),
    submitAgentLogin: fromPromise<SignedInAgent, AgentLoginRequest>(() =>
      Promise.reject(new Error('submitAgentLogin not provided')),
    ),
    impersonateCustomer: fromPromise<ImpersonatedCustomer, { email: string }>(() =>
      Promise.reject(new Error('impersonateCustomer not provided')),
    ),
    logoutAgent: fromPromise<void, void>(() => Promise.reject(new Error('logoutAgent not provided'))),
  },
  guards: {
    // each form takes only its own fields: the credentials are not edited while choosing a customer, and the other way round
    isCredentialField: ({ event }) => {
      assertEvent(event, 'field.change');
      return event.field !== 'customerEmail';
    },
    isCustomerField: ({ event }) => {
      assertEvent(event, 'field.change');
      return event.field === 'customerEmail';
    },
    isFormComplete: ({ context }) => isEmail(context.email) && context.password !== '',
    isCustomerEmail: ({ context }) => isEmail(context.customerEmail),
    needsBotCheck: ({ context }) => context.botCheckRequired && context.botCheck === null,
    // INVALID_AGENT_SESSION_ERROR (impersonation) and AGENT_LOGOUT_ERROR (logout): the server holds no agent session any more
    isAgentSessionGone: (_, params: { error: unknown }) =>
      ['INVALID_AGENT_SESSION_ERROR', 'AGENT_LOGOUT_ERROR'].includes(toImpersonationFailure(params.error)),
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      if (event.field === 'email') return { email: event.value };
      if (event.field === 'password') return { password: event.value };
      return { customerEmail: event.value, showCustomerError: false };
    }),
    clearError: assign({ error: null }),
    showFieldErrors: assign({ showFieldErrors: true }),
    showCustomerError: assign({ showCustomerError: true }),
    setBotCheck: assign((_, params: { botCheck: string }) => ({ botCheck: params.botCheck })),
    botCheckFailed: assign({ error: 'RECAPTCHA_ERROR' as AgentErrorCode, botCheck: null }),
    setLoginFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toAgentLoginFailure(params.error);
      // a bot-check payload is single use; the password is asked again
      return {
        error: failure.code,
        botCheck: null,
        password: '',
        botCheckRequired: context.botCheckRequired || failure.botCheckRequired,
      };
    }),
    setAgent: assign((_, params: { agent: SignedInAgent }) => ({ agent: params.agent, password: '', error: null })),
    setImpersonationFailure: assign((_, params: { error: unknown }) => ({
      error: toImpersonationFailure(params.error) as AgentErrorCode,
    })),
    setCustomer: assign((_, params: { customer: ImpersonatedCustomer }) => ({ customer: params.customer })),
    /** the agent's session is over (logout, or the server no longer knows it): back to an empty login */
    forgetAgent: assign({
      agent: null,
      customerEmail: '',
      password: '',
      showCustomerError: false,
      showFieldErrors: false,
    }),
  },
}).createMachine({
  id: 'agentLogin',
  context: ({ input }) => ({
    email: '',
    password: '',
    customerEmail: '',
    agent: null,
    customer: null,
    botCheckRequired: input.botCheckAlways,
    botCheck: null,
    error: null,
    showFieldErrors: false,
    showCustomerError: false,
  }),
  initial: 'credentials',
  states: {
    credentials: {
      on: {
        'field.change': { guard: 'isCredentialField', actions: 'setField' },
        'form.submit': [{ guard: 'isFormComplete', target: 'checkingBot' }, { actions: 'showFieldErrors' }],
      },
    },
    checkingBot: {
      always: [{ guard: 'needsBotCheck', target: 'solvingBotCheck' }, { target: 'signingIn' }],
    },
    solvingBotCheck: {
      invoke: {
        id: 'solveBotCheck',
        src: 'solveBotCheck',
        onDone: {
          target: 'signingIn',
          actions: { type: 'setBotCheck', params: ({ event }) => ({ botCheck: event.output }) },
        },
        onError: { target: 'loginFailed', actions: 'botCheckFailed' },
      },
    },
    signingIn: {
      entry: 'clearError',
      invoke: {
        id: 'submitAgentLogin',
        src: 'submitAgentLogin',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          ...(context.botCheck ? { botCheck: context.botCheck } : {}),
        }),
        onDone: {
          target: 'choosingCustomer',
          actions: { type: 'setAgent', params: ({ event }) => ({ agent: event.output }) },
        },
        onError: {
          target: 'loginFailed',
          actions: { type: 'setLoginFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loginFailed: {
      // spec §8: AGENT_LOGIN_ERROR, the bot check and the lock codes; retrying asks for the password again
      on: { 'login.retry': { target: 'credentials', actions: 'clearError' } },
    },
    choosingCustomer: {
      on: {
        'field.change': { guard: 'isCustomerField', actions: 'setField' },
        'customer.submit': [{ guard: 'isCustomerEmail', target: 'impersonating' }, { actions: 'showCustomerError' }],
        'agent.logout': { target: 'loggingOut' },
      },
    },
    impersonating: {
      entry: 'clearError',
      invoke: {
        id: 'impersonateCustomer',
        src: 'impersonateCustomer',
        input: ({ context }) => ({ email: context.customerEmail.trim() }),
        onDone: {
          target: 'done',
          actions: { type: 'setCustomer', params: ({ event }) => ({ customer: event.output }) },
        },
        onError: agentStepFailed,
      },
    },
    impersonationFailed: {
      on: {
        'impersonation.retry': { target: 'choosingCustomer', actions: 'clearError' },
        'agent.logout': { target: 'loggingOut' },
      },
    },
    loggingOut: {
      entry: 'clearError',
      invoke: {
        id: 'logoutAgent',
        src: 'logoutAgent',
        onDone: { target: 'credentials', actions: 'forgetAgent' },
        onError: agentStepFailed,
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ customer: context.customer }),
});
