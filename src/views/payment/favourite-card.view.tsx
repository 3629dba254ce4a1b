// spec §2 account home, payment-method block: the favourite card, or the callout when there is none, with the block's
// loading and error states (favouriteCardMachine). The block around it is payment-home-block.tsx.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectFavouriteCard } from '../../machines/favourite-card/favourite-card.connect';
import type { favouriteCardMachine } from '../../machines/favourite-card/favourite-card.machine';
import { LoadingBlock } from '../shared/block-status';
import { CardLogo } from './card-logo';

export function FavouriteCardView({ actorRef }: { actorRef: ActorRefFrom<typeof favouriteCardMachine> }) {
  const { t } = useTranslation('payment');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectFavouriteCard(snapshot, actorRef.send);
  const favourite = api.favourite;
  return (
    <LoadingBlock
      testId="favourite-card"
      state={api}
      texts={{ loading: t('page.loading'), failed: t('home.loadError'), retry: t('page.retry') }}
    >
      {favourite ? (
        <div className="payment-home-block__card">
          <CardLogo logo={favourite.logo} size={32} />
          <p>
            <span className="visually-hidden">{t('home.favourite')}: </span>
            {t('card.endingIn', { type: t(`cardTypes.${favourite.cardType}`), lastFour: favourite.lastFour })} ·{' '}
            {t('card.expires', { expiry: favourite.expiry })}
          </p>
        </div>
      ) : null}
      {api.hasNone ? <p>{t('home.none')}</p> : null}
    </LoadingBlock>
  );
}
