// spec §2 "Quotations by store: list", §3 (number, expiration date, store, total price): the user's quotations, or those
// converted to a cart (myQuotesStoreOrders). The same machine; the page supplies the loader.
import type { StoreData } from '../list-detail/list-detail.types';

export type QuotationStatusData = 'valid' | 'expired' | 'converted';

export interface QuotationSummaryData {
  id: string;
  number: string;
  status: QuotationStatusData;
  createdAt: string;
  expiresAt: string;
  store: StoreData;
  total: number;
  currency: string;
  itemCount: number;
  requotedTo: string | null;
}

export interface QuotationListContext {
  quotations: QuotationSummaryData[];
  failed: boolean;
}

export type QuotationListEvent = { type: 'quotations.retry' };
export type QuotationListActorName = 'loadQuotations';
