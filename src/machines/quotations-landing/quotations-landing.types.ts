// spec §2 quotationsLanding (issue 15): the entry to quotations: the user's latest quotations, the stores where one quotes,
// how it works (valid 3 days, spec §9) and the ways to each quotation page.
import type { StoreData } from '../list-detail/list-detail.types';
import type { QuotationSummaryData } from '../quotation-list/quotation-list.types';

export interface LandingData {
  /** the user's latest quotations, newest first (at most LATEST_COUNT) */
  latest: QuotationSummaryData[];
  stores: StoreData[];
}

export interface QuotationsLandingContext {
  data: LandingData;
}

export type QuotationsLandingEvent = { type: 'landing.retry' };
