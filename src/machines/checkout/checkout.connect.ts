// Pure: the checkout page's props (issue 34 item 6): the step, each choice as complete radio/select props, the messages of
// spec §6 and §8, the review's totals and the answers (the order, a decline, a new total, lines short of stock).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { addCardMachine } from '../add-card/add-card.machine';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';
import { deliveryCostOf, orderTotalOf } from './checkout.rules';
import type { checkoutMachine } from './checkout.machine';
import type { CheckoutEvent, DeliveryMethod, StepError } from './checkout.types';

const STEPS = ['delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof STEPS)[number];

const STEP_ERROR_KEYS = {
  deliveryRequired: 'checkout.stepErrors.deliveryRequired',
  addressRequired: 'checkout.stepErrors.addressRequired',
  dateRequired: 'checkout.stepErrors.dateRequired',
  storeRequired: 'checkout.stepErrors.storeRequired',
  paymentRequired: 'checkout.stepErrors.paymentRequired',
} as const;

/** common.json errors.* (spec §6, §8) */
const PLACE_ERROR_KEYS = {
  PAYMENT_DECLINED: 'errors.PAYMENT_DECLINED',
  PURCHASE_LIMIT_EXCEEDED: 'errors.PURCHASE_LIMIT_EXCEEDED',
  VALIDATION_ERROR: 'checkout.review.validationError',
} as const;

export function connectCheckout(snapshot: SnapshotFrom<typeof checkoutMachine>, send: (event: CheckoutEvent) => void) {
  const { context } = snapshot;
  const options = context.options;
  const state = (typeof snapshot.value === 'string' ? snapshot.value : 'loading') as string;
  const step: CheckoutStep | null =
    state === 'delivery'
      ? 'delivery'
      : state === 'payment' || state === 'addingCard' || state === 'refreshingCards'
        ? 'payment'
        : state === 'review' || state === 'placing' || state === 'placeFailed'
          ? 'review'
          : null;
  const lines = options?.cart.lines ?? [];
  const nameOf = (sku: string) => lines.find((l) => l.sku === sku)?.name ?? sku;
  const stepErrorId = errorIdOf(fieldId('checkout', 'step'));
  const tillHintId = fieldId('checkout', 'till-hint');
  const delivery = context.delivery;
  const deliveryCost = deliveryCostOf(context);
  const cartTotal = options?.cart.total ?? 0;
  const methodRadio = (method: DeliveryMethod, disabled: boolean) => ({
    id: fieldId('checkout', `delivery-${method}`),
    type: 'radio' as const,
    name: 'delivery-method',
    value: method,
    checked: delivery.method === method,
    disabled,
    onChange: () => send({ type: 'delivery.choose', method }),
  });

  // the choice a step's error is about is marked invalid and described by it, so that a failed "Continuar" moves focus
  // there (ValidatedForm) and a screen reader hears why
  const invalidIf = (kind: StepError) => errorAria(stepErrorId, context.stepError === kind);
  // a group with nothing to choose (no saved address, no store holding every line) takes the focus itself
  const groupOf = (kind: StepError, empty: boolean) => ({ ...invalidIf(kind), tabIndex: empty ? -1 : undefined });
  const noStore = !options?.pickupStores.some((s) => s.hasAllLines);

  return {
    state,
    step,
    stepNumber: step ? STEPS.indexOf(step) + 1 : null,
    totalSteps: STEPS.length,
    tenant: context.tenant,
    isLoading: state === 'loading',
    isLoadFailed: state === 'loadFailed',
    isSignInRequired: state === 'signInRequired',
    isCartEmpty: state === 'cartEmpty',
    isQuoteOnly: state === 'quoteOnly',
    isAlreadyBought: state === 'alreadyBought',
    isPlacing: state === 'placing',
    isPlaceFailed: state === 'placeFailed',
    isRefreshingCards: state === 'refreshingCards',
    stepError: context.stepError ? { id: stepErrorId, key: STEP_ERROR_KEYS[context.stepError] } : null,
    placeErrorKey: context.placeError ? PLACE_ERROR_KEYS[context.placeError] : null,
    currency: options?.cart.currency ?? context.tenant.currency,
    lines: lines.map((l) => ({ ...l, missing: context.missingSkus.includes(l.sku) })),
    allowance: options?.allowance ?? null,
    /** delivery step */
    home: options
      ? {
          radio: methodRadio('homeDelivery', !options.homeDelivery.available),
          /** the addresses' radio group */
          addressGroup: groupOf('addressRequired', options.addresses.length === 0),
          available: options.homeDelivery.available,
          cost: options.homeDelivery.cost,
          freeAbove: options.homeDelivery.freeAbove,
          window: options.homeDelivery.window,
          addresses: options.addresses.map((a) => ({
            ...a,
            radio: {
              id: fieldId('checkout', `address-${a.id}`),
              type: 'radio' as const,
              name: 'address',
              value: a.id,
              checked: delivery.addressId === a.id,
              onChange: () => send({ type: 'address.choose', id: a.id }),
            },
          })),
          date: {
            id: fieldId('checkout', 'delivery-date'),
            name: 'delivery-date',
            value: delivery.date ?? '',
            ...invalidIf('dateRequired'),
            onChange: (event: { target: { value: string } }) => send({ type: 'date.choose', date: event.target.value }),
          },
          dates: options.homeDelivery.dates,
        }
      : null,
    pickup: options
      ? {
          radio: methodRadio('storePickup', false),
          /** the stores' radio group */
          storeGroup: groupOf('storeRequired', noStore),
          /** no store holds every line */
          noStore,
          stores: options.pickupStores.map((s) => ({
            ...s,
            missingNames: s.missingSkus.map(nameOf),
            radio: {
              id: fieldId('checkout', `store-${s.id}`),
              type: 'radio' as const,
              name: 'store',
              value: s.id,
              checked: delivery.storeId === s.id,
              disabled: !s.hasAllLines,
              'aria-describedby': s.hasAllLines ? undefined : fieldId('checkout', `store-${s.id}-missing`),
              onChange: () => send({ type: 'store.choose', id: s.id }),
            },
            missingId: fieldId('checkout', `store-${s.id}-missing`),
          })),
        }
      : null,
    /** the delivery method's radio group */
    methodGroup: invalidIf('deliveryRequired'),
    deliveryMethod: delivery.method,
    chosenAddress: options?.addresses.find((a) => a.id === delivery.addressId) ?? null,
    chosenDate: delivery.date,
    chosenStore: options?.pickupStores.find((s) => s.id === delivery.storeId) ?? null,
    /** payment step */
    tillHintId,
    till: {
      id: fieldId('checkout', 'payment-till'),
      type: 'radio' as const,
      name: 'payment',
      value: 'till',
      'aria-describedby': tillHintId,
      checked: context.payment.method === 'till',
      onChange: () => send({ type: 'till.choose' }),
    },
    cards: (options?.cards ?? []).map((c) => ({
      ...c,
      radio: {
        id: fieldId('checkout', `card-${c.id}`),
        type: 'radio' as const,
        name: 'payment',
        value: `card:${c.id}`,
        checked: context.payment.method === 'card' && context.payment.cardId === c.id,
        onChange: () => send({ type: 'card.choose', id: c.id }),
      },
    })),
    /** the payment method's radio group */
    paymentGroup: invalidIf('paymentRequired'),
    paymentMethod: context.payment.method,
    chosenCard: options?.cards.find((c) => c.id === context.payment.cardId) ?? null,
    addCardRef: modalOf(snapshot),
    /** review */
    cartTotal,
    deliveryCost,
    orderTotal: orderTotalOf(context),
    /** PRICE_CHANGED: the order's new total */
    newOrderTotal: context.newTotal,
    missingNames: context.missingSkus.map(nameOf),
    order: state === 'confirmed' ? context.order : null,
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    addCard: () => send({ type: 'card.add' }),
    place: () => send({ type: 'order.place' }),
    retryPlace: () => send({ type: 'order.retry' }),
    acceptPrice: () => send({ type: 'price.accept' }),
    reload: () => send({ type: 'checkout.reload' }),
    retry: () => send({ type: 'load.retry' }),
  };
}

/** the add-card modal's actor while it is open (a stand-in actor in the model tests is not a machine: no modal then) */
function modalOf(snapshot: SnapshotFrom<typeof checkoutMachine>): ActorRefFrom<typeof addCardMachine> | null {
  const child = snapshot.children.addCard as ActorRefFrom<typeof addCardMachine> | undefined;
  const childSnapshot = child?.getSnapshot() as { matches?: unknown } | undefined;
  return child && typeof childSnapshot?.matches === 'function' ? child : null;
}
