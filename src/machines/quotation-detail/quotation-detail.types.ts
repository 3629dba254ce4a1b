// spec §2 "Quotations by store: detail with barcode, and a download success page", §3, §4 (valid 3 days, then expired;
// an expired quotation can be re-quoted; a quotation can be converted to a cart), §6 (quoter quotes only; buyer up to a
// maximum), §8 ('La cotización que buscas ya expiró').
import type { QuotationDetail } from '../../contracts/quotes.contract';

export const QUOTATION_ERROR_CODES = [
  'QUOTE_ONLY_ROLE',
  'PURCHASE_LIMIT_EXCEEDED',
  'QUOTATION_EXPIRED',
  'GENERIC_ERROR',
] as const;
export type QuotationErrorCode = (typeof QUOTATION_ERROR_CODES)[number];

export interface QuotationDetailInput {
  quotationId: string;
  /** spec §6: false for a quoter, who is told why instead of offered the cart (default true; the server decides anyway) */
  canPurchase?: boolean;
}

export interface QuotationDetailContext {
  quotationId: string;
  canPurchase: boolean;
  detail: QuotationDetail | null;
  error: QuotationErrorCode | null;
  /** after quote to cart: the units it added (issue 30: not the cart's own count) */
  addedUnits: number | null;
  /** set when this detail is the fresh quotation of a re-quote */
  requoted: boolean;
}

export type QuotationDetailEvent =
  | { type: 'quote.purchase' }
  | { type: 'quote.requote' }
  | { type: 'quote.download' }
  | { type: 'download.back' }
  | { type: 'detail.retry' };

export type QuotationDetailActorName = 'loadQuotation' | 'purchaseQuotation' | 'requoteQuotation';
