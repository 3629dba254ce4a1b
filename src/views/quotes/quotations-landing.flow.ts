// Issue 15 (STYLE.md §16): quotationsLanding's edge: the user's quotations (GET /v1/quotations) and the tenant's stores
// (GET /v1/geo/storeList), loaded together.
import { defineFlow } from '../../flows/define-flow';
import { quotationsLandingMachine } from '../../machines/quotations-landing/quotations-landing.machine';
import { quotationsLandingFlowSamples } from '../../machines/quotations-landing/quotations-landing.samples';
import { quotesActors } from '../lists/lists-env';
import { serviceActor } from '../shared/service-actor';

export const quotationsLandingFlow = defineFlow({
  name: 'quotations-landing',
  description:
    'The quotations landing: the latest quotations, the stores, how to quote and the entry points (spec §2).',
  machine: quotationsLandingMachine,
  loadView: () => import('./quotations-landing.view').then((m) => m.QuotationsLandingView),
  namespaces: ['quotes'],
  samples: quotationsLandingFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: quotesActors((api, env) => ({
    loadLanding: serviceActor(env, async (_input, signal) => {
      const [latest, stores] = await Promise.all([api.quotations(signal), api.stores(signal)]);
      return { latest, stores };
    }),
  })),
  driver: {
    'landing.retry': (d) => d.click(d.t('quotes:landing.retry')),
  },
  complete: true,
});
