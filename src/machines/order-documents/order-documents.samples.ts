// Sample events of orderDocumentsMachine (pure data).
import type { OrderDocuments } from './order-documents.types';

export const sampleDocuments: OrderDocuments = {
  tickets: [
    {
      id: 't1',
      ticketNumber: 'TK100001',
      orderNumber: '9010103000',
      status: 'open',
      createdAt: '2026-03-02T10:00:00.000Z',
      itemCount: 1,
    },
  ],
  invoices: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'receipt',
      documentNumber: 'B10103000',
      orderNumber: '9010103000',
      issuedAt: '2026-03-01T10:00:00.000Z',
      total: 53960,
      currency: 'CLP',
    },
  ],
};

export const orderDocumentsFlowSamples = {
  common: [
    { type: 'list.retry' },
    { type: 'xstate.done.actor.loadDocuments', output: sampleDocuments },
    { type: 'xstate.done.actor.loadDocuments', output: { tickets: [], invoices: [] } },
    { type: 'xstate.error.actor.loadDocuments', error: { code: 'GENERIC_ERROR', status: 503 } },
  ],
} as const;
