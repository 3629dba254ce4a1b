// spec §2 account home: the payment-method block, showing the favourite card (issue 13), with its loading, error and
// "no favourite yet" states. It runs favouriteCardMachine (a read of the saved cards), not the myPayment page's machine:
// the account home has no use for the add-card modal (issue 17). A link leads to myPayment to manage the cards.
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { favouriteCardMachine } from '../../machines/favourite-card/favourite-card.machine';
import { pagePath } from '../app/routes';
import { useFlowMachine } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';
import { favouriteCardFlow } from './favourite-card.flow';
import { FavouriteCardView } from './favourite-card.view';
import './payment.css';

export function PaymentHomeBlock() {
  const { t } = useTranslation('payment');
  const tenant = useTenant();
  const actorRef = useActorRef(useFlowMachine(favouriteCardFlow) as typeof favouriteCardMachine);

  return (
    <section className="payment-home-block" aria-labelledby="payment-home-title" data-testid="payment-home-block">
      <h2 id="payment-home-title" className="payment-home-block__title">
        {t('home.title')}
      </h2>
      <FavouriteCardView actorRef={actorRef} />
      <Link to={pagePath('myPayment', tenant.id)}>{t('home.manage')}</Link>
    </section>
  );
}
