// Issue 12 (STYLE.md §16): the points page's edge (spec §2 myCMRPoints; §7 loyalty subscriber and CMR subscription status
// update, Chile and Peru only: src/rules/loyalty.ts).
import { defineFlow } from '../../flows/define-flow';
import { myCmrPointsMachine } from '../../machines/my-cmr-points/my-cmr-points.machine';
import { myCmrPointsFlowSamples } from '../../machines/my-cmr-points/my-cmr-points.samples';
import { createLoyaltyApi } from '../../services/loyalty.api';
import { serviceActor } from '../shared/service-actor';

export const myCmrPointsFlow = defineFlow({
  name: 'my-cmr-points',
  description:
    'CMR points (Chile and Peru): the balance and movements in the tenant locale, and the CMR subscription status update (spec §7).',
  machine: myCmrPointsMachine,
  loadView: () => import('./my-cmr-points.view').then((m) => m.MyCmrPointsView),
  namespaces: ['account'],
  samples: myCmrPointsFlowSamples,
  delays: {},
  input: (tenant) => ({ locale: tenant.locale, currency: tenant.currency }),
  implementations: (env) => {
    const api = createLoyaltyApi(env.clients.storefront);
    return {
      actors: {
        loadPoints: serviceActor(env, (_input, signal) => api.subscriber(signal)),
        updateSubscription: serviceActor<{ cmrSubscribed: boolean }, { subscribed: boolean }>(env, (input, signal) =>
          api.updateCmrSubscription(input.subscribed, signal),
        ),
      },
    };
  },
  driver: {
    'subscription.toggle': (d) => d.clickSelector('[data-action="cmr-toggle"]'),
    'points.retry': (d) => d.click(d.t('account:points.retry')),
  },
  graphContext: (c) => ({ loaded: c.data !== null, subscribed: c.data?.cmrSubscribed ?? null }),
  complete: true,
});
