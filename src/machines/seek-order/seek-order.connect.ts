// Pure: the guest lookup's props.
import type { SnapshotFrom } from 'xstate';
import { completeFieldProps } from '../shared/field-props';
import type { seekOrderMachine } from './seek-order.machine';
import type { SeekOrderEvent } from './seek-order.types';

export function connectSeekOrder(
  snapshot: SnapshotFrom<typeof seekOrderMachine>,
  send: (event: SeekOrderEvent) => void,
) {
  const { context } = snapshot;
  return {
    tenant: context.tenant,
    field: completeFieldProps({
      prefix: 'seekOrder',
      name: 'orderNumber',
      value: context.value,
      labelKey: 'seek.label' as const,
      required: true,
      errorKey: context.error,
      disabled: snapshot.matches('searching'),
      onChange: (value) => send({ type: 'field.change', value }),
    }),
    isSearching: snapshot.matches('searching'),
    result: snapshot.matches('found') ? context.result : null,
    isNotFound: snapshot.matches('notFound'),
    failureKey: snapshot.matches('failed') ? (`errors.${context.failureCode ?? 'GENERIC_ERROR'}` as const) : null,
    submit: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}
