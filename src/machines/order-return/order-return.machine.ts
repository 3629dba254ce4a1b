// spec §9 (issue 31 item 5): the return-or-exchange flow. Only lines with units left can be chosen, and no more units than
// are left; a kind whose window is closed cannot be chosen; the server's refusal (the state changed meanwhile) is shown
// with its reason and the order can be reloaded.
import { assign, fromPromise, setup } from 'xstate';
import type { ReturnRequest } from '../../contracts/returns.contract';
import { failureFrom, fieldErrorsOf } from '../shared/failure';
import type {
  OrderReturnContext,
  OrderReturnLoad,
  OrderReturnEvent,
  OrderReturnInput,
  ReturnStepError,
  ReturnSubmission,
} from './order-return.types';

const returnableOf = (data: OrderReturnLoad | null, lineId: string): number =>
  data?.returns.lines.find((l) => l.id === lineId)?.returnable ?? 0;

/** The first thing the options step still needs, in the order the screen asks for it. */
export function optionsError(context: OrderReturnContext): ReturnStepError | null {
  if (!context.kind) return 'kindRequired';
  if (!context.reason) return 'reasonRequired';
  if (!context.method) return 'methodRequired';
  if (context.method === 'dropOff' && !context.storeCode) return 'storeRequired';
  return null;
}

export function submissionOf(context: OrderReturnContext): ReturnSubmission {
  return {
    orderNumber: context.orderNumber,
    kind: context.kind ?? 'return',
    reason: context.reason ?? 'other',
    lines: Object.entries(context.quantities).map(([lineId, quantity]) => ({ lineId, quantity })),
    method: context.method ?? 'pickup',
    ...(context.method === 'dropOff' ? { storeCode: context.storeCode } : {}),
    requestKey: context.requestKey,
  };
}

/** The refusals the screen words (returns namespace `refusal.*`); anything else reads as `invalid`. */
const REFUSALS = [
  'alreadyReturned',
  'cancelled',
  'quantityExceeded',
  'notDelivered',
  'exchangeWindowClosed',
  'returnWindowClosed',
] as const;

/** Why the server refused: a 409's reason, or a 400's field error (a quantity taken meanwhile). */
export function refusalOf(error: unknown): (typeof REFUSALS)[number] | 'invalid' {
  const reason = failureFrom(error).details?.reason;
  const fields = Object.values(fieldErrorsOf(error));
  const known = (value: unknown) => REFUSALS.find((r) => r === value) ?? 'invalid';
  if (reason === 'lineNotReturnable') return fields.includes('cancelled') ? 'cancelled' : 'alreadyReturned';
  if (reason !== undefined) return known(reason);
  return fields.includes('quantityExceeded') ? 'quantityExceeded' : 'invalid';
}

export const orderReturnMachine = setup({
  types: {
    context: {} as OrderReturnContext,
    events: {} as OrderReturnEvent,
    input: {} as OrderReturnInput,
  },
  actors: {
    loadReturn: fromPromise<OrderReturnLoad, string>(() => Promise.reject(new Error('loadReturn not provided'))),
    submitReturn: fromPromise<ReturnRequest, ReturnSubmission>(() =>
      Promise.reject(new Error('submitReturn not provided')),
    ),
  },
  guards: {
    canRequest: (_, params: { output: OrderReturnLoad }) =>
      params.output.returns.eligibility === 'open' && params.output.returns.lines.some((l) => l.returnable > 0),
    isNotFound: (_, params: { error: unknown }) => failureFrom(params.error).code === 'NOT_FOUND',
    isReturnable: ({ context }, params: { lineId: string }) => returnableOf(context.data, params.lineId) > 0,
    isQuantityAllowed: ({ context }, params: { lineId: string; quantity: number }) =>
      params.lineId in context.quantities &&
      Number.isInteger(params.quantity) &&
      params.quantity >= 1 &&
      params.quantity <= returnableOf(context.data, params.lineId),
    hasSelection: ({ context }) => Object.keys(context.quantities).length > 0,
    isWindowOpen: ({ context }, params: { kind: 'exchange' | 'return' }) =>
      Boolean(context.data?.returns.windows?.[params.kind].open),
    isStoreKnown: ({ context }, params: { storeCode: string }) =>
      context.method === 'dropOff' && Boolean(context.data?.stores.some((s) => s.code === params.storeCode)),
    optionsComplete: ({ context }) => optionsError(context) === null,
    isRefusal: (_, params: { error: unknown }) =>
      ['CONFLICT_ERROR', 'VALIDATION_ERROR'].includes(failureFrom(params.error).code),
  },
  actions: {
    setData: assign((_, params: { output: OrderReturnLoad }) => ({
      data: params.output,
      quantities: {},
      kind: null,
      reason: null,
      method: null,
      storeCode: '',
      stepError: null,
      refusal: null,
    })),
    toggleLine: assign(({ context }, params: { lineId: string }) => {
      const quantities = { ...context.quantities };
      if (params.lineId in quantities) delete quantities[params.lineId];
      else quantities[params.lineId] = 1;
      return { quantities, stepError: null };
    }),
    setQuantity: assign(({ context }, params: { lineId: string; quantity: number }) => ({
      quantities: { ...context.quantities, [params.lineId]: params.quantity },
    })),
    chooseKind: assign((_, params: { kind: OrderReturnContext['kind'] }) => ({ kind: params.kind, stepError: null })),
    chooseReason: assign((_, params: { reason: OrderReturnContext['reason'] }) => ({
      reason: params.reason,
      stepError: null,
    })),
    chooseMethod: assign((_, params: { method: OrderReturnContext['method'] }) => ({
      method: params.method,
      stepError: null,
    })),
    chooseStore: assign((_, params: { storeCode: string }) => ({ storeCode: params.storeCode, stepError: null })),
    selectRequired: assign({ stepError: 'selectRequired' as const }),
    showOptionsError: assign(({ context }) => ({ stepError: optionsError(context) })),
    setRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) })),
    setRequest: assign((_, params: { output: ReturnRequest }) => ({ request: params.output })),
  },
}).createMachine({
  id: 'orderReturn',
  context: ({ input }) => ({
    tenant: input.tenant,
    orderNumber: input.orderNumber,
    data: null,
    quantities: {},
    kind: null,
    reason: null,
    method: null,
    storeCode: '',
    stepError: null,
    refusal: null,
    request: null,
    requestKey: input.requestKey,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReturn',
        src: 'loadReturn',
        input: ({ context }) => context.orderNumber,
        onDone: [
          {
            guard: { type: 'canRequest', params: ({ event }) => ({ output: event.output }) },
            target: 'selecting',
            actions: { type: 'setData', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'unavailable', actions: { type: 'setData', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { 'order.reload': 'loading' } },
    notFound: { type: 'final' },
    // not delivered, both windows closed, or nothing left to return: the screen says which
    unavailable: { type: 'final' },
    selecting: {
      on: {
        'line.toggle': {
          guard: { type: 'isReturnable', params: ({ event }) => ({ lineId: event.lineId }) },
          actions: { type: 'toggleLine', params: ({ event }) => ({ lineId: event.lineId }) },
        },
        'quantity.change': {
          guard: {
            type: 'isQuantityAllowed',
            params: ({ event }) => ({ lineId: event.lineId, quantity: event.quantity }),
          },
          actions: { type: 'setQuantity', params: ({ event }) => ({ lineId: event.lineId, quantity: event.quantity }) },
        },
        'step.next': [{ guard: 'hasSelection', target: 'options' }, { actions: 'selectRequired' }],
      },
    },
    options: {
      on: {
        'kind.choose': {
          guard: { type: 'isWindowOpen', params: ({ event }) => ({ kind: event.kind }) },
          actions: { type: 'chooseKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'reason.choose': { actions: { type: 'chooseReason', params: ({ event }) => ({ reason: event.reason }) } },
        'method.choose': { actions: { type: 'chooseMethod', params: ({ event }) => ({ method: event.method }) } },
        'store.choose': {
          guard: { type: 'isStoreKnown', params: ({ event }) => ({ storeCode: event.storeCode }) },
          actions: { type: 'chooseStore', params: ({ event }) => ({ storeCode: event.storeCode }) },
        },
        'step.next': [{ guard: 'optionsComplete', target: 'summary' }, { actions: 'showOptionsError' }],
        'step.back': 'selecting',
      },
    },
    summary: {
      on: { 'summary.confirm': 'submitting', 'step.back': 'options' },
    },
    submitting: {
      invoke: {
        id: 'submitReturn',
        src: 'submitReturn',
        input: ({ context }) => submissionOf(context),
        onDone: {
          target: 'submitted',
          actions: { type: 'setRequest', params: ({ event }) => ({ output: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'setRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'submitFailed' },
        ],
      },
    },
    submitFailed: { on: { 'form.retry': 'submitting', 'step.back': 'summary' } },
    refused: { on: { 'order.reload': 'loading' } },
    submitted: { type: 'final' },
  },
});
