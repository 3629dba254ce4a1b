// Issue 30 (STYLE.md §16): the buyer's maximum purchase amount and what remains of it (spec §6), on the account home and
// wherever the buyer decides to buy (list detail, quotation detail, repurchase).
import { defineFlow } from '../../flows/define-flow';
import { purchaseAllowanceMachine } from '../../machines/purchase-allowance/purchase-allowance.machine';
import { purchaseAllowanceFlowSamples } from '../../machines/purchase-allowance/purchase-allowance.samples';
import { createPurchaseApi } from '../../services/purchase.api';
import { serviceActor } from '../shared/service-actor';
import { PurchaseAllowanceView } from './purchase-allowance.view';

export const purchaseAllowanceFlow = defineFlow({
  name: 'purchase-allowance',
  description:
    "A buyer's maximum purchase amount and what remains of it in the period; nothing for other roles (spec §6).",
  machine: purchaseAllowanceMachine,
  // rendered beside other views on the pages that mount it: a static import keeps it out of a chunk of its own
  loadView: async () => PurchaseAllowanceView,
  namespaces: ['common'],
  samples: purchaseAllowanceFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = createPurchaseApi(env.clients.myAccount);
    return {
      actors: {
        loadAllowance: serviceActor(env, (_input, signal) => api.allowance(signal)),
      },
    };
  },
  driver: { 'allowance.retry': (d) => d.click(d.t('common:purchaseAllowance.retry')) },
  complete: true,
});
