// Issue 13, issue 17 (STYLE.md §16): the account home's payment-method block (spec §2), which shows the favourite card.
// It reads the list the myPayment page manages (spec §7 payment methods) through the same service.
import { defineFlow } from '../../flows/define-flow';
import { favouriteCardMachine } from '../../machines/favourite-card/favourite-card.machine';
import { favouriteCardFlowSamples } from '../../machines/favourite-card/favourite-card.samples';
import { createPaymentApi } from '../../services/payment.api';
import { serviceActor } from '../shared/service-actor';
import { FavouriteCardView } from './favourite-card.view';

export const favouriteCardFlow = defineFlow({
  name: 'favourite-card',
  description:
    'Account home: the payment-method block with the favourite card, its callout when there is none, and its error state (spec §2).',
  machine: favouriteCardMachine,
  // the account home renders the view anyway: a static import keeps it out of a chunk of its own (issue 17)
  loadView: async () => FavouriteCardView,
  namespaces: ['payment'],
  samples: favouriteCardFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = createPaymentApi(env.clients.myAccount);
    return {
      actors: { loadCards: serviceActor(env, (_input, signal) => api.list(signal)) },
    };
  },
  driver: { 'block.retry': (d) => d.click(d.t('payment:page.retry')) },
  complete: true,
});
