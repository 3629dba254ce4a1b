// spec §2 "list detail with repurchase", §3 List: the items and quantities, rename, shared flag, add from the catalogue,
// repurchase into the cart and a quotation at a store.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectListDetail } from '../../machines/list-detail/list-detail.connect';
import type { listDetailMachine } from '../../machines/list-detail/list-detail.machine';
import { FieldError } from '../shared/form-field';
import { money } from '../lists/money';
import '../lists/lists.css';
import { BusyButton } from '../shared/busy-button';
import { BackLink, DetailLoadState } from '../shared/detail-load-state';
import { ProductAdder } from '../shared/product-adder';
import { StoreSelect } from '../shared/store-select';

export interface ListDetailViewProps {
  actorRef: ActorRefFrom<typeof listDetailMachine>;
  listsHref?: string;
  quotationHref?: (id: string) => string;
  /** issue 30: the buyer's maximum purchase amount and what remains of it, shown beside the buy action */
  allowance?: ReactNode;
}

export function ListDetailView({
  actorRef,
  listsHref = '#',
  quotationHref = () => '#',
  allowance = null,
}: ListDetailViewProps) {
  const { t, i18n } = useTranslation(['lists', 'rules']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectListDetail(snapshot, actorRef.send);
  const back = <BackLink href={listsHref} label={t('detail.back')} />;
  if (!api.detail || api.step === 'loading' || api.step === 'notFound' || api.step === 'failed') {
    return <DetailLoadState step={api.step} back={back} t={t} retryKey="errors.retry" onRetry={api.retry} />;
  }
  const { list, items, total, currency } = api.detail;
  const name = api.getNameProps();
  const shared = api.getSharedProps();
  const product = api.getProductSelectProps();
  const store = api.getStoreSelectProps();
  return (
    <section className="list-detail" data-step={api.step} aria-busy={api.isBusy}>
      {back}
      <h1>{list.name}</h1>
      <form className="inline-form" noValidate onSubmit={api.onRename}>
        <div className="field">
          <label htmlFor={name.id}>{t('detail.rename')} *</label>
          <input type="text" autoComplete="off" {...name} />
          <FieldError id={api.nameErrorId} text={api.nameErrorKey ? t(`rules:${api.nameErrorKey}` as never) : null} />
        </div>
        <button type="submit" className="button" disabled={api.step !== 'ready'}>
          {t('detail.renameSubmit')}
        </button>
      </form>
      <div className="field field--check">
        <input name="shared" {...shared} />
        <label htmlFor={shared.id}>{t('detail.shared')}</label>
      </div>
      {api.error ? (
        <p role="alert" className="banner banner--error">
          {t(`errors.${api.error}`)}
        </p>
      ) : null}
      <p role="status" className="hint">
        {api.isBusy
          ? t('detail.saving')
          : api.addedUnits !== null
            ? t('detail.repurchased', { count: api.addedUnits })
            : api.quotation
              ? t('detail.quoted', { number: api.quotation.number })
              : ''}
      </p>
      {api.quotation ? (
        <p>
          <a href={quotationHref(api.quotation.id)}>{t('detail.openQuotation')}</a>
        </p>
      ) : null}
      <h2>{t('detail.items')}</h2>
      {items.length === 0 ? <p>{t('detail.empty')}</p> : null}
      <ul className="cards">
        {items.map(({ product: p, quantity }) => {
          const qty = api.getQuantityProps(p.sku);
          return (
            <li key={p.sku} className="card" data-sku={p.sku}>
              <p className="card__title">{p.name}</p>
              <p className="card__meta">
                {p.brand} · {p.sku} · {money(p.price, p.currency, i18n.language)}
              </p>
              <div className="card__actions">
                <label htmlFor={qty.id}>{t('detail.quantity', { name: p.name })}</label>
                {/* committed on leaving the field, so that typing a number is one change */}
                <input
                  key={quantity}
                  id={qty.id}
                  name={`qty-${p.sku}`}
                  type="number"
                  min={qty.min}
                  max={qty.max}
                  defaultValue={quantity}
                  disabled={qty.disabled}
                  onBlur={(e) => (Number(e.target.value) !== quantity ? qty.onChange(e) : undefined)}
                />
                <button
                  type="button"
                  className="button"
                  disabled={api.step !== 'ready'}
                  onClick={() => api.remove(p.sku)}
                >
                  {t('detail.remove', { name: p.name })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {currency ? (
        <p className="total">
          {t('detail.total')}: {money(total, currency, i18n.language)}
        </p>
      ) : null}
      <ProductAdder
        t={t}
        prefix="detail"
        locale={i18n.language}
        select={product}
        addable={api.addable}
        canAdd={api.canAdd}
        onAdd={api.add}
      />
      {api.mayPurchase ? (
        <div className="card__actions">
          {allowance}
          <BusyButton
            className="button button--primary"
            disabled={!api.canRepurchase}
            busy={api.step === 'repurchasing'}
            onClick={api.repurchase}
          >
            {t('detail.repurchase')}
          </BusyButton>
        </div>
      ) : (
        // spec §6: a quoter quotes the list (below) instead of buying it
        <p className="hint" data-reason="quote-only">
          {t('detail.quoteOnly')}
        </p>
      )}
      <div className="inline-form">
        <StoreSelect label={t('detail.store')} select={store} stores={api.stores} />
        <BusyButton disabled={!api.canQuote} busy={api.step === 'quoting'} onClick={api.quote}>
          {t('detail.quote')}
        </BusyButton>
      </div>
    </section>
  );
}
