// Pure: what the order detail view shows.
import type { SnapshotFrom } from 'xstate';
import type { orderDetailMachine } from './order-detail.machine';
import type { OrderDetailEvent } from './order-detail.types';

export function connectOrderDetail(
  snapshot: SnapshotFrom<typeof orderDetailMachine>,
  send: (event: OrderDetailEvent) => void,
) {
  const { context } = snapshot;
  return {
    tenant: context.tenant,
    orderNumber: context.orderNumber,
    isLoading: snapshot.matches('loading'),
    isReady: snapshot.matches('ready'),
    isNotFound: snapshot.matches('notFound'),
    isFailed: snapshot.matches('failed'),
    failureKey: `errors.${context.failure?.code ?? 'GENERIC_ERROR'}` as const,
    detail: snapshot.matches('ready') ? (context.data?.detail ?? null) : null,
    tracking: snapshot.matches('ready') ? (context.data?.tracking.events ?? []) : [],
    retry: () => send({ type: 'order.retry' }),
  };
}
