// Pure props for the addresses page (STYLE.md rule 7): the list with each card's actions, the confirm dialog, the messages.
import type { SnapshotFrom } from 'xstate';
import type { myAddressesMachine } from './my-addresses.machine';
import type { MyAddressesEvent } from './my-addresses.types';

type Snapshot = SnapshotFrom<typeof myAddressesMachine>;

export function connectMyAddresses(snapshot: Snapshot, send: (event: MyAddressesEvent) => void) {
  const { context } = snapshot;
  const busy = snapshot.matches('deleting') || snapshot.matches('preferring');
  const ready = snapshot.matches('ready');
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isEmpty: ready && context.addresses.length === 0,
    isBusy: busy,
    failureKey: context.failure ? (`addresses.failures.${context.failure}` as const) : null,
    canAdd: ready,
    confirmingDelete: snapshot.matches('confirmingDelete')
      ? (context.addresses.find((a) => a.id === context.target) ?? null)
      : null,
    addresses: context.addresses.map((a) => ({
      ...a,
      line: [`${a.addressLine1} ${a.addressLine2}`.trim(), a.addressLine3].filter(Boolean).join(', '),
      area: [a.municipalName, a.cityName, a.stateName].filter(Boolean).join(', '),
      isWorking: busy && context.target === a.id,
      onEdit: () => send({ type: 'address.edit', id: a.id }),
      onDelete: () => send({ type: 'address.delete', id: a.id }),
      onPrefer: () => send({ type: 'address.prefer', id: a.id }),
    })),
    modalOpen: snapshot.matches('editing'),
    onAdd: () => send({ type: 'address.add' }),
    onConfirmDelete: () => send({ type: 'delete.confirm' }),
    onCancelDelete: () => send({ type: 'delete.cancel' }),
    onRetry: () => send({ type: 'list.retry' }),
    onDismiss: () => send({ type: 'notice.dismiss' }),
  };
}

export type MyAddressesApi = ReturnType<typeof connectMyAddresses>;
