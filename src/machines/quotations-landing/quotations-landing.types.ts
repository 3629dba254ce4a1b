// spec §2 quotationsLanding (issue 15): the entry to quotations: the user's latest quotations, the stores where one quotes,
// how it works (valid 3 days, spec §9) and the ways to each quotation page.
import type { QuotationSummary, Store } from '../../contracts/quotes.contract';

/** What the landing loads: the user's latest quotations, newest first (at most LATEST_COUNT), and the stores. */
export interface QuotationsLandingLoad {
  latest: QuotationSummary[];
  stores: Store[];
}

export interface QuotationsLandingContext {
  data: QuotationsLandingLoad;
}

export type QuotationsLandingEvent = { type: 'landing.retry' };
