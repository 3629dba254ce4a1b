// spec §2 account home, favourite address block: the address, or its empty state, with the block's loading and error
// states (favouriteAddressMachine). The block around it is address-home-block.tsx.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectFavouriteAddress } from '../../machines/favourite-address/favourite-address.connect';
import type { favouriteAddressMachine } from '../../machines/favourite-address/favourite-address.machine';
import { LoadingBlock } from '../shared/block-status';

export function FavouriteAddressView({ actorRef }: { actorRef: ActorRefFrom<typeof favouriteAddressMachine> }) {
  const { t } = useTranslation('account');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectFavouriteAddress(snapshot, actorRef.send);
  return (
    <LoadingBlock
      testId="favourite-address"
      state={api}
      texts={{
        loading: t('addresses.loading'),
        failed: t('home.favouriteAddress.loadFailed'),
        retry: t('addresses.retry'),
      }}
    >
      {api.isEmpty ? <p className="empty-state">{t('home.favouriteAddress.empty')}</p> : null}
      {api.address ? (
        <address className="home-block__address">
          <strong>{api.address.name}</strong>
          <br />
          {api.address.line}
          <br />
          {api.address.area}
          {api.address.postcode ? ` · ${api.address.postcode}` : ''}
        </address>
      ) : null}
    </LoadingBlock>
  );
}
