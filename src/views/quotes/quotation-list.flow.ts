// Issue 15 (STYLE.md §16): the quotation list's edge (spec §2, §3). The orders page provides its own loader.
import { defineFlow } from '../../flows/define-flow';
import { quotationListMachine } from '../../machines/quotation-list/quotation-list.machine';
import { quotationListFlowSamples } from '../../machines/quotation-list/quotation-list.samples';
import { quotesApiFor } from '../lists/lists-env';
import { serviceActor } from '../shared/service-actor';

export const quotationListFlow = defineFlow({
  name: 'quotation-list',
  description:
    'The in-store quotations (number, expiration date, store, total), or those converted to a cart (spec §2, §3).',
  machine: quotationListMachine,
  loadView: () => import('./quotation-list.view').then((m) => m.QuotationListView),
  namespaces: ['quotes'],
  samples: quotationListFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = quotesApiFor(env.clients);
    return {
      actors: { loadQuotations: serviceActor(env, (_input, signal) => api.quotations(signal)) },
    };
  },
  driver: {
    'quotations.retry': (d) => d.click(d.t('quotes:list.retry')),
  },
  complete: true,
});
