// Issue 31 item 2: the account-closure flow's edge (Ley 1581, LGPD: deletion): the shared step-up (a code to the account,
// password + code), then one explicit confirmation; COMPANY_OWNER_ONLY for a collaborator; a lapsed grant asks again.
import { defineFlow } from '../../flows/define-flow';
import { accountClosureMachine } from '../../machines/account-closure/account-closure.machine';
import { accountClosureFlowSamples } from '../../machines/account-closure/account-closure.samples';
import type { StepUpVerifyRequest } from '../../machines/shared/step-up';
import { createAccountRightsApi } from '../../services/account-rights.api';
import { serviceActor } from '../shared/service-actor';

export const accountClosureFlow = defineFlow({
  name: 'account-closure',
  description:
    'Close my account: a code to the account and the password (step-up), then one confirmation; the data erased, the sessions ended, the email freed.',
  machine: accountClosureMachine,
  loadView: () => import('./account-closure.view').then((m) => m.AccountClosureView),
  namespaces: ['rights'],
  samples: accountClosureFlowSamples,
  delays: {},
  input: (tenant, page) => ({
    otpLength: tenant.otp,
    mode: page?.user?.accountType === 'ORGANIZATION' ? ('company' as const) : ('personal' as const),
  }),
  implementations: (env) => {
    const api = createAccountRightsApi(env.clients.storefront);
    return {
      actors: {
        requestCode: serviceActor(env, async (_input, signal) => {
          await api.requestStepUpCode(signal);
        }),
        verifyStepUp: serviceActor<void, StepUpVerifyRequest>(env, async (input, signal) => {
          await api.verifyStepUp(input, signal);
        }),
        closeAccount: serviceActor(env, async (_input, signal) => {
          await api.closeAccount(signal);
        }),
      },
    };
  },
  driver: {
    'code.request': (d) => d.click(d.t('rights:stepUp.sendCode')),
    'field.change': (d, event) => d.fill(event.field, event.value),
    'form.submit': (d) => d.clickSelector('button[type="submit"]'),
    'code.resend': (d) => d.click(d.t('rights:stepUp.resend')),
    'flow.restart': (d) => d.click(d.t('rights:stepUp.startOver')),
    'account.close': (d) => d.click(d.t('rights:accountClosure.close')),
  },
  graphContext: (c) => ({
    password: c.password !== '',
    code: c.code !== '',
    error: c.error,
    resent: c.resent,
    expired: c.expired,
    fieldErrors: c.showFieldErrors,
  }),
  complete: true,
});
