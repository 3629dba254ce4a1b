// Issue 31 item 3: the data-export flow's edge (Ley 1581, LGPD: a copy): the shared step-up (a code to the account,
// password + code), then the JSON and PDF links; a lapsed grant asks again.
import { defineFlow } from '../../flows/define-flow';
import { dataExportMachine } from '../../machines/data-export/data-export.machine';
import { dataExportFlowSamples } from '../../machines/data-export/data-export.samples';
import { createAccountRightsApi } from '../../services/account-rights.api';
import { codeFlowInput, codeFormDriver, stepUpActors, stepUpGraphContext } from '../shared/step-up-flow';

export const dataExportFlow = defineFlow({
  name: 'data-export',
  description:
    'Download my data: a code to the account and the password (step-up), then a JSON file and a readable PDF.',
  machine: dataExportMachine,
  loadView: () => import('./data-export.view').then((m) => m.DataExportView),
  namespaces: ['rights'],
  samples: dataExportFlowSamples,
  delays: {},
  input: codeFlowInput,
  implementations: (env) => {
    const api = createAccountRightsApi(env.clients.storefront);
    return { actors: stepUpActors(env, api) };
  },
  driver: {
    'code.request': (d) => d.click(d.t('rights:stepUp.sendCode')),
    ...codeFormDriver('rights:stepUp'),
  },
  graphContext: stepUpGraphContext,
  complete: true,
});
