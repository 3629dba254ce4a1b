// spec §2 account home: the favourite address block (favouriteAddressMachine), with its loading, empty and error states.
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { connectFavouriteAddress } from '../../machines/favourite-address/favourite-address.connect';
import type { favouriteAddressMachine } from '../../machines/favourite-address/favourite-address.machine';
import { pagePath } from '../app/routes';
import { useFlowMachine } from '../flows/use-flow';
import { favouriteAddressFlow } from './favourite-address.flow';
import type { HomeBlockProps } from './home-blocks';

export function FavouriteAddressView({ actorRef }: { actorRef: ActorRefFrom<typeof favouriteAddressMachine> }) {
  const { t } = useTranslation('account');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectFavouriteAddress(snapshot, actorRef.send);
  return (
    <div aria-busy={api.isLoading} data-testid="favourite-address">
      {api.isLoading ? <p role="status">{t('addresses.loading')}</p> : null}
      {api.failed ? (
        <p className="banner banner--error" role="alert">
          {t('home.favouriteAddress.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={api.onRetry}>
            {t('addresses.retry')}
          </button>
        </p>
      ) : null}
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
    </div>
  );
}

export function AddressHomeBlock({ tenant }: HomeBlockProps) {
  const { t } = useTranslation('account');
  const actorRef = useActorRef(useFlowMachine(favouriteAddressFlow) as typeof favouriteAddressMachine);
  const empty = useSelector(actorRef, (s) => s.matches('empty'));
  return (
    <>
      <FavouriteAddressView actorRef={actorRef} />
      <Link to={pagePath('myAddresses', tenant.id)}>
        {empty ? t('home.favouriteAddress.add') : t('home.favouriteAddress.manage')}
      </Link>
    </>
  );
}
