// Issue 34 item 6: the checkout page. Renders checkoutMachine step by step (delivery, payment, review) and the answers
// (the order, a decline, a new total, lines short of stock, a cart bought elsewhere, a quoter). Decides nothing.
import { lazy, Suspense, type SubmitEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectCheckout } from '../../machines/checkout/checkout.connect';
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { formatCalendarDay, formatMoney } from '../../i18n/format';
import { pagePath } from '../app/routes';
import { FieldError } from '../shared/form-field';
import { useFocusOnStep } from '../shared/use-focus-on-step';
import { ValidatedForm } from '../shared/validated-form';
import './checkout.css';
import { RetryBox } from '../shared/banners';

const AddCardView = lazy(() => import('./checkout-add-card'));

export interface CheckoutViewProps {
  actorRef: ActorRefFrom<typeof checkoutMachine>;
}

export function CheckoutView({ actorRef }: CheckoutViewProps) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCheckout(snapshot, actorRef.send);
  const tenantId = api.tenant.id;
  const money = (amount: number) =>
    formatMoney(amount, { locale: api.tenant.locale, currency: api.currency } as Parameters<typeof formatMoney>[1]);
  const date = (day: string) => formatCalendarDay(day, api.tenant.locale);
  const headingRef = useFocusOnStep<HTMLHeadingElement>(api.step ?? (api.order ? 'confirmed' : null));
  const cartHref = pagePath('cart', tenantId);
  // the step's error, tied to its choices by aria-describedby
  const stepError = <FieldError id={api.stepError?.id} text={api.stepError ? t(api.stepError.key) : null} />;
  const placeError = api.placeErrorKey ? (
    <p className="banner banner--error" role="alert">
      {api.placeErrorKey.startsWith('errors.')
        ? tc(api.placeErrorKey as 'errors.GENERIC_ERROR')
        : t(api.placeErrorKey as 'checkout.review.validationError')}
    </p>
  ) : null;
  const cardText = (card: { brand: string; lastFour: string; expiry: string }) =>
    t('checkout.payment.card', { brand: card.brand, lastFour: card.lastFour, expiry: card.expiry });

  // the steps' actions: back to the cart, back a step (not while paying), forward
  const toCart = (
    <a className="button button--secondary" href={cartHref}>
      {t('checkout.goToCart')}
    </a>
  );
  const back = (
    <button type="button" className="button button--secondary" onClick={api.back} disabled={api.isPlacing}>
      {t('checkout.back')}
    </button>
  );
  // the delivery and payment steps are forms with "Continuar" as their submit: a step that cannot go on marks its choice
  // invalid, and the form moves focus there and lists the error (ValidatedForm)
  const next = (
    <button type="submit" className="button button--primary">
      {t('checkout.next')}
    </button>
  );
  const submitStep = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.next();
  };
  // what is bought and what it costs: the review step shows it whole, the delivery and payment steps in a summary beside
  const boughtLines = (
    <ul className="checkout-review-lines" aria-label={t('checkout.review.products')}>
      {api.lines
        .filter((l) => l.available)
        .map((l) => (
          <li key={l.sku}>
            <span>
              {l.name} {t('checkout.review.quantity', { count: l.quantity })}
            </span>
            <span>{money(l.lineTotal)}</span>
          </li>
        ))}
    </ul>
  );
  const totals = (testId?: string) => (
    <dl className="checkout-totals">
      <dt>{t('checkout.review.subtotal')}</dt>
      <dd>{money(api.cartTotal)}</dd>
      {api.deliveryMethod ? (
        <>
          <dt>{t('checkout.review.delivery')}</dt>
          <dd>{api.deliveryCost === 0 ? t('checkout.review.free') : money(api.deliveryCost)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.review.total')}</dt>
      <dd data-testid={testId}>{money(api.orderTotal)}</dd>
    </dl>
  );

  return (
    <section className="checkout-page" aria-labelledby="checkout-title" aria-busy={api.isLoading || api.isPlacing}>
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      {api.step && api.stepNumber ? (
        <ol
          className="checkout-steps"
          aria-label={t('checkout.stepOf', { step: api.stepNumber, total: api.totalSteps })}
        >
          {(['delivery', 'payment', 'review'] as const).map((s, i) => (
            <li
              key={s}
              aria-current={api.step === s ? 'step' : undefined}
              data-done={i + 1 < api.stepNumber! || undefined}
            >
              {t(`checkout.steps.${s}`)}
            </li>
          ))}
        </ol>
      ) : null}

      {api.isLoading ? <p role="status">{t('checkout.loading')}</p> : null}
      {api.isSignInRequired ? <p role="status">{t('checkout.signInRequired')}</p> : null}
      {api.isLoadFailed ? (
        <RetryBox
          className="banner banner--error"
          text={tc('messages.loadError')}
          retryLabel={t('checkout.retry')}
          onRetry={api.retry}
        />
      ) : null}
      {api.isCartEmpty ? (
        <div className="empty-state">
          <p>{t('checkout.cartEmpty')}</p>
          <p className="checkout-links">
            <a href={cartHref}>{t('checkout.goToCart')}</a>
            <a href={pagePath('searchResults', tenantId)}>{t('checkout.goToSearch')}</a>
          </p>
        </div>
      ) : null}
      {api.isQuoteOnly ? (
        <div className="banner banner--error" role="alert" data-reason="quote-only">
          <p>{t('checkout.quoteOnly')}</p>
          <a className="button" href={pagePath('quotationsLanding', tenantId)}>
            {t('checkout.quote')}
          </a>
        </div>
      ) : null}

      <div className="checkout-body">
        {api.step === 'delivery' && api.home && api.pickup ? (
          <ValidatedForm className="checkout-step" noValidate onSubmit={submitStep}>
            <h2 ref={headingRef} tabIndex={-1}>
              {t('checkout.steps.delivery')}
            </h2>
            <fieldset className="checkout-choices" role="radiogroup" {...api.methodGroup}>
              <legend>{t('checkout.delivery.legend')}</legend>
              <div className="field--check">
                <input {...api.home.radio} />
                <label htmlFor={api.home.radio.id}>{t('checkout.delivery.home')}</label>
              </div>
              {!api.home.available ? <p className="hint">{t('checkout.delivery.homeUnavailable')}</p> : null}
              <div className="field--check">
                <input {...api.pickup.radio} />
                <label htmlFor={api.pickup.radio.id}>{t('checkout.delivery.pickup')}</label>
              </div>
            </fieldset>

            {api.deliveryMethod === 'homeDelivery' ? (
              <>
                <fieldset className="checkout-choices" role="radiogroup" {...api.home.addressGroup}>
                  <legend>{t('checkout.delivery.addressesLegend')}</legend>
                  {api.home.addresses.length === 0 ? (
                    <p>
                      {t('checkout.delivery.noAddresses')}{' '}
                      <a href={pagePath('myAddresses', tenantId)}>{t('checkout.delivery.manageAddresses')}</a>
                    </p>
                  ) : (
                    api.home.addresses.map((a) => (
                      <div key={a.id} className="field--check checkout-option">
                        <input {...a.radio} />
                        <label htmlFor={a.radio.id}>
                          <strong>{a.name}</strong> <span>{a.summary}</span>
                        </label>
                      </div>
                    ))
                  )}
                </fieldset>
                {api.home.dates.length > 0 ? (
                  <div className="field checkout-date">
                    <label htmlFor={api.home.date.id}>{t('checkout.delivery.date')}</label>
                    <select className="field-control" {...api.home.date}>
                      {api.home.dates.map((d) => (
                        <option key={d} value={d}>
                          {date(d)}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                <p className="hint">{t('checkout.delivery.window', api.home.window)}</p>
                <p>
                  {api.home.cost === 0
                    ? t('checkout.delivery.free')
                    : t('checkout.delivery.cost', { cost: money(api.home.cost) })}
                  {api.home.cost > 0 && api.home.freeAbove !== null ? (
                    <span className="hint">
                      {' '}
                      {t('checkout.delivery.freeAbove', { amount: money(api.home.freeAbove) })}
                    </span>
                  ) : null}
                </p>
              </>
            ) : null}

            {api.deliveryMethod === 'storePickup' ? (
              <fieldset className="checkout-choices" role="radiogroup" {...api.pickup.storeGroup}>
                <legend>{t('checkout.delivery.storesLegend')}</legend>
                {api.pickup.noStore ? <p>{t('checkout.delivery.noStores')}</p> : null}
                {api.pickup.stores.map((s) => (
                  <div key={s.id} className="field--check checkout-option">
                    <input {...s.radio} />
                    <label htmlFor={s.radio.id}>
                      <strong>{s.name}</strong> <span>{`${s.address}, ${s.city}`}</span>
                    </label>
                    {!s.hasAllLines ? (
                      <p id={s.missingId} className="hint">
                        {t('checkout.delivery.storeMissing', { names: s.missingNames.join(', ') })}
                      </p>
                    ) : null}
                  </div>
                ))}
              </fieldset>
            ) : null}
            {stepError}
            <div className="checkout-actions">
              {toCart}
              {next}
            </div>
          </ValidatedForm>
        ) : null}

        {api.step === 'payment' ? (
          // the add-card modal sits outside the step's form: its own form's submit would reach this one through the portal
          <div>
            <ValidatedForm className="checkout-step" noValidate onSubmit={submitStep}>
              <h2 ref={headingRef} tabIndex={-1}>
                {t('checkout.steps.payment')}
              </h2>
              {placeError}
              <fieldset
                className="checkout-choices"
                role="radiogroup"
                aria-busy={api.isRefreshingCards}
                {...api.paymentGroup}
              >
                <legend>{t('checkout.payment.legend')}</legend>
                {api.cards.map((c) => (
                  <div key={c.id} className="field--check checkout-option">
                    <input {...c.radio} />
                    <label htmlFor={c.radio.id}>{cardText(c)}</label>
                  </div>
                ))}
                {api.paymentMethod === 'card' && !api.chosenCard && !api.isRefreshingCards ? (
                  <p className="hint">{t('checkout.payment.newCard')}</p>
                ) : null}
                {api.isRefreshingCards ? <p role="status">{t('checkout.payment.refreshing')}</p> : null}
                <div className="field--check checkout-option">
                  <input {...api.till} />
                  <label htmlFor={api.till.id}>{t('checkout.payment.till')}</label>
                  <p id={api.tillHintId} className="hint">
                    {t('checkout.payment.tillHint')}
                  </p>
                </div>
              </fieldset>
              <button type="button" className="button button--secondary checkout-add-card" onClick={api.addCard}>
                {t('checkout.payment.addCard')}
              </button>
              {stepError}
              <div className="checkout-actions">
                {back}
                {next}
              </div>
            </ValidatedForm>
            {api.addCardRef ? (
              <Suspense fallback={<p role="status">{tc('shell.loading')}</p>}>
                <AddCardView actorRef={api.addCardRef} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
        {api.step === 'delivery' || api.step === 'payment' ? (
          <section className="checkout-summary" aria-label={t('checkout.summary.title')}>
            <h2>{t('checkout.summary.title')}</h2>
            {boughtLines}
            {totals()}
          </section>
        ) : null}
      </div>

      {api.step === 'review' ? (
        <div className="checkout-step">
          <h2 ref={headingRef} tabIndex={-1}>
            {t('checkout.review.title')}
          </h2>
          {placeError}
          {boughtLines}
          <p>
            {api.deliveryMethod === 'homeDelivery' && api.chosenAddress
              ? t('checkout.review.deliveryTo', { name: api.chosenAddress.name, summary: api.chosenAddress.summary })
              : null}
            {api.deliveryMethod === 'storePickup' && api.chosenStore
              ? t('checkout.review.pickupAt', {
                  name: api.chosenStore.name,
                  address: api.chosenStore.address,
                  city: api.chosenStore.city,
                })
              : null}
          </p>
          {api.deliveryMethod === 'homeDelivery' && api.chosenDate && api.home ? (
            <p>{t('checkout.review.deliveryDate', { date: date(api.chosenDate), ...api.home.window })}</p>
          ) : null}
          <p>
            {api.paymentMethod === 'till'
              ? t('checkout.review.paymentTill')
              : t('checkout.review.paymentCard', {
                  card: api.chosenCard ? cardText(api.chosenCard) : t('checkout.payment.newCard'),
                })}
          </p>
          {totals('checkout-total')}
          {api.allowance ? (
            // spec §6: a buyer sees what remains of its maximum purchase amount before paying
            <p className="hint" data-testid="purchase-allowance">
              {tc('purchaseAllowance.maximum', { amount: money(api.allowance.maximum) })}
              {' · '}
              {tc('purchaseAllowance.remaining', { amount: money(api.allowance.remaining) })}
            </p>
          ) : null}
          {api.isPlaceFailed ? (
            <RetryBox
              className="banner banner--error"
              text={t('checkout.review.placeFailed')}
              retryLabel={t('checkout.review.retryPay')}
              onRetry={api.retryPlace}
            />
          ) : null}
          {api.isPlacing ? <p role="status">{t('checkout.review.paying')}</p> : null}
          <div className="checkout-actions">
            {back}
            {!api.isPlaceFailed ? (
              <button
                type="button"
                className="button button--primary"
                onClick={api.place}
                disabled={api.isPlacing}
                aria-busy={api.isPlacing}
              >
                {t('checkout.review.pay')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      {api.state === 'priceChanged' && api.newOrderTotal !== null ? (
        <div className="checkout-step" role="alert">
          <h2>{t('checkout.priceChanged.title')}</h2>
          <p>{t('checkout.priceChanged.text', { total: money(api.newOrderTotal) })}</p>
          <div className="checkout-actions">
            {toCart}
            <button
              type="button"
              className="button button--primary"
              data-action="price-accept"
              onClick={api.acceptPrice}
            >
              {t('checkout.priceChanged.accept', { total: money(api.newOrderTotal) })}
            </button>
          </div>
        </div>
      ) : null}

      {api.state === 'outOfStock' ? (
        <div className="checkout-step" role="alert">
          <h2>{t('checkout.outOfStock.title')}</h2>
          <p>{t('checkout.outOfStock.text', { names: api.missingNames.join(', ') })}</p>
          <div className="checkout-actions">
            {toCart}
            <button type="button" className="button button--primary" onClick={api.reload}>
              {t('checkout.outOfStock.reload')}
            </button>
          </div>
        </div>
      ) : null}

      {api.isAlreadyBought ? (
        <div className="checkout-step" role="alert">
          <h2>{t('checkout.alreadyBought.title')}</h2>
          <p>{t('checkout.alreadyBought.text')}</p>
          <a className="button button--primary" href={pagePath('myOrders', tenantId)}>
            {t('checkout.alreadyBought.orders')}
          </a>
        </div>
      ) : null}

      {api.order ? (
        <div className="checkout-step checkout-confirmed" role="status">
          <h2 ref={headingRef} tabIndex={-1}>
            {t('checkout.confirmed.title')}
          </h2>
          <p data-testid="order-number">
            {t('checkout.confirmed.orderNumber', { orderNumber: api.order.orderNumber })}
          </p>
          <p>{t('checkout.confirmed.total', { total: money(api.order.total) })}</p>
          <p>
            {api.order.status === 'paymentPending'
              ? t('checkout.confirmed.till', { total: money(api.order.total), hours: api.order.payWithinHours ?? 48 })
              : t('checkout.confirmed.paid')}
          </p>
          <a
            className="button button--primary"
            href={pagePath('orderDetails', tenantId, { orderNumber: api.order.orderNumber })}
          >
            {t('checkout.confirmed.orderDetails')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
