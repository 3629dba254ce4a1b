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
      // issue 30 item 8: an unknown number marks the field itself, so the failed lookup moves focus back to it (the form's
      // rule) and the message is read with it; 'notFound' is the view's orders:seek.notFound, the others are rules keys
      errorKey: context.error ?? (snapshot.matches('notFound') ? ('notFound' as const) : null),
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
