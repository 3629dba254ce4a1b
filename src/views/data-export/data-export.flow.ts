// Issue 31 item 3: the data-export flow's edge (Ley 1581, LGPD: a copy): the shared step-up (a code to the account,
// password + code), then the JSON and PDF links; a lapsed grant asks again.
import { defineFlow } from '../../flows/define-flow';
import { dataExportMachine } from '../../machines/data-export/data-export.machine';
import { dataExportFlowSamples } from '../../machines/data-export/data-export.samples';
import type { StepUpVerifyRequest } from '../../machines/shared/step-up';
import { createAccountRightsApi } from '../../services/account-rights.api';
import { serviceActor } from '../shared/service-actor';

export const dataExportFlow = defineFlow({
  name: 'data-export',
  description:
    'Download my data: a code to the account and the password (step-up), then a JSON file and a readable PDF.',
  machine: dataExportMachine,
  loadView: () => import('./data-export.view').then((m) => m.DataExportView),
  namespaces: ['rights'],
  samples: dataExportFlowSamples,
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
      },
    };
  },
  driver: {
    'code.request': (d) => d.click(d.t('rights:stepUp.sendCode')),
    'field.change': (d, event) => d.fill(event.field, event.value),
    'form.submit': (d) => d.clickSelector('button[type="submit"]'),
    'code.resend': (d) => d.click(d.t('rights:stepUp.resend')),
    'flow.restart': (d) => d.click(d.t('rights:stepUp.startOver')),
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
