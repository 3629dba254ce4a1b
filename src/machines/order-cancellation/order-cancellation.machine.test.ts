import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectOrderCancellation } from './order-cancellation.connect';
import { orderCancellationMachine } from './order-cancellation.machine';
import { cardOrder, cashOrder, shippedOrder, VALID_BANK } from './order-cancellation.samples';
import type { CancelRequest } from './order-cancellation.types';

const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' };
const settle = () => new Promise((r) => setTimeout(r, 0));

function start(
  order = cashOrder,
  submit: (r: CancelRequest) => Promise<{ ticketId: string; ticketNumber: string }> = async () => ({
    ticketId: 't1',
    ticketNumber: 'TK100001',
  }),
) {
  const sent: CancelRequest[] = [];
  const machine = orderCancellationMachine.provide({
    actors: {
      loadCancellation: fromPromise(async () => order),
      submitCancellation: fromPromise(async ({ input }: { input: CancelRequest }) => (sent.push(input), submit(input))),
    },
  });
  return { actor: createActor(machine, { input: { tenant, orderNumber: '9010103000' } }).start(), sent };
}

describe('order cancellation machine (spec §2, §4, §8)', () => {
  it('goes select -> reason -> summary -> bank form -> ticket for a cash order', async () => {
    const { actor, sent } = start();
    await settle();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepError).toBe('selectRequired');
    actor.send({ type: 'line.toggle', lineId: 'l4' }); // not cancellable: ignored
    actor.send({ type: 'line.toggle', lineId: 'l1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.stepError).toBe('reasonRequired');
    actor.send({ type: 'reason.choose', reason: 'changedMind' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('summary');
    actor.send({ type: 'summary.confirm' });
    expect(actor.getSnapshot().value).toBe('bankForm');
    actor.send({ type: 'form.submit' });
    expect(connectOrderCancellation(actor.getSnapshot(), actor.send).bankForm?.fields.accountNumber.error.key).toBe(
      'refund.accountNumberRequired',
    );
    for (const e of VALID_BANK) actor.send(e);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(sent[0]).toEqual({
      orderNumber: '9010103000',
      lineIds: ['l1'],
      reason: 'changedMind',
      refundAccount: {
        bankCode: '001',
        bankName: 'BANCO DE CHILE',
        accountType: 'checking',
        accountNumber: '0012345678',
        holderName: 'Camila Rojas',
        holderDocumentType: 'RUT',
        holderDocument: '15.872.439-1',
      },
    });
    expect(connectOrderCancellation(actor.getSnapshot(), actor.send).ticketNumber).toBe('TK100001');
  });

  it('sends a card order without bank data, and shows the server refusal when the state changed meanwhile', async () => {
    const { actor, sent } = start(cardOrder, () => Promise.reject({ code: 'ORDER_ALREADY_SHIPPED', status: 409 }));
    await settle();
    actor.send({ type: 'line.toggle', lineId: 'l1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'reason.choose', reason: 'other' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'summary.confirm' });
    await settle();
    expect(sent[0]!.refundAccount).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(connectOrderCancellation(actor.getSnapshot(), actor.send).refusalKey).toBe('errors.ORDER_ALREADY_SHIPPED');
  });

  it('says why nothing can be cancelled', async () => {
    const { actor } = start(shippedOrder);
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(connectOrderCancellation(actor.getSnapshot(), actor.send).unavailableKey).toBe(
      'errors.ORDER_ALREADY_SHIPPED',
    );
  });
});
