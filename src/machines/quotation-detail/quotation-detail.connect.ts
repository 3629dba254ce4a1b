// Pure props for the quotation detail view.
import type { SnapshotFrom } from 'xstate';
import type { quotationDetailMachine } from './quotation-detail.machine';
import type { QuotationDetailEvent, QuotationErrorCode } from './quotation-detail.types';
import type { QuotationDetail } from '../../contracts/quotes.contract';

type Snapshot = SnapshotFrom<typeof quotationDetailMachine>;
export type QuotationDetailStep =
  'loading' | 'notFound' | 'failed' | 'valid' | 'purchasing' | 'converted' | 'expired' | 'requoting' | 'downloaded';
const STEPS: QuotationDetailStep[] = [
  'loading',
  'notFound',
  'failed',
  'valid',
  'purchasing',
  'converted',
  'expired',
  'requoting',
  'downloaded',
];

export interface QuotationDetailApi {
  step: QuotationDetailStep;
  detail: QuotationDetail | null;
  error: QuotationErrorCode | null;
  /** after quote to cart: the units it added (issue 30) */
  addedUnits: number | null;
  /** spec §6: a quoter is told why instead of offered the cart */
  mayPurchase: boolean;
  requoted: boolean;
  /** spec §8: 'La cotización que buscas ya expiró' */
  showsExpired: boolean;
  showsDetail: boolean;
  getPurchaseProps(): { type: 'button'; disabled: boolean; 'aria-busy': boolean; onClick(): void };
  getRequoteProps(): { type: 'button'; disabled: boolean; 'aria-busy': boolean; onClick(): void };
  /** the PDF link's click: the browser downloads, the flow shows the success step */
  onDownload(): void;
  back(): void;
  retry(): void;
}

export function connectQuotationDetail(
  snapshot: Snapshot,
  send: (event: QuotationDetailEvent) => void,
): QuotationDetailApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'loading';
  const c = snapshot.context;
  return {
    step,
    detail: c.detail,
    error: c.error,
    addedUnits: c.addedUnits,
    mayPurchase: c.canPurchase,
    requoted: c.requoted,
    showsExpired: step === 'expired' || step === 'requoting',
    showsDetail: ['valid', 'purchasing', 'converted', 'expired', 'requoting'].includes(step),
    getPurchaseProps: () => ({
      type: 'button',
      disabled: step !== 'valid' || !c.canPurchase,
      'aria-busy': step === 'purchasing',
      onClick: () => send({ type: 'quote.purchase' }),
    }),
    getRequoteProps: () => ({
      type: 'button',
      disabled: step !== 'expired',
      'aria-busy': step === 'requoting',
      onClick: () => send({ type: 'quote.requote' }),
    }),
    onDownload: () => send({ type: 'quote.download' }),
    back: () => send({ type: 'download.back' }),
    retry: () => send({ type: 'detail.retry' }),
  };
}
