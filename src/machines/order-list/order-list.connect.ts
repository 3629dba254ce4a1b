// Pure: what the order list view shows and sends (STYLE.md §7, §17).
import type { SnapshotFrom } from 'xstate';
import { completeFieldProps, fieldId } from '../shared/field-props';
import type { orderListMachine } from './order-list.machine';
import type { OrderListEvent } from './order-list.types';

export function connectOrderList(
  snapshot: SnapshotFrom<typeof orderListMachine>,
  send: (event: OrderListEvent) => void,
) {
  const { context } = snapshot;
  const result = context.result;
  const select = (
    name: string,
    type: 'filter.group' | 'filter.year' | 'filter.creator' | 'sort.change',
    value: string,
  ) => ({
    id: fieldId('orderList', name),
    name,
    value,
    // the filters wait for the page being loaded (they are offered once it is in)
    disabled: snapshot.matches('loading'),
    onChange: (event: { target: { value: string } }) => send({ type, value: event.target.value }),
  });
  return {
    tenant: context.tenant,
    isLoading: snapshot.matches('loading'),
    isReady: snapshot.matches('ready'),
    isEmpty: snapshot.matches('empty'),
    isFailed: snapshot.matches('failed'),
    /** an empty list because of a filter or a search (not an account without orders) */
    isFiltered: Boolean(context.query.group || context.query.year || context.query.createdBy || context.query.q),
    /** what the empty list says: spec §8's unknown order number after a search by number (issue 31 item 7) */
    emptyKey: context.query.q
      ? ('list.numberNotFound' as const)
      : context.query.group || context.query.year || context.query.createdBy
        ? ('list.emptyFiltered' as const)
        : ('list.empty' as const),
    failureKey: `errors.${context.failure?.code ?? 'GENERIC_ERROR'}` as const,
    orders: snapshot.matches('ready') ? (result?.orders ?? []) : [],
    page: context.query.page ?? 1,
    years: result?.years ?? [],
    creators: result?.creators ?? null,
    groupSelect: select('group', 'filter.group', context.query.group ?? ''),
    yearSelect: select('year', 'filter.year', context.query.year ? String(context.query.year) : ''),
    creatorSelect: select('creator', 'filter.creator', context.query.createdBy ?? ''),
    sortSelect: select('sort', 'sort.change', context.query.sort ?? 'dateDesc'),
    search: completeFieldProps({
      prefix: 'orderList',
      name: 'search',
      value: context.searchText,
      labelKey: 'list.searchLabel' as const,
      required: false,
      errorKey: context.searchError,
      onChange: (value) => send({ type: 'search.change', value }),
    }),
    submitSearch: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'search.submit' });
    },
    canNext: snapshot.can({ type: 'page.next' }),
    canPrev: snapshot.can({ type: 'page.prev' }),
    next: () => send({ type: 'page.next' }),
    prev: () => send({ type: 'page.prev' }),
    retry: () => send({ type: 'list.retry' }),
  };
}
