// Issue 34 item 6: the checkout's pure decisions: the choices offered first, whether a step is complete, the order's total
// and the PlaceOrder body (one idempotency key per attempt).
import type {
  CheckoutContext,
  CheckoutOptions,
  DeliveryChoice,
  PaymentChoice,
  PlaceOrderBody,
  StepError,
} from './checkout.types';

/** Home delivery to the default address on the first date when possible; else nothing chosen. */
export function initialDelivery(options: CheckoutOptions): DeliveryChoice {
  const address = options.addresses.find((a) => a.isDefault) ?? options.addresses[0];
  const home = options.homeDelivery.available && address !== undefined;
  return {
    method: home ? 'homeDelivery' : null,
    addressId: address?.id ?? null,
    date: options.homeDelivery.dates[0] ?? null,
    storeId: null,
  };
}

/** The choices kept when the options are read again (a new card saved): those still offered. */
export function keptDelivery(choice: DeliveryChoice, options: CheckoutOptions): DeliveryChoice {
  return {
    method: choice.method,
    addressId: options.addresses.some((a) => a.id === choice.addressId) ? choice.addressId : null,
    date: choice.date && options.homeDelivery.dates.includes(choice.date) ? choice.date : null,
    storeId: options.pickupStores.some((s) => s.id === choice.storeId && s.hasAllLines) ? choice.storeId : null,
  };
}

export function deliveryError(choice: DeliveryChoice): StepError | null {
  if (choice.method === null) return 'deliveryRequired';
  if (choice.method === 'homeDelivery') {
    if (!choice.addressId) return 'addressRequired';
    if (!choice.date) return 'dateRequired';
    return null;
  }
  return choice.storeId ? null : 'storeRequired';
}

export function paymentError(choice: PaymentChoice): StepError | null {
  if (choice.method === 'till') return null;
  return choice.method === 'card' && choice.cardId ? null : 'paymentRequired';
}

/** The delivery cost of the choice (pickup is free). */
export function deliveryCostOf(context: Pick<CheckoutContext, 'options' | 'delivery'>): number {
  return context.delivery.method === 'homeDelivery' ? (context.options?.homeDelivery.cost ?? 0) : 0;
}

/** The order's total the shopper sees and confirms (the cart's available lines and the delivery); the re-read one once
 * accepted after PRICE_CHANGED. The server refuses an order whose total differs (409 PRICE_CHANGED, details.total). */
export function orderTotalOf(context: Pick<CheckoutContext, 'options' | 'delivery' | 'acceptedTotal'>): number {
  return context.acceptedTotal ?? (context.options?.cart.total ?? 0) + deliveryCostOf(context);
}

export const idempotencyKeyOf = (context: Pick<CheckoutContext, 'keyPrefix' | 'attempt'>): string =>
  `${context.keyPrefix}-${context.attempt}`;

export function placeOrderBodyOf(context: CheckoutContext): PlaceOrderBody {
  const { delivery, payment } = context;
  return {
    idempotencyKey: idempotencyKeyOf(context),
    expectedTotal: orderTotalOf(context),
    delivery:
      delivery.method === 'storePickup'
        ? { method: 'storePickup', storeId: delivery.storeId ?? undefined }
        : { method: 'homeDelivery', addressId: delivery.addressId ?? undefined, date: delivery.date ?? undefined },
    payment: payment.method === 'card' ? { method: 'card', cardId: payment.cardId ?? undefined } : { method: 'till' },
  };
}

/** The units left in the cart after the order: its unavailable lines, which were not bought. */
export function unitsLeftAfterOrder(options: CheckoutOptions | null): number {
  return (options?.cart.lines ?? []).filter((l) => !l.available).reduce((n, l) => n + l.quantity, 0);
}
