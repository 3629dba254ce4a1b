// Pure: what the order detail view shows.
import type { SnapshotFrom } from 'xstate';
import type { orderDetailMachine } from './order-detail.machine';
import type { OrderDetailEvent } from './order-detail.types';

export function connectOrderDetail(
  snapshot: SnapshotFrom<typeof orderDetailMachine>,
  send: (event: OrderDetailEvent) => void,
) {
  const { context } = snapshot;
  const detail = snapshot.matches('ready') ? (context.data?.detail ?? null) : null;
  return {
    tenant: context.tenant,
    orderNumber: context.orderNumber,
    isLoading: snapshot.matches('loading'),
    isReady: snapshot.matches('ready'),
    isNotFound: snapshot.matches('notFound'),
    isFailed: snapshot.matches('failed'),
    failureKey: `errors.${context.failure?.code ?? 'GENERIC_ERROR'}` as const,
    detail,
    /**
     * spec §4, §8 (issue 30 item 9): why no cancellation is offered: an order on its way or delivered (a line out of the
     * warehouse) cannot be cancelled; otherwise nothing in it can be cancelled any more. Null when it can be requested.
     */
    noCancelKey:
      !detail || detail.canCancel
        ? null
        : detail.lines.some((line) => line.leftWarehouse) ||
            ['onTheRoute', 'delivered', 'closed', 'return'].includes(detail.status)
          ? ('errors.ORDER_ALREADY_SHIPPED' as const)
          : ('errors.CANCELLATION_NOT_AVAILABLE' as const),
    tracking: snapshot.matches('ready') ? (context.data?.tracking.events ?? []) : [],
    retry: () => send({ type: 'order.retry' }),
  };
}
