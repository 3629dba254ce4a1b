// Pure: the repurchase screen's props.
import type { SnapshotFrom } from 'xstate';
import type { repurchaseMachine } from './repurchase.machine';
import type { RepurchaseEvent } from './repurchase.types';
import { fieldId } from '../shared/field-props';

export function connectRepurchase(
  snapshot: SnapshotFrom<typeof repurchaseMachine>,
  send: (event: RepurchaseEvent) => void,
) {
  const { context } = snapshot;
  const showLines = snapshot.matches('ready') || snapshot.matches('adding') || snapshot.matches('addFailed');
  return {
    tenant: context.tenant,
    orderNumber: context.orderNumber,
    isLoading: snapshot.matches('loading'),
    isNotFound: snapshot.matches('notFound'),
    isFailed: snapshot.matches('failed'),
    isAdding: snapshot.matches('adding'),
    addFailed: snapshot.matches('addFailed'),
    /** issue 30: the units added, and the cart's count apart */
    addedUnits: snapshot.matches('added') ? context.addedUnits : null,
    cartCount: snapshot.matches('added') ? context.cartCount : null,
    /** spec §6: a quoter is told why instead of offered the cart */
    mayPurchase: context.canPurchase,
    lines: showLines
      ? (context.data?.lines ?? []).map((l) => ({
          ...l,
          checkbox: {
            id: fieldId('repurchase', l.sku),
            name: `sku-${l.sku}`,
            checked: context.selected.includes(l.sku),
            disabled: !l.available || !context.canPurchase || snapshot.matches('adding'),
            onChange: () => send({ type: 'line.toggle', sku: l.sku }),
          },
        }))
      : [],
    canAdd: snapshot.can({ type: 'cart.add' }),
    add: () => send({ type: 'cart.add' }),
    retry: () => send({ type: 'list.retry' }),
  };
}
