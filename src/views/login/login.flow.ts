// Flow registry entry (issue 6) for login (spec §2, §8).
import { defineFlow } from '../flows/define-flow';
import { loginMachine } from '../../machines/login/login.machine';
import { loginFlowSamples } from '../../machines/login/login.samples';

export const loginFlow = defineFlow({
  name: 'login',
  description: 'Login with email and password, company login, bot check, lockout and a message for every login code (spec §2, §8).',
  machine: loginMachine,
  loadView: () => import('./login.view').then((m) => m.LoginView),
  samples: loginFlowSamples,
  actors: ['solveBotCheck', 'submitLogin'],
  delays: { lockoutDuration: 15 * 60_000 },
  input: () => ({ returnTo: '/account', botCheckAlways: false }),
  // the error code only matters as "some error" vs "locked" for the graph; typed values as filled or not
  graphContext: (c) => ({
    mode: c.mode,
    email: c.email !== '',
    password: c.password !== '',
    error: c.error === null ? null : c.error === 'RECAPTCHA_ERROR' ? 'bot' : 'other',
    bot: c.botCheckRequired,
    fieldErrors: c.showFieldErrors,
  }),
  complete: true,
});
