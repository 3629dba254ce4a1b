// Pure: what each step of the return-or-exchange flow shows and sends (STYLE.md §7, §17).
import type { SnapshotFrom } from 'xstate';
import { RETURN_KINDS, RETURN_METHODS } from '../../rules/refund-dates';
import type { orderReturnMachine } from './order-return.machine';
import type { OrderReturnEvent, ReturnStepError } from './order-return.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

const PREFIX = 'orderReturn';

const STEP_OF: Record<string, number> = { selecting: 1, options: 2, summary: 3 };
const GROUP_OF: Record<ReturnStepError, string> = {
  selectRequired: 'lines',
  kindRequired: 'kind',
  reasonRequired: 'reason',
  methodRequired: 'method',
  storeRequired: 'store',
};

export function connectOrderReturn(
  snapshot: SnapshotFrom<typeof orderReturnMachine>,
  send: (event: OrderReturnEvent) => void,
) {
  const { context } = snapshot;
  const returns = context.data?.returns ?? null;
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'loading';
  const errorGroup = context.stepError ? GROUP_OF[context.stepError] : null;
  /** a group of choices, marked invalid with its error (issue 30: focus goes to it after a failed "Siguiente") */
  const group = (name: string) => ({
    id: fieldId(PREFIX, name),
    ...errorAria(errorIdOf(fieldId(PREFIX, name)), errorGroup === name),
    errorId: errorIdOf(fieldId(PREFIX, name)),
    errorKey: errorGroup === name ? context.stepError : null,
  });
  const chosenLines = (returns?.lines ?? []).filter((l) => l.id in context.quantities);
  const store = context.data?.stores.find((s) => s.code === context.storeCode) ?? null;
  return {
    state,
    tenant: context.tenant,
    orderNumber: context.orderNumber,
    step: STEP_OF[state] ?? null,
    totalSteps: 3,
    /** why nothing can be requested (the windows' dates where they closed) */
    unavailableKey:
      returns?.eligibility === 'notDelivered'
        ? ('unavailable.notDelivered' as const)
        : returns?.eligibility === 'windowClosed'
          ? ('unavailable.windowClosed' as const)
          : ('unavailable.nothingLeft' as const),
    windows: returns?.windows ?? null,
    lines: (returns?.lines ?? []).map((l) => {
      const selected = l.id in context.quantities;
      return {
        ...l,
        selected,
        checkbox: {
          id: fieldId(PREFIX, `line-${l.lineNumber}`),
          name: `line-${l.id}`,
          checked: selected,
          disabled: l.returnable === 0,
          onChange: () => send({ type: 'line.toggle', lineId: l.id }),
        },
        /** how many units: offered once the line is chosen and more than one unit is left */
        units:
          selected && l.returnable > 1
            ? {
                id: fieldId(PREFIX, `quantity-${l.lineNumber}`),
                name: `quantity-${l.id}`,
                value: String(context.quantities[l.id]),
                options: Array.from({ length: l.returnable }, (_, i) => i + 1),
                onChange: (value: string) => send({ type: 'quantity.change', lineId: l.id, quantity: Number(value) }),
              }
            : null,
      };
    }),
    chosenLines: chosenLines.map((l) => ({ ...l, chosenQuantity: context.quantities[l.id] ?? 0 })),
    kinds: RETURN_KINDS.map((kind) => ({
      kind,
      id: fieldId(PREFIX, `kind-${kind}`),
      untilId: fieldId(PREFIX, `kind-${kind}-until`),
      checked: context.kind === kind,
      disabled: !returns?.windows?.[kind].open,
      until: returns?.windows?.[kind].until ?? null,
      onChange: () => send({ type: 'kind.choose', kind }),
    })),
    reasons: (returns?.reasons ?? []).map((reason) => ({
      reason,
      id: fieldId(PREFIX, `reason-${reason}`),
      checked: context.reason === reason,
      onChange: () => send({ type: 'reason.choose', reason }),
    })),
    methods: RETURN_METHODS.map((method) => ({
      method,
      id: fieldId(PREFIX, `method-${method}`),
      checked: context.method === method,
      onChange: () => send({ type: 'method.choose', method }),
    })),
    showStores: context.method === 'dropOff',
    stores: context.data?.stores ?? [],
    storeSelect: {
      id: fieldId(PREFIX, 'store'),
      name: 'storeCode',
      value: context.storeCode,
      ...errorAria(errorIdOf(fieldId(PREFIX, 'store')), errorGroup === 'store'),
      onChange: (value: string) => send({ type: 'store.choose', storeCode: value }),
    },
    groups: {
      lines: group('lines'),
      kind: group('kind'),
      reason: group('reason'),
      method: group('method'),
      store: group('store'),
    },
    /** the heading or legend that names each group of choices */
    labelIds: {
      lines: fieldId('return', 'lines'),
      kind: fieldId('return', 'kind-legend'),
      reason: fieldId('return', 'reason-legend'),
      method: fieldId('return', 'method-legend'),
    },
    kind: context.kind,
    reason: context.reason,
    method: context.method,
    store,
    /** spec §9: a return's refund, as it would be if requested now (the summary) or as it was (the end) */
    refund: context.request
      ? context.request.refund
      : context.kind === 'return'
        ? (returns?.refundPreview ?? null)
        : null,
    refusalKey: context.refusal ? (`refusal.${context.refusal}` as const) : null,
    request: context.request,
    next: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'step.next' });
    },
    back: () => send({ type: 'step.back' }),
    confirm: () => send({ type: 'summary.confirm' }),
    retry: () => send({ type: 'form.retry' }),
    reload: () => send({ type: 'order.reload' }),
  };
}
