// spec §2 "Quotations by store: list", §3 (number, expiration date, store, total price): the user's quotations, or those
// converted to a cart (myQuotesStoreOrders). The same machine; the page supplies the loader.
import type { QuotationSummary } from '../../contracts/quotes.contract';

export interface QuotationListContext {
  quotations: QuotationSummary[];
  failed: boolean;
}

export type QuotationListEvent = { type: 'quotations.retry' };
export type QuotationListActorName = 'loadQuotations';
