// spec §2, §8: login with email and password, company login, the bot check and a state or message for every login code.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { validateEmail } from '../../rules/person';
import {
  LOCKED_CODES,
  LOGIN_ERROR_CODES,
  type LoginContext,
  type LoginCredentials,
  type LoginErrorCode,
  type LoginEvent,
  type LoginFailure,
  type LoginInput,
  type LoginResult,
} from './login.types';

/** Maps whatever an actor rejected with to a catalogued login code (anything else is GENERIC_ERROR). */
export function toLoginFailure(error: unknown): {
  code: LoginErrorCode;
  botCheckRequired: boolean;
  lockMinutes: number | null;
} {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Partial<LoginFailure>;
  const code = (LOGIN_ERROR_CODES as readonly string[]).includes(failure.code ?? '')
    ? (failure.code as LoginErrorCode)
    : 'GENERIC_ERROR';
  const minutes = failure.details?.lockMinutes;
  return {
    code,
    botCheckRequired: failure.details?.botCheckRequired === true || code === 'RECAPTCHA_ERROR',
    lockMinutes: typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : null,
  };
}

/** Until the server has said how long a lock lasts, the locked state waits this long before letting the user try again. */
export const UNKNOWN_LOCK_MINUTES = 1;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as { returnTo: string },
  },
  actors: {
    // Supplied by the view; these defaults fail loudly so that a forgotten provide() is obvious.
    solveBotCheck: fromPromise<string, void>(() => Promise.reject(new Error('solveBotCheck not provided'))),
    submitLogin: fromPromise<LoginResult, LoginCredentials>(() =>
      Promise.reject(new Error('submitLogin not provided')),
    ),
  },
  guards: {
    isFormComplete: ({ context }) => validateEmail(context.email).ok && context.password !== '',
    needsBotCheck: ({ context }) => context.botCheckRequired && context.botCheck === null,
    isLockedCode: (_, params: { error: unknown }) => LOCKED_CODES.includes(toLoginFailure(params.error).code),
  },
  delays: {
    // spec §8, STYLE.md §20: the lock lasts what the server said (LOCKOUT_MINUTES there); the server stays the authority.
    lockoutDuration: ({ context }) => (context.lockMinutes ?? UNKNOWN_LOCK_MINUTES) * 60_000,
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return event.field === 'email' ? { email: event.value } : { password: event.value };
    }),
    clearError: assign({ error: null }),
    toggleMode: assign({ mode: ({ context }) => (context.mode === 'personal' ? 'company' : 'personal') }),
    showFieldErrors: assign({ showFieldErrors: true }),
    setBotCheck: assign((_, params: { botCheck: string }) => ({ botCheck: params.botCheck })),
    botCheckFailed: assign({ error: 'RECAPTCHA_ERROR' as LoginErrorCode, botCheck: null }),
    setFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toLoginFailure(params.error);
      // a bot-check payload is single use: a new one is solved for the next try
      return {
        error: failure.code,
        botCheck: null,
        botCheckRequired: context.botCheckRequired || failure.botCheckRequired,
        lockMinutes: failure.lockMinutes ?? (LOCKED_CODES.includes(failure.code) ? context.lockMinutes : null),
      };
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    password: '',
    mode: input.mode ?? 'personal',
    returnTo: input.returnTo ?? '',
    botCheckRequired: input.botCheckAlways,
    botCheck: null,
    error: null,
    showFieldErrors: false,
    lockMinutes: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'mode.toggle': { actions: ['toggleMode', 'clearError'] },
        'error.dismiss': { actions: 'clearError' },
        'form.submit': [{ guard: 'isFormComplete', target: 'checkingBot' }, { actions: 'showFieldErrors' }],
      },
    },
    checkingBot: {
      always: [{ guard: 'needsBotCheck', target: 'solvingBotCheck' }, { target: 'submitting' }],
    },
    solvingBotCheck: {
      invoke: {
        id: 'solveBotCheck',
        src: 'solveBotCheck',
        onDone: {
          target: 'submitting',
          actions: { type: 'setBotCheck', params: ({ event }) => ({ botCheck: event.output }) },
        },
        onError: { target: 'editing', actions: 'botCheckFailed' },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          mode: context.mode,
          ...(context.botCheck ? { botCheck: context.botCheck } : {}),
        }),
        onDone: { target: 'success' },
        onError: [
          {
            guard: { type: 'isLockedCode', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    locked: {
      // spec §8: ACCOUNT_BLOCKED and the remains-locked codes; the user can still edit and try, the server decides.
      after: { lockoutDuration: { target: 'editing', actions: 'clearError' } },
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
        'mode.toggle': { target: 'editing', actions: ['toggleMode', 'clearError'] },
      },
    },
    success: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ returnTo: context.returnTo }),
});
