// Issue 9 (STYLE.md §16): the login flow's edge (spec §2, §8). The view, the input per tenant and page, the real actors
// built from the services through the shared error mapper, the delays, and how a user performs each event.
import { loginMachine } from '../../machines/login/login.machine';
import { loginFlowSamples } from '../../machines/login/login.samples';
import type { LoginCredentials, LoginResult } from '../../machines/login/login.types';
import { createAuthApi } from '../../services/auth.api';
import { botCheckAlways } from '../../services/config';
import { defineFlow } from '../../flows/define-flow';
import { serviceActor, type ActorFailure } from '../shared/service-actor';

/** ACCOUNT_REMAINS_LOCKED carries the lock's end: the minutes left, as the locked state waits them out (STYLE.md §20). */
export function withLockMinutes(failure: ActorFailure, now: number): ActorFailure {
  const until = failure.details?.lockedUntil;
  if (typeof failure.details?.lockMinutes === 'number' || typeof until !== 'string') return failure;
  const left = Math.ceil((Date.parse(until) - now) / 60_000);
  return Number.isFinite(left) && left > 0
    ? { ...failure, details: { ...failure.details, lockMinutes: left } }
    : failure;
}

export const loginFlow = defineFlow({
  name: 'login',
  description:
    'Login with email and password, company login, bot check, lockout and a message for every login code (spec §2, §8).',
  machine: loginMachine,
  loadView: () => import('./login.view').then((m) => m.LoginView),
  namespaces: ['login'],
  samples: loginFlowSamples,
  // shown to people; the machine waits what the server said (lockMinutes), 1 minute when it said nothing
  delays: { lockoutDuration: 15 * 60_000 },
  input: (_tenant, page) => ({
    returnTo: '/account',
    botCheckAlways: page ? botCheckAlways() : false,
    mode: page?.search.get('mode') === 'company' ? ('company' as const) : ('personal' as const),
  }),
  implementations: (env) => {
    const storefront = env.clients.storefront;
    const api = createAuthApi({ storefront }, env.tenant.backendStyle);
    return {
      actors: {
        // issue 17: the solver (altcha-lib) loads when a bot check is asked for, not with the page
        solveBotCheck: serviceActor(env, async (_input, signal) =>
          (await import('../../services/auth-bot-check.api')).solveBotCheck(storefront, signal),
        ),
        submitLogin: serviceActor<LoginResult, LoginCredentials>(
          env,
          async (input, signal) => ({ userId: (await api.login(input, signal)).id }),
          (failure) => withLockMinutes(failure, Date.now()),
        ),
      },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field, event.value),
    'mode.toggle': (d) =>
      d.click(d.t(d.snapshot().context.mode === 'personal' ? 'login:login.companyTab' : 'login:login.personalTab')),
    'form.submit': (d) => d.click(d.t('login:login.submit')),
    'error.dismiss': (d) => d.click(d.t('login:login.dismiss')),
  },
  // the error code only matters as "some error" vs "locked" for the graph; typed values as filled or not
  graphContext: (c) => ({
    mode: c.mode,
    email: c.email !== '',
    password: c.password !== '',
    error: c.error === null ? null : c.error === 'RECAPTCHA_ERROR' ? 'bot' : 'other',
    bot: c.botCheckRequired,
    fieldErrors: c.showFieldErrors,
    locked: c.lockMinutes !== null,
  }),
  complete: true,
});
