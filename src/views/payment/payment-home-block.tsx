// spec §2 account home: the payment-method block, showing the favourite card (issue 13). For the lead to place in
// src/views/pages/my-account.page.tsx: <PaymentHomeBlock />. It runs the myPayment flow (its load only) so that it shares
// the list's service, logos and local copy; a link leads to myPayment to manage the cards.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { connectMyPayment } from '../../machines/my-payment/my-payment.connect';
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { myPaymentFlow } from '../my-payment/my-payment.flow';
import { useTenant } from '../shell/use-tenant';
import { CardLogo } from './card-logo';
import './payment.css';

export function PaymentHomeBlock() {
  const { t } = useTranslation('payment');
  const tenant = useTenant();
  const actorRef = useFlow(myPaymentFlow);
  const snapshot = useSelector(actorRef, (s) => s);
  const view = connectMyPayment(snapshot, actorRef.send);
  const favourite = view.favourite;

  return (
    <section className="payment-home-block" aria-labelledby="payment-home-title" data-testid="payment-home-block">
      <h2 id="payment-home-title" className="payment-home-block__title">
        {t('home.title')}
      </h2>
      {view.step === 'loading' ? <p aria-busy="true">{t('page.loading')}</p> : null}
      {view.step === 'loadFailed' ? <p role="alert">{t('home.loadError')}</p> : null}
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
      {view.showFavouriteCallout ? <p>{t('home.none')}</p> : null}
      <Link to={pagePath('myPayment', tenant.id)}>{t('home.manage')}</Link>
    </section>
  );
}
