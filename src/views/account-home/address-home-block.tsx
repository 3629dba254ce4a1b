// spec §2 account home: the favourite address block (favouriteAddressMachine): its view and a link to myAddresses.
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { favouriteAddressMachine } from '../../machines/favourite-address/favourite-address.machine';
import { pagePath } from '../app/routes';
import { useFlowMachine } from '../flows/use-flow';
import { favouriteAddressFlow } from './favourite-address.flow';
import { FavouriteAddressView } from './favourite-address.view';
import type { HomeBlockProps } from './home-blocks';

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
