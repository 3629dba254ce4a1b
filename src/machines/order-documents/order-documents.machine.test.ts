import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectOrderDocuments } from './order-documents.connect';
import { orderDocumentsMachine } from './order-documents.machine';
import { sampleDocuments } from './order-documents.samples';
import type { OrderDocuments } from './order-documents.types';

const settle = () => new Promise((r) => setTimeout(r, 0));
const tenant = { id: 'cl', locale: 'es-CL', currency: 'CLP' };

describe('tickets and invoices machine (spec §2)', () => {
  it('lists tickets and invoices, says when there are none, and retries a failure', async () => {
    let answer: () => Promise<typeof sampleDocuments> = () => Promise.reject({ code: 'GENERIC_ERROR' });
    const actor = createActor(
      orderDocumentsMachine.provide({ actors: { loadDocuments: fromPromise(async () => answer()) } }),
      { input: { tenant } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    answer = async () => sampleDocuments;
    connectOrderDocuments(actor.getSnapshot(), actor.send).retry();
    await settle();
    expect(connectOrderDocuments(actor.getSnapshot(), actor.send).tickets[0]?.ticketNumber).toBe('TK100001');
    const empty = createActor(
      orderDocumentsMachine.provide({
        actors: { loadDocuments: fromPromise<OrderDocuments, void>(async () => ({ tickets: [], invoices: [] })) },
      }),
      { input: { tenant } },
    ).start();
    await settle();
    expect(empty.getSnapshot().value).toBe('empty');
  });
});
