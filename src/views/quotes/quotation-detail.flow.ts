// Issue 15 (STYLE.md §16): the quotation detail flow's edge (spec §2, §3, §4, §6, §8).
import { defineFlow } from '../../flows/define-flow';
import { quotationDetailMachine } from '../../machines/quotation-detail/quotation-detail.machine';
import {
  quotationDetailFlowSamples,
  quotationDetailSampleInput,
} from '../../machines/quotation-detail/quotation-detail.samples';
import { pagePath } from '../app/routes';
import { quotesApiFor } from '../lists/lists-env';
import { canPurchaseAs } from '../shared/purchase-access';
import { serviceActor } from '../shared/service-actor';
import type { QuotationDetail } from '../../contracts/quotes.contract';

/** The address of one quotation's detail (spec §2 quotesInStores with ?id=). */
export const quotationDetailPath = (tenantId: string, id: string) =>
  `${pagePath('quotesInStores', tenantId)}?id=${encodeURIComponent(id)}`;

/** History state of the address a re-quote moved to: the page keeps the same flow (and its "re-quoted" message). */
export interface RequotedState {
  requotedFrom: string;
}

export const quotationDetailFlow = defineFlow({
  name: 'quotation-detail',
  description:
    'One quotation: barcode, products, total, PDF and its success page, quote to cart; expired after 3 days, then re-quote (spec §2, §4, §8).',
  machine: quotationDetailMachine,
  loadView: () => import('./quotation-detail.view').then((m) => m.QuotationDetailView),
  namespaces: ['quotes'],
  samples: quotationDetailFlowSamples,
  delays: {},
  input: (_tenant, page) => ({
    quotationId: page?.search.get('id') ?? quotationDetailSampleInput.quotationId,
    canPurchase: canPurchaseAs(page?.user),
  }),
  implementations: (env) => {
    const api = quotesApiFor(env.clients);
    return {
      actors: {
        loadQuotation: serviceActor<QuotationDetail, { quotationId: string }>(env, (input, signal) =>
          api.detail(input.quotationId, signal),
        ),
        purchaseQuotation: serviceActor<{ addedUnits: number }, { quotationId: string }>(
          env,
          async (input, signal) => ({
            addedUnits: (await api.purchase(input.quotationId, signal)).added.units,
          }),
        ),
        requoteQuotation: serviceActor<QuotationDetail, { quotationId: string }>(env, (input, signal) =>
          api.requote(input.quotationId, signal),
        ),
      },
      actions: {
        // issue 30: after "Volver a cotizar" the address is the new quotation's, so a reload shows it (not the expired one)
        showQuotationAddress: (_: unknown, params: { quotationId: string; previousId: string }) =>
          env.navigate(quotationDetailPath(env.tenant.id, params.quotationId), {
            replace: true,
            state: { requotedFrom: params.previousId } satisfies RequotedState,
          }),
      },
    };
  },
  driver: {
    'quote.purchase': (d) => d.click(d.t('quotes:detail.purchase')),
    'quote.requote': (d) => d.click(d.t('quotes:detail.requote')),
    'quote.download': (d) => d.click(d.t('quotes:detail.download'), 'link'),
    'download.back': (d) => d.click(d.t('quotes:download.back')),
    'detail.retry': (d) => d.click(d.t('quotes:detail.retry')),
  },
  graphContext: (c) => ({
    status: c.detail?.quotation.status ?? null,
    number: c.detail?.quotation.number ?? null,
    error: c.error,
    cart: c.addedUnits !== null,
    requoted: c.requoted,
  }),
  complete: true,
});
