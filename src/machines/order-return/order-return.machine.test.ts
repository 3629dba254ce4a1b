import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReturnRequest } from '../../contracts/returns.contract';
import { connectOrderReturn } from './order-return.connect';
import { orderReturnMachine, refusalOf } from './order-return.machine';
import { closedOrder, createdRequest, openOrder } from './order-return.samples';
import type { OrderReturnLoad, ReturnSubmission } from './order-return.types';

const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' };
const settle = () => new Promise((r) => setTimeout(r, 0));
const KEY = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function start(
  data: OrderReturnLoad = openOrder,
  submit: (s: ReturnSubmission) => Promise<ReturnRequest> = async () => createdRequest,
) {
  const sent: ReturnSubmission[] = [];
  const machine = orderReturnMachine.provide({
    actors: {
      loadReturn: fromPromise(async () => data),
      submitReturn: fromPromise(async ({ input }: { input: ReturnSubmission }) => (sent.push(input), submit(input))),
    },
  });
  return {
    actor: createActor(machine, { input: { tenant, orderNumber: '9010105000', requestKey: KEY } }).start(),
    sent,
  };
}

describe('order return machine (spec §9, issue 31 item 5)', () => {
  it('goes lines -> options -> summary -> request number, with the quantity and the store', async () => {
    const { actor, sent } = start();
    await settle();
    const api = () => connectOrderReturn(actor.getSnapshot(), actor.send);
    actor.send({ type: 'step.next' });
    expect(api().groups.lines.errorKey).toBe('selectRequired');
    actor.send({ type: 'line.toggle', lineId: 'l2' }); // already returned: ignored
    actor.send({ type: 'line.toggle', lineId: 'l1' });
    actor.send({ type: 'quantity.change', lineId: 'l1', quantity: 3 }); // more than is left: ignored
    expect(api().lines[0]!.units?.value).toBe('1');
    actor.send({ type: 'quantity.change', lineId: 'l1', quantity: 2 });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('options');
    actor.send({ type: 'step.next' });
    expect(api().groups.kind.errorKey).toBe('kindRequired');
    actor.send({ type: 'kind.choose', kind: 'return' });
    actor.send({ type: 'reason.choose', reason: 'defective' });
    actor.send({ type: 'method.choose', method: 'dropOff' });
    actor.send({ type: 'step.next' });
    expect(api().groups.store.errorKey).toBe('storeRequired');
    actor.send({ type: 'store.choose', storeCode: 'XX-999' }); // not a store of the tenant
    expect(actor.getSnapshot().context.storeCode).toBe('');
    actor.send({ type: 'store.choose', storeCode: 'CL-001' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(api().refund).toEqual(openOrder.returns.refundPreview);
    actor.send({ type: 'summary.confirm' });
    await settle();
    expect(sent[0]).toEqual({
      orderNumber: '9010105000',
      kind: 'return',
      reason: 'defective',
      lines: [{ lineId: 'l1', quantity: 2 }],
      method: 'dropOff',
      storeCode: 'CL-001',
      requestKey: KEY,
    });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(api().request?.requestNumber).toBe('DV200001');
  });

  it('an exchange has no refund, and a closed window cannot be chosen', async () => {
    const exchangeOnly = {
      ...openOrder,
      returns: {
        ...openOrder.returns,
        windows: { ...openOrder.returns.windows!, return: { open: false, until: '2026-01-01' } },
      },
    };
    const { actor, sent } = start(exchangeOnly, async () => ({ ...createdRequest, kind: 'exchange', refund: null }));
    await settle();
    actor.send({ type: 'line.toggle', lineId: 'l1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'kind.choose', kind: 'return' });
    expect(actor.getSnapshot().context.kind).toBeNull();
    expect(connectOrderReturn(actor.getSnapshot(), actor.send).kinds.find((k) => k.kind === 'return')?.disabled).toBe(
      true,
    );
    actor.send({ type: 'kind.choose', kind: 'exchange' });
    actor.send({ type: 'reason.choose', reason: 'damaged' });
    actor.send({ type: 'method.choose', method: 'pickup' });
    actor.send({ type: 'step.next' });
    expect(connectOrderReturn(actor.getSnapshot(), actor.send).refund).toBeNull();
    actor.send({ type: 'summary.confirm' });
    await settle();
    expect(sent[0]).toMatchObject({ kind: 'exchange', method: 'pickup' });
    expect(sent[0]!.storeCode).toBeUndefined();
  });

  it('shows the refusal of a line returned meanwhile, and says why nothing can be requested', async () => {
    const { actor } = start(openOrder, () =>
      Promise.reject({
        code: 'CONFLICT_ERROR',
        status: 409,
        details: { reason: 'lineNotReturnable', fields: { 'lines.0.lineId': 'alreadyReturned' } },
      }),
    );
    await settle();
    actor.send({ type: 'line.toggle', lineId: 'l1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'kind.choose', kind: 'return' });
    actor.send({ type: 'reason.choose', reason: 'other' });
    actor.send({ type: 'method.choose', method: 'pickup' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'summary.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(connectOrderReturn(actor.getSnapshot(), actor.send).refusalKey).toBe('refusal.alreadyReturned');

    const closed = start(closedOrder).actor;
    await settle();
    expect(closed.getSnapshot().value).toBe('unavailable');
    expect(connectOrderReturn(closed.getSnapshot(), closed.send).unavailableKey).toBe('unavailable.windowClosed');
  });

  it('words every refusal the server can give, and anything unknown as invalid', () => {
    const conflict = (details: Record<string, unknown>) => ({ code: 'CONFLICT_ERROR', status: 409, details });
    const invalid = (fields: Record<string, string>) => ({
      code: 'VALIDATION_ERROR',
      status: 400,
      details: { fields },
    });
    expect(refusalOf(conflict({ reason: 'exchangeWindowClosed' }))).toBe('exchangeWindowClosed');
    expect(refusalOf(conflict({ reason: 'returnWindowClosed' }))).toBe('returnWindowClosed');
    expect(refusalOf(conflict({ reason: 'notDelivered' }))).toBe('notDelivered');
    expect(refusalOf(conflict({ reason: 'lineNotReturnable', fields: { 'lines.0.lineId': 'cancelled' } }))).toBe(
      'cancelled',
    );
    expect(refusalOf(invalid({ 'lines.0.quantity': 'quantityExceeded' }))).toBe('quantityExceeded');
    expect(refusalOf(invalid({ storeCode: 'unknown' }))).toBe('invalid');
    expect(refusalOf(conflict({ reason: 'somethingNew' }))).toBe('invalid');
  });
});
