// Issue 34 item 6: the checkout. The data shapes are the contract's (src/contracts/checkout.contract.ts); the machine adds the
// shopper's choices (delivery, payment), the attempt whose idempotency key it sends, and what the server answered.
import type { CheckoutOptions, PlacedOrder, PlaceOrderBody } from '../../contracts/checkout.contract';
import type { AddCardInput } from '../add-card/add-card.types';

export type { CheckoutOptions, PlacedOrder, PlaceOrderBody };

export type DeliveryMethod = 'homeDelivery' | 'storePickup';
export type PaymentMethod = 'till' | 'card';

export interface CheckoutTenant {
  id: string;
  locale: string;
  currency: string;
}

export interface DeliveryChoice {
  method: DeliveryMethod | null;
  addressId: string | null;
  date: string | null;
  storeId: string | null;
}

export interface PaymentChoice {
  method: PaymentMethod | null;
  cardId: string | null;
}

/** Why a step cannot be left yet. */
export type StepError = 'deliveryRequired' | 'addressRequired' | 'dateRequired' | 'storeRequired' | 'paymentRequired';

/** A refusal shown on the review or payment step (spec §6, §8). */
export type PlaceError = 'PAYMENT_DECLINED' | 'PURCHASE_LIMIT_EXCEEDED' | 'VALIDATION_ERROR';

export interface CheckoutFailure {
  code: string;
  status?: number;
  details?: Record<string, unknown>;
}

export interface CheckoutContext {
  tenant: CheckoutTenant;
  /** made once per page visit at the edge (crypto.randomUUID); `${keyPrefix}-${attempt}` is the idempotency key */
  keyPrefix: string;
  /** a new attempt after each definite refusal; a retry after an unknown outcome keeps the attempt, so one order */
  attempt: number;
  options: CheckoutOptions | null;
  delivery: DeliveryChoice;
  payment: PaymentChoice;
  addCard: AddCardInput;
  stepError: StepError | null;
  placeError: PlaceError | null;
  /** PRICE_CHANGED: the order's total re-read (details.total), which the shopper confirms before paying */
  acceptedTotal: number | null;
  newTotal: number | null;
  /** OUT_OF_STOCK: the skus short of stock */
  missingSkus: string[];
  order: PlacedOrder | null;
}

export interface CheckoutInput {
  tenant: CheckoutTenant;
  keyPrefix: string;
  addCard: AddCardInput;
}

export type CheckoutEvent =
  | { type: 'load.retry' }
  | { type: 'delivery.choose'; method: DeliveryMethod }
  | { type: 'address.choose'; id: string }
  | { type: 'date.choose'; date: string }
  | { type: 'store.choose'; id: string }
  | { type: 'till.choose' }
  | { type: 'card.choose'; id: string }
  | { type: 'card.add' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'order.place' }
  | { type: 'order.retry' }
  | { type: 'price.accept' }
  | { type: 'checkout.reload' };
