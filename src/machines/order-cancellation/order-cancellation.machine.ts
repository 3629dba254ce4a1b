// spec §2/§4/§8/§9: the cancellation-to-refund-form flow. Only lines the server marks cancellable can be chosen; the bank
// form is validated with src/rules/refund-bank.ts before sending; the server's refusal (the state changed meanwhile, or the
// line left) is shown with spec §8's texts and the order can be reloaded.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureFrom, type ActorFailure } from '../shared/failure';
import { validateRefundBank, type Country, type RefundBankRules } from '../../rules/refund-bank';
import type { PostSaleOrder as PostSaleOrderData } from '../../contracts/orders.contract';
import type {
  BankValues,
  CancelRequest,
  OrderCancellationContext,
  OrderCancellationEvent,
  OrderCancellationInput,
} from './order-cancellation.types';

const EMPTY_BANK: BankValues = {
  bankCode: '',
  bankName: '',
  accountType: '',
  accountNumber: '',
  holderName: '',
  holderDocumentType: '',
  holderDocument: '',
};
const failureOf = (event: unknown): ActorFailure =>
  failureFrom(typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined);

export function bankRulesOf(order: PostSaleOrderData | null): RefundBankRules | null {
  const form = order?.bankForm;
  if (!form) return null;
  return {
    country: form.country as Country,
    accountTypes: form.accountTypes,
    accountNumber: form.accountNumber,
    hasBankList: form.banks.length > 0,
    holderDocumentTypes: form.holderDocumentTypes as RefundBankRules['holderDocumentTypes'],
  };
}

export const bankErrorsOf = (context: Pick<OrderCancellationContext, 'order' | 'bank'>) => {
  const rules = bankRulesOf(context.order);
  return rules ? validateRefundBank(rules, context.bank) : {};
};

export function cancelRequestOf(context: OrderCancellationContext): CancelRequest {
  const needsBank = Boolean(context.order?.refund.needsBankData);
  return {
    orderNumber: context.orderNumber,
    lineIds: context.selected,
    reason: context.reason ?? 'other',
    ...(needsBank ? { refundAccount: { ...context.bank, bankCode: context.bank.bankCode || null } } : {}),
  };
}

export const orderCancellationMachine = setup({
  types: {
    context: {} as OrderCancellationContext,
    events: {} as OrderCancellationEvent,
    input: {} as OrderCancellationInput,
  },
  actors: {
    loadCancellation: fromPromise<PostSaleOrderData, string>(() =>
      Promise.reject(new Error('loadCancellation not provided')),
    ),
    submitCancellation: fromPromise<{ ticketId: string; ticketNumber: string }, CancelRequest>(() =>
      Promise.reject(new Error('submitCancellation not provided')),
    ),
  },
  guards: {
    // done events are not in the machine's union: their typed output comes in as params (STYLE.md 18)
    hasCancellable: (_, params: { order: PostSaleOrderData }) => params.order.lines.some((l) => l.cancellable),
    isNotFound: ({ event }) => failureOf(event).code === 'NOT_FOUND',
    isCancellableLine: ({ context, event }) =>
      event.type === 'line.toggle' && Boolean(context.order?.lines.some((l) => l.id === event.lineId && l.cancellable)),
    hasSelection: ({ context }) => context.selected.length > 0,
    hasReason: ({ context }) => context.reason !== null,
    needsBankData: ({ context }) => Boolean(context.order?.refund.needsBankData),
    isBankFormValid: ({ context }) => Object.keys(bankErrorsOf(context)).length === 0,
    isRefusal: ({ event }) => ['ORDER_ALREADY_SHIPPED', 'CANCELLATION_NOT_AVAILABLE'].includes(failureOf(event).code),
    isFieldError: ({ context, event }) =>
      failureOf(event).code === 'VALIDATION_ERROR' && Boolean(context.order?.bankForm),
  },
  actions: {
    setOrder: assign((_, params: { order: PostSaleOrderData }) => ({
      order: params.order,
      selected: [],
      reason: null,
      stepError: null,
      refusal: null,
      errors: {},
    })),
    toggleLine: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'line.toggle') return context.selected;
        return context.selected.includes(event.lineId)
          ? context.selected.filter((id) => id !== event.lineId)
          : [...context.selected, event.lineId];
      },
      stepError: null,
    }),
    chooseReason: assign(({ event }) => {
      assertEvent(event, 'reason.choose');
      return { reason: event.reason, stepError: null };
    }),
    selectRequired: assign({ stepError: 'selectRequired' as const }),
    reasonRequired: assign({ stepError: 'reasonRequired' as const }),
    setField: assign({
      bank: ({ context, event }) => {
        if (event.type !== 'field.change') return context.bank;
        if (event.field === 'bankCode') {
          const bank = context.order?.bankForm?.banks.find((b) => b.code === event.value);
          return { ...context.bank, bankCode: event.value, bankName: bank?.name ?? '' };
        }
        return { ...context.bank, [event.field]: event.value };
      },
      errors: ({ context, event }) => {
        if (event.type !== 'field.change') return context.errors;
        const rest = { ...context.errors };
        delete rest[event.field];
        if (event.field === 'bankCode') delete rest.bankName;
        return rest;
      },
    }),
    showBankErrors: assign({ errors: ({ context }) => bankErrorsOf(context) }),
    showServerFieldErrors: assign({
      errors: ({ event }) => {
        const fields = (failureOf(event).details?.fields ?? {}) as Record<string, string>;
        return Object.fromEntries(
          Object.entries(fields)
            .filter(([k]) => k.startsWith('refundAccount.'))
            .map(([k, v]) => [k.slice('refundAccount.'.length), v]),
        );
      },
    }),
    setRefusal: assign({ refusal: ({ event }) => failureOf(event).code as OrderCancellationContext['refusal'] }),
    setTicket: assign((_, params: { ticket: { ticketId: string; ticketNumber: string } }) => ({
      ticket: params.ticket,
    })),
  },
}).createMachine({
  id: 'orderCancellation',
  context: ({ input }) => ({
    tenant: input.tenant,
    orderNumber: input.orderNumber,
    order: null,
    selected: [],
    reason: null,
    bank: EMPTY_BANK,
    errors: {},
    stepError: null,
    refusal: null,
    ticket: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCancellation',
        src: 'loadCancellation',
        input: ({ context }) => context.orderNumber,
        onDone: [
          {
            guard: { type: 'hasCancellable', params: ({ event }) => ({ order: event.output }) },
            target: 'selecting',
            actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'unavailable', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    failed: { on: { 'order.reload': 'loading' } },
    notFound: { type: 'final' },
    // nothing can be cancelled (spec §8 text shown)
    unavailable: { type: 'final' },
    selecting: {
      on: {
        'line.toggle': { guard: 'isCancellableLine', actions: 'toggleLine' },
        'step.next': [{ guard: 'hasSelection', target: 'reason' }, { actions: 'selectRequired' }],
      },
    },
    reason: {
      on: {
        'reason.choose': { actions: 'chooseReason' },
        'step.next': [{ guard: 'hasReason', target: 'summary' }, { actions: 'reasonRequired' }],
        'step.back': 'selecting',
      },
    },
    summary: {
      on: {
        'summary.confirm': [{ guard: 'needsBankData', target: 'bankForm' }, { target: 'submitting' }],
        'step.back': 'reason',
      },
    },
    bankForm: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [{ guard: 'isBankFormValid', target: 'submitting' }, { actions: 'showBankErrors' }],
        'step.back': 'summary',
      },
    },
    submitting: {
      invoke: {
        id: 'submitCancellation',
        src: 'submitCancellation',
        input: ({ context }) => cancelRequestOf(context),
        onDone: {
          target: 'submitted',
          actions: { type: 'setTicket', params: ({ event }) => ({ ticket: event.output }) },
        },
        onError: [
          { guard: 'isRefusal', target: 'refused', actions: 'setRefusal' },
          { guard: 'isFieldError', target: 'bankForm', actions: 'showServerFieldErrors' },
          { target: 'submitFailed' },
        ],
      },
    },
    submitFailed: { on: { 'form.retry': 'submitting', 'step.back': 'summary' } },
    refused: { on: { 'order.reload': 'loading' } },
    submitted: { type: 'final' },
  },
});
