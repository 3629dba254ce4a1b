// Pure: what each step of the cancellation flow shows and sends, with complete props for the bank form's fields (STYLE.md §17).
import type { SnapshotFrom } from 'xstate';
import { completeFieldProps, errorAria, errorIdOf, fieldId } from '../shared/field-props';
import type { orderCancellationMachine } from './order-cancellation.machine';
import type { BankField, OrderCancellationEvent } from './order-cancellation.types';

const STEP_OF: Record<string, number> = { selecting: 1, reason: 2, summary: 3, bankForm: 4 };

export function connectOrderCancellation(
  snapshot: SnapshotFrom<typeof orderCancellationMachine>,
  send: (event: OrderCancellationEvent) => void,
) {
  const { context } = snapshot;
  const order = context.order;
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'loading';
  const needsBank = Boolean(order?.refund.needsBankData);
  const field = (name: BankField, labelKey: string, required = true) =>
    completeFieldProps({
      prefix: 'orderCancellation',
      name,
      value: context.bank[name],
      labelKey,
      required,
      errorKey: context.errors[name] ?? (name === 'bankCode' ? bankChoiceError(context.errors.bankName) : null),
      onChange: (value) => send({ type: 'field.change', field: name, value }),
    });
  const form = order?.bankForm ?? null;
  const stepErrorId = errorIdOf(fieldId('orderCancellation', 'step'));
  return {
    state,
    tenant: context.tenant,
    orderNumber: context.orderNumber,
    step: STEP_OF[state] ?? null,
    totalSteps: needsBank ? 4 : 3,
    lines: (order?.lines ?? []).map((l) => ({
      ...l,
      selected: context.selected.includes(l.id),
      checkbox: {
        id: fieldId('orderCancellation', `line-${l.lineNumber}`),
        name: `line-${l.id}`,
        checked: context.selected.includes(l.id),
        disabled: !l.cancellable,
        onChange: () => send({ type: 'line.toggle', lineId: l.id }),
      },
    })),
    selectedLines: (order?.lines ?? []).filter((l) => context.selected.includes(l.id)),
    /** spec §8: why nothing can be cancelled */
    unavailableKey: (order?.lines ?? []).some((l) => l.refusal === 'alreadyShipped')
      ? ('errors.ORDER_ALREADY_SHIPPED' as const)
      : ('errors.CANCELLATION_NOT_AVAILABLE' as const),
    reasons: (order?.reasons ?? []).map((reason) => ({
      reason,
      checked: context.reason === reason,
      onChange: () => send({ type: 'reason.choose', reason }),
    })),
    reason: context.reason,
    stepErrorKey: context.stepError,
    stepErrorId,
    /** the products or reasons as one group, marked invalid with its "choose" error (issue 30: focus goes to it) */
    stepGroup: {
      ...errorAria(stepErrorId, context.stepError !== null),
    },
    refundMethod: order?.refund.method ?? null,
    needsBank,
    currency: order?.currency ?? context.tenant.currency,
    bankForm: form
      ? {
          hasBankList: form.banks.length > 0,
          banks: form.banks,
          accountTypes: form.accountTypes,
          accountNumberKind: form.accountNumber.kind,
          holderDocumentTypes: form.holderDocumentTypes,
          fields: {
            bankCode: field('bankCode', 'refund.bankName'),
            bankName: field('bankName', 'refund.bankOther'),
            accountType: field('accountType', 'refund.accountType'),
            accountNumber: field('accountNumber', `refund.accountNumberKind.${form.accountNumber.kind}`),
            holderName: field('holderName', 'refund.holderName'),
            holderDocumentType: field('holderDocumentType', 'refund.holderDocumentType'),
            holderDocument: field('holderDocument', 'refund.holderDocument'),
          },
        }
      : null,
    refusalKey: context.refusal ? (`errors.${context.refusal}` as const) : null,
    ticketNumber: context.ticket?.ticketNumber ?? null,
    next: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'step.next' });
    },
    back: () => send({ type: 'step.back' }),
    confirm: () => send({ type: 'summary.confirm' }),
    submit: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'form.submit' });
    },
    retry: () => send({ type: 'form.retry' }),
    reload: () => send({ type: 'order.reload' }),
  };
}

/** The bank's error where it is chosen from a list: the list asks to choose, not to type (issue 30 item 9). */
function bankChoiceError(error: string | undefined): string | null {
  if (!error) return null;
  return error === 'refund.bankRequired' ? 'refund.bankChooseRequired' : error;
}
