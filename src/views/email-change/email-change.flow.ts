// Issue 31 item 2: the email-change flow's edge (Ley 1581, LGPD: correct one's data): new address + password, a code to the
// new address (spec §9 length), 'Ya existe una cuenta asociada a este correo' (spec §8), resend, OTP_LOCKED_ERROR.
import { defineFlow } from '../../flows/define-flow';
import { emailChangeMachine } from '../../machines/email-change/email-change.machine';
import { emailChangeFlowSamples } from '../../machines/email-change/email-change.samples';
import type { EmailChangeCodeRequest, EmailChangeConfirmRequest } from '../../machines/email-change/email-change.types';
import { createAccountRightsApi } from '../../services/account-rights.api';
import { serviceActor } from '../shared/service-actor';
import { codeFlowInput, codeFormDriver } from '../shared/step-up-flow';

export const emailChangeFlow = defineFlow({
  name: 'email-change',
  description:
    'Email change: new address + password, a code to the new address (length per tenant), the address taken (spec §8), resend, OTP_LOCKED_ERROR.',
  machine: emailChangeMachine,
  loadView: () => import('./email-change.view').then((m) => m.EmailChangeView),
  namespaces: ['rights'],
  samples: emailChangeFlowSamples,
  delays: {},
  // the signed-in user (account page): the address now, the account kind for the code length (spec §9)
  input: (tenant, page) => ({
    currentEmail: page?.user?.email ?? 'demo@cuenta.test',
    ...codeFlowInput(tenant, page),
  }),
  implementations: (env) => {
    const api = createAccountRightsApi(env.clients.storefront);
    return {
      actors: {
        requestCode: serviceActor<void, EmailChangeCodeRequest>(env, async (input, signal) => {
          await api.requestEmailChangeCode(input, signal);
        }),
        confirmChange: serviceActor<void, EmailChangeConfirmRequest>(env, async (input, signal) => {
          await api.confirmEmailChange(input, signal);
        }),
      },
    };
  },
  driver: {
    ...codeFormDriver('rights:emailChange'),
  },
  graphContext: (c) => ({
    newEmail: c.newEmail === '' ? 'empty' : c.newEmail.includes('@') ? 'valid' : 'invalid',
    password: c.password !== '',
    code: c.code !== '',
    error: c.error,
    resent: c.resent,
    fieldErrors: c.showFieldErrors,
  }),
  complete: true,
});
