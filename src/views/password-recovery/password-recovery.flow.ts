// Flow registry entry (issue 6) for password recovery (spec §2, §7, §8).
import { defineFlow } from '../../flows/define-flow';
import { passwordRecoveryMachine } from '../../machines/password-recovery/password-recovery.machine';
import { recoveryFlowSamples } from '../../machines/password-recovery/password-recovery.samples';
import { recoveryInputFor } from './password-recovery.input';

export const passwordRecoveryFlow = defineFlow({
  name: 'password-recovery',
  description: 'Password recovery: code by email (length per tenant), new password, resend, OTP_LOCKED_ERROR and the other codes (spec §2, §8).',
  machine: passwordRecoveryMachine,
  loadView: () => import('./password-recovery.view').then((m) => m.PasswordRecoveryView),
  samples: recoveryFlowSamples,
  namespaces: ['login'],
  driver: {},
  delays: {},
  input: (tenant) => recoveryInputFor(tenant),
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
