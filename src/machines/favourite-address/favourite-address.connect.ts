// Pure props for the favourite-address block (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import type { favouriteAddressMachine } from './favourite-address.machine';
import type { FavouriteAddressEvent } from './favourite-address.types';

export function connectFavouriteAddress(
  snapshot: SnapshotFrom<typeof favouriteAddressMachine>,
  send: (event: FavouriteAddressEvent) => void,
) {
  const a = snapshot.context.address;
  return {
    isLoading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    isEmpty: snapshot.matches('empty'),
    address:
      a && snapshot.matches('shown')
        ? {
            name: a.addressName,
            line: [`${a.addressLine1} ${a.addressLine2}`.trim(), a.addressLine3].filter(Boolean).join(', '),
            area: [a.municipalName, a.cityName, a.stateName].filter(Boolean).join(', '),
            postcode: a.postcode,
          }
        : null,
    onRetry: () => send({ type: 'block.retry' }),
  };
}
