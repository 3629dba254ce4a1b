// Issue 34 item 6: the checkout. A guest is sent to login and back; the options are read (the cart re-read with today's
// prices); delivery (home delivery to a saved address on an offered date, or pickup at a store holding every line), payment
// (a saved card, a new card through the add-card modal, or at the till), review, then one order per attempt: the
// idempotency key is kept across retries of an attempt whose outcome is unknown, so a double click or a retry makes one order.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { addCardMachine } from '../add-card/add-card.machine';
import {
  deliveryError,
  initialDelivery,
  keptDelivery,
  paymentError,
  placeOrderBodyOf,
  unitsLeftAfterOrder,
} from './checkout.rules';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutFailure,
  CheckoutInput,
  CheckoutOptions,
  PlacedOrder,
  PlaceOrderBody,
} from './checkout.types';

const codeOf = (error: unknown) => (error as CheckoutFailure | undefined)?.code ?? 'GENERIC_ERROR';
const isCode =
  (...codes: string[]) =>
  (_: unknown, params: { error: unknown }) =>
    codes.includes(codeOf(params.error));
const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput },
  actors: {
    loadOptions: fromPromise<CheckoutOptions, void>(() => Promise.reject(new Error('loadOptions not provided'))),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderBody>(() => Promise.reject(new Error('placeOrder not provided'))),
    addCard: addCardMachine,
  },
  guards: {
    hasNothingToBuy: (_, params: { output: CheckoutOptions }) => !params.output.cart.lines.some((l) => l.available),
    cannotPurchase: (_, params: { output: CheckoutOptions }) => !params.output.canPurchase,
    isSignInRequired: (_, params: { error: unknown }) =>
      codeOf(params.error) === 'SESSION_EXPIRED' || (params.error as CheckoutFailure | undefined)?.status === 401,
    isDeclined: isCode('PAYMENT_DECLINED'),
    isPriceChanged: isCode('PRICE_CHANGED'),
    isOutOfStock: isCode('OUT_OF_STOCK'),
    isCartEmpty: isCode('CART_EMPTY'),
    isQuoteOnly: isCode('QUOTE_ONLY_ROLE'),
    isRefused: isCode('PURCHASE_LIMIT_EXCEEDED', 'VALIDATION_ERROR'),
    isOfferedMethod: ({ context, event }) => {
      assertEvent(event, 'delivery.choose');
      return event.method === 'storePickup' || Boolean(context.options?.homeDelivery.available);
    },
    isOwnAddress: ({ context, event }) => {
      assertEvent(event, 'address.choose');
      return Boolean(context.options?.addresses.some((a) => a.id === event.id));
    },
    isOfferedDate: ({ context, event }) => {
      assertEvent(event, 'date.choose');
      return Boolean(context.options?.homeDelivery.dates.includes(event.date));
    },
    isStoreWithEverything: ({ context, event }) => {
      assertEvent(event, 'store.choose');
      // the stores are offered once pickup is chosen
      return (
        context.delivery.method === 'storePickup' &&
        Boolean(context.options?.pickupStores.some((s) => s.id === event.id && s.hasAllLines))
      );
    },
    isOwnCard: ({ context, event }) => {
      assertEvent(event, 'card.choose');
      return Boolean(context.options?.cards.some((c) => c.id === event.id));
    },
    isDeliveryComplete: ({ context }) => deliveryError(context.delivery) === null,
    isPaymentComplete: ({ context }) => paymentError(context.payment) === null,
    cardWasSaved: (_, params: { output: { savedId: string | null } | undefined }) => Boolean(params.output?.savedId),
  },
  actions: {
    setOptions: assign((_, params: { output: CheckoutOptions }) => ({
      options: params.output,
      delivery: initialDelivery(params.output),
      stepError: null,
      placeError: null,
      acceptedTotal: null,
      newTotal: null,
      missingSkus: [],
    })),
    /** the options read again after a new card: the cards list grows, the choices stay */
    refreshOptions: assign(({ context }, params: { output: CheckoutOptions }) => ({
      options: params.output,
      delivery: keptDelivery(context.delivery, params.output),
    })),
    chooseDelivery: assign(({ context, event }) => {
      assertEvent(event, 'delivery.choose');
      return { delivery: { ...context.delivery, method: event.method }, stepError: null };
    }),
    chooseAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.choose');
      return { delivery: { ...context.delivery, addressId: event.id }, stepError: null };
    }),
    chooseDate: assign(({ context, event }) => {
      assertEvent(event, 'date.choose');
      return { delivery: { ...context.delivery, date: event.date }, stepError: null };
    }),
    chooseStore: assign(({ context, event }) => {
      assertEvent(event, 'store.choose');
      return { delivery: { ...context.delivery, storeId: event.id }, stepError: null };
    }),
    chooseTill: assign({ payment: { method: 'till' as const, cardId: null }, stepError: null, placeError: null }),
    chooseCard: assign(({ event }) => {
      assertEvent(event, 'card.choose');
      return { payment: { method: 'card' as const, cardId: event.id }, stepError: null, placeError: null };
    }),
    chooseSavedCard: assign((_, params: { output: { savedId: string | null } }) => ({
      payment: { method: 'card' as const, cardId: params.output.savedId },
      stepError: null,
      placeError: null,
    })),
    deliveryIncomplete: assign({ stepError: ({ context }) => deliveryError(context.delivery) }),
    paymentIncomplete: assign({ stepError: ({ context }) => paymentError(context.payment) }),
    clearMessages: assign({ stepError: null, placeError: null }),
    /** a definite refusal: no order was made, so the next "Pagar" is a new attempt with a new key */
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    setPlaceError: assign((_, params: { error: unknown }) => ({
      placeError: codeOf(params.error) as CheckoutContext['placeError'],
    })),
    setNewTotal: assign((_, params: { error: unknown }) => {
      const total = (params.error as CheckoutFailure | undefined)?.details?.total;
      return { newTotal: typeof total === 'number' ? total : null };
    }),
    acceptNewTotal: assign({ acceptedTotal: ({ context }) => context.newTotal ?? context.acceptedTotal }),
    setMissing: assign((_, params: { error: unknown }) => {
      const skus = (params.error as CheckoutFailure | undefined)?.details?.skus;
      return { missingSkus: Array.isArray(skus) ? skus.filter((s): s is string => typeof s === 'string') : [] };
    }),
    setOrder: assign((_, params: { output: PlacedOrder }) => ({ order: params.output })),
    /** the header's count (supplied at the edge: src/views/shell/cart-count.ts) */
    reportCount: (_, _params: { count: number }) => {},
    /** a guest signs in and comes back (supplied at the edge) */
    redirectToLogin: () => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    tenant: input.tenant,
    keyPrefix: input.keyPrefix,
    attempt: 1,
    options: null,
    delivery: { method: null, addressId: null, date: null, storeId: null },
    payment: { method: null, cardId: null },
    addCard: input.addCard,
    stepError: null,
    placeError: null,
    acceptedTotal: null,
    newTotal: null,
    missingSkus: [],
    order: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: [
          // spec §6: a quoter is told it quotes and does not buy, whatever its cart holds
          { guard: { type: 'cannotPurchase', params: ({ event }) => ({ output: event.output }) }, target: 'quoteOnly' },
          {
            guard: { type: 'hasNothingToBuy', params: ({ event }) => ({ output: event.output }) },
            target: 'cartEmpty',
          },
          { target: 'delivery', actions: { type: 'setOptions', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isSignInRequired', params: withError }, target: 'signInRequired' },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    signInRequired: { type: 'final', entry: 'redirectToLogin' },
    cartEmpty: { type: 'final' },
    quoteOnly: { type: 'final' },
    delivery: {
      on: {
        'delivery.choose': { guard: 'isOfferedMethod', actions: 'chooseDelivery' },
        'address.choose': { guard: 'isOwnAddress', actions: 'chooseAddress' },
        'date.choose': { guard: 'isOfferedDate', actions: 'chooseDate' },
        'store.choose': { guard: 'isStoreWithEverything', actions: 'chooseStore' },
        'step.next': [
          { guard: 'isDeliveryComplete', target: 'payment', actions: 'clearMessages' },
          { actions: 'deliveryIncomplete' },
        ],
      },
    },
    payment: {
      on: {
        'till.choose': { actions: 'chooseTill' },
        'card.choose': { guard: 'isOwnCard', actions: 'chooseCard' },
        'card.add': { target: 'addingCard', actions: 'clearMessages' },
        'step.back': { target: 'delivery', actions: 'clearMessages' },
        'step.next': [
          { guard: 'isPaymentComplete', target: 'review', actions: 'clearMessages' },
          { actions: 'paymentIncomplete' },
        ],
      },
    },
    addingCard: {
      invoke: {
        id: 'addCard',
        src: 'addCard',
        input: ({ context }) => context.addCard,
        onDone: [
          {
            guard: { type: 'cardWasSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'refreshingCards',
            actions: { type: 'chooseSavedCard', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'payment' },
        ],
      },
    },
    /** the new card joins the list (pay with its id either way) */
    refreshingCards: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'payment',
          actions: { type: 'refreshOptions', params: ({ event }) => ({ output: event.output }) },
        },
        onError: 'payment',
      },
    },
    review: {
      on: {
        'order.place': 'placing',
        'step.back': { target: 'payment', actions: 'clearMessages' },
      },
    },
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placeOrderBodyOf(context),
        onDone: {
          target: 'confirmed',
          actions: [
            { type: 'setOrder', params: ({ event }) => ({ output: event.output }) },
            { type: 'reportCount', params: ({ context }) => ({ count: unitsLeftAfterOrder(context.options) }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isDeclined', params: withError },
            target: 'payment',
            actions: ['nextAttempt', { type: 'setPlaceError', params: withError }],
          },
          {
            guard: { type: 'isPriceChanged', params: withError },
            target: 'priceChanged',
            actions: ['nextAttempt', { type: 'setNewTotal', params: withError }],
          },
          {
            guard: { type: 'isOutOfStock', params: withError },
            target: 'outOfStock',
            actions: ['nextAttempt', { type: 'setMissing', params: withError }],
          },
          { guard: { type: 'isCartEmpty', params: withError }, target: 'alreadyBought' },
          { guard: { type: 'isQuoteOnly', params: withError }, target: 'quoteOnly' },
          {
            guard: { type: 'isRefused', params: withError },
            target: 'review',
            actions: ['nextAttempt', { type: 'setPlaceError', params: withError }],
          },
          // the outcome is unknown (network, server): the retry sends the same key
          { target: 'placeFailed' },
        ],
      },
    },
    placeFailed: {
      on: { 'order.retry': 'placing', 'step.back': { target: 'review', actions: 'clearMessages' } },
    },
    priceChanged: { on: { 'price.accept': { target: 'placing', actions: 'acceptNewTotal' } } },
    outOfStock: { on: { 'checkout.reload': 'loading' } },
    /** CART_EMPTY: another tab (or device) bought this cart already */
    alreadyBought: { type: 'final' },
    confirmed: { type: 'final' },
  },
});
