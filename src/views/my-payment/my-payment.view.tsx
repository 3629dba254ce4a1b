// spec §2 myPayment: saved cards (list, add, delete, mark favourite, the favourite callout), spec §4 and §8 messages.
// Renders myPaymentMachine and, while it is open, the add-card modal it invokes. Decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectMyPayment } from '../../machines/my-payment/my-payment.connect';
import type { myPaymentMachine } from '../../machines/my-payment/my-payment.machine';
import { AddCardView } from '../add-card/add-card.view';
import { CardLogo } from '../payment/card-logo';
import { ModalPortal } from '../payment/modal-portal';
import '../payment/payment.css';
import { ConfirmDialog } from '../shared/confirm-dialog';

export interface MyPaymentViewProps {
  actorRef: ActorRefFrom<typeof myPaymentMachine>;
}

export function MyPaymentView({ actorRef }: MyPaymentViewProps) {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectMyPayment(snapshot, actorRef.send);

  return (
    <section className="my-payment" aria-labelledby="my-payment-title" data-step={api.step}>
      <h1 id="my-payment-title">{t('page.title')}</h1>
      <p className="my-payment__intro">{t('page.intro')}</p>

      {api.errorKey ? (
        <p className="banner banner--error" role="alert">
          {tc(api.errorKey as never)}
        </p>
      ) : null}

      {api.step === 'loading' && api.cards.length === 0 ? <p aria-busy="true">{t('page.loading')}</p> : null}
      {api.step === 'loadFailed' ? (
        <button type="button" className="button" onClick={api.retry}>
          {t('page.retry')}
        </button>
      ) : null}

      {api.showFavouriteCallout ? (
        <aside className="callout my-payment__callout" aria-labelledby="my-payment-callout">
          <h2 id="my-payment-callout">{t('callout.title')}</h2>
          <p>{t('callout.text')}</p>
        </aside>
      ) : null}

      {api.isEmpty ? <p className="my-payment__empty">{t('page.empty')}</p> : null}

      {api.cards.length > 0 ? (
        <ul className="my-payment__list" aria-label={t('page.listLabel')} aria-busy={api.step === 'loading'}>
          {api.cards.map((card) => (
            <li
              key={card.id}
              className={card.favourite ? 'payment-card payment-card--favourite' : 'payment-card'}
              data-card-id={card.id}
              data-last-four={card.lastFour}
              aria-busy={card.isBusy}
            >
              <CardLogo logo={card.logo} />
              <div className="payment-card__text">
                <p className="payment-card__name">
                  {t('card.endingIn', { type: t(`cardTypes.${card.cardType}`), lastFour: card.lastFour })}
                </p>
                <p className="payment-card__meta">
                  {t('card.expires', { expiry: card.expiry })} · {t('card.holder', { holder: card.holderName })}
                </p>
                {card.favourite ? <p className="payment-card__badge">{t('card.favourite')}</p> : null}
              </div>
              <div className="payment-card__actions">
                {!card.favourite ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => api.setFavourite(card.id)}
                    disabled={!api.canAct}
                    aria-label={t('card.markFavouriteLabel', { lastFour: card.lastFour })}
                  >
                    {card.isBusy ? t('card.working') : t('card.markFavourite')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => api.askDelete(card.id)}
                  disabled={!api.canAct}
                  aria-label={t('card.deleteLabel', { lastFour: card.lastFour })}
                >
                  {t('card.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {api.step !== 'loading' && api.step !== 'loadFailed' ? (
        <button
          type="button"
          className="button button--primary my-payment__add"
          onClick={api.openModal}
          disabled={!api.canAct}
        >
          {t('page.addCard')}
        </button>
      ) : null}

      {api.deleting ? (
        <ModalPortal>
          <ConfirmDialog
            titleId="delete-card-title"
            bodyId="delete-card-text"
            title={t('deleteConfirm.title', { lastFour: api.deleting.lastFour })}
            body={t('deleteConfirm.text')}
          >
            <button type="button" className="button button--danger" onClick={api.confirmDelete}>
              {t('deleteConfirm.confirm')}
            </button>
            <button type="button" className="button" onClick={api.cancelDelete} autoFocus>
              {t('deleteConfirm.cancel')}
            </button>
          </ConfirmDialog>
        </ModalPortal>
      ) : null}

      {api.addCardRef ? <AddCardView actorRef={api.addCardRef} /> : null}
    </section>
  );
}
