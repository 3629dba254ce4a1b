// Pure: the tickets-and-invoices screen's props.
import type { SnapshotFrom } from 'xstate';
import type { orderDocumentsMachine } from './order-documents.machine';
import type { OrderDocumentsEvent } from './order-documents.types';

export function connectOrderDocuments(
  snapshot: SnapshotFrom<typeof orderDocumentsMachine>,
  send: (event: OrderDocumentsEvent) => void,
) {
  const { context } = snapshot;
  return {
    tenant: context.tenant,
    isLoading: snapshot.matches('loading'),
    isEmpty: snapshot.matches('empty'),
    isFailed: snapshot.matches('failed'),
    tickets: snapshot.matches('ready') ? (context.data?.tickets ?? []) : [],
    invoices: snapshot.matches('ready') ? (context.data?.invoices ?? []) : [],
    isReady: snapshot.matches('ready'),
    retry: () => send({ type: 'list.retry' }),
  };
}
