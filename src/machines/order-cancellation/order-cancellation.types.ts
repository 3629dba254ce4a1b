// spec §2/§4 cancellation flow (myOrdersCancellation): select products -> choose a reason -> summary -> refund bank form (when
// the payment method needs bank data) -> submitted with the ticket number. The server decides; its refusals (spec §8) are shown.
import type { CancelReason } from '../../rules/order-status';
import type { RefundBankField, RefundFieldError } from '../../rules/refund-bank';
import type { OrderTenant } from '../shared/order-tenant';
import type { PostSaleOrder as PostSaleOrderData, RefundAccountInput } from '../../contracts/orders.contract';

export type BankField = RefundBankField | 'bankCode';

export interface BankValues {
  bankCode: string;
  bankName: string;
  accountType: string;
  accountNumber: string;
  holderName: string;
  holderDocumentType: string;
  holderDocument: string;
}

export interface OrderCancellationContext {
  tenant: OrderTenant;
  orderNumber: string;
  order: PostSaleOrderData | null;
  selected: string[];
  reason: CancelReason | null;
  bank: BankValues;
  errors: Partial<Record<BankField, RefundFieldError>>;
  stepError: 'selectRequired' | 'reasonRequired' | null;
  refusal: 'ORDER_ALREADY_SHIPPED' | 'CANCELLATION_NOT_AVAILABLE' | null;
  ticket: { ticketId: string; ticketNumber: string } | null;
}

export interface OrderCancellationInput {
  tenant: OrderTenant;
  orderNumber: string;
}

export interface CancelRequest {
  orderNumber: string;
  lineIds: string[];
  reason: CancelReason;
  refundAccount?: RefundAccountInput;
}

export type OrderCancellationEvent =
  | { type: 'line.toggle'; lineId: string }
  | { type: 'reason.choose'; reason: CancelReason }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'summary.confirm' }
  | { type: 'field.change'; field: BankField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  | { type: 'order.reload' };
