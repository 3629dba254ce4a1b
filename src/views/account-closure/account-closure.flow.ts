// Issue 31 item 2: the account-closure flow's edge (Ley 1581, LGPD: deletion): the shared step-up (a code to the account,
// password + code), then one explicit confirmation; COMPANY_OWNER_ONLY for a collaborator; a lapsed grant asks again.
import { defineFlow } from '../../flows/define-flow';
import { accountClosureMachine } from '../../machines/account-closure/account-closure.machine';
import { accountClosureFlowSamples } from '../../machines/account-closure/account-closure.samples';
import { createAccountRightsApi } from '../../services/account-rights.api';
import { serviceActor } from '../shared/service-actor';
import { codeFlowInput, codeFormDriver, stepUpActors, stepUpGraphContext } from '../shared/step-up-flow';

export const accountClosureFlow = defineFlow({
  name: 'account-closure',
  description:
    'Close my account: a code to the account and the password (step-up), then one confirmation; the data erased, the sessions ended, the email freed.',
  machine: accountClosureMachine,
  loadView: () => import('./account-closure.view').then((m) => m.AccountClosureView),
  namespaces: ['rights'],
  samples: accountClosureFlowSamples,
  delays: {},
  input: codeFlowInput,
  implementations: (env) => {
    const api = createAccountRightsApi(env.clients.storefront);
    return {
      actors: {
        ...stepUpActors(env, api),
        closeAccount: serviceActor(env, async (_input, signal) => {
          await api.closeAccount(signal);
        }),
      },
    };
  },
  driver: {
    'code.request': (d) => d.click(d.t('rights:stepUp.sendCode')),
    ...codeFormDriver('rights:stepUp'),
    'account.close': (d) => d.click(d.t('rights:accountClosure.close')),
  },
  graphContext: stepUpGraphContext,
  complete: true,
});
