// Pure: what the order detail view shows.
import type { SnapshotFrom } from 'xstate';
import type { OrderReturns } from '../../contracts/returns.contract';
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
    ...returnsOf(detail ? (context.data?.returns ?? null) : null),
    retry: () => send({ type: 'order.retry' }),
  };
}

/**
 * Issue 31 item 5 (spec §9): a delivered order offers a return or exchange while a window is open and something is left to
 * give back (with the windows' last days), or says why not; the requests made show with their refund.
 */
function returnsOf(returns: OrderReturns | null) {
  const delivered = returns !== null && returns.eligibility !== 'notDelivered';
  const open = returns?.eligibility === 'open' && returns.lines.some((line) => line.returnable > 0);
  const windows = returns?.windows ?? null;
  return {
    /** the offer's text key and the dates it names; null when no request can be made */
    returnOffer:
      open && windows
        ? {
            key:
              windows.exchange.open && windows.return.open
                ? ('detail.windowOpen' as const)
                : windows.return.open
                  ? ('detail.returnOnly' as const)
                  : ('detail.exchangeOnly' as const),
            exchangeUntil: windows.exchange.until,
            returnUntil: windows.return.until,
          }
        : null,
    /** why a delivered order offers no return (spec §9 windows closed, or everything already requested) */
    noReturnKey:
      delivered && !open
        ? returns.eligibility === 'windowClosed'
          ? ('unavailable.windowClosed' as const)
          : ('unavailable.nothingLeft' as const)
        : null,
    returnRequests: returns?.requests ?? [],
  };
}
