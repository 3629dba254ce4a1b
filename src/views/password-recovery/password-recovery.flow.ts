// Issue 9 (STYLE.md §16): the password-recovery flow's edge (spec §2, §7, §8): code by email (length per tenant, spec §9),
// new password (spec §5 policy), resend, OTP_LOCKED_ERROR and the other codes.
import { defineFlow } from '../../flows/define-flow';
import { passwordRecoveryMachine } from '../../machines/password-recovery/password-recovery.machine';
import { recoveryFlowSamples } from '../../machines/password-recovery/password-recovery.samples';
import type { RequestCodeInput, SavePasswordInput } from '../../machines/password-recovery/password-recovery.types';
import { createAuthApi } from '../../services/auth.api';
import { serviceActor } from '../shared/service-actor';

export const passwordRecoveryFlow = defineFlow({
  name: 'password-recovery',
  description:
    'Password recovery: code by email (length per tenant), new password, resend, OTP_LOCKED_ERROR and the other codes (spec §2, §8).',
  machine: passwordRecoveryMachine,
  loadView: () => import('./password-recovery.view').then((m) => m.PasswordRecoveryView),
  namespaces: ['login'],
  samples: recoveryFlowSamples,
  delays: {},
  input: (tenant, page) => {
    const email = page?.search.get('email');
    return { otpLength: tenant.otp, policy: tenant.passwordPolicy, ...(email ? { email } : {}) };
  },
  implementations: (env) => {
    const api = createAuthApi({ storefront: env.clients.storefront }, env.tenant.backendStyle);
    return {
      actors: {
        requestCode: serviceActor<void, RequestCodeInput>(env, async (input, signal) => {
          await api.requestRecoveryCode(input.email, input.mode, signal);
        }),
        savePassword: serviceActor<void, SavePasswordInput>(env, async (input, signal) => {
          await api.saveRecoveredPassword(input, signal);
        }),
      },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field === 'password' ? 'newPassword' : event.field, event.value),
    'mode.toggle': (d) => d.click(d.t('login:recovery.companyMode'), 'checkbox'),
    'form.submit': (d) => d.clickSelector('button[type="submit"]'),
    'code.resend': (d) => d.click(d.t('login:recovery.resend')),
    'flow.restart': (d) => d.click(d.t('login:recovery.startOver')),
  },
  graphContext: (c) => ({
    mode: c.mode,
    email: c.email !== '' && c.email.includes('@'),
    code: c.code !== '',
    password: c.password !== '',
    error: c.error !== null,
    resent: c.resent,
    fieldErrors: c.showFieldErrors,
  }),
  complete: true,
});
