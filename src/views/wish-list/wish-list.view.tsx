// spec §2 "A wish list also exists", §7 /v1/wishLists: add a product, remove one, move one into a list.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectWishList } from '../../machines/wish-list/wish-list.connect';
import type { wishListMachine } from '../../machines/wish-list/wish-list.machine';
import { money } from '../lists/money';
import '../lists/lists.css';
import { ListsError } from '../lists/lists-error';
import { ProductAdder } from '../shared/product-adder';

export function WishListView({ actorRef }: { actorRef: ActorRefFrom<typeof wishListMachine> }) {
  const { t, i18n } = useTranslation('lists');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectWishList(snapshot, actorRef.send);
  const product = api.getProductSelectProps();
  return (
    <section className="wish-list" data-step={api.step} aria-busy={api.step === 'loading' || api.isBusy}>
      <h1>{t('wish.title')}</h1>
      <p>{t('wish.intro')}</p>
      {api.step === 'loading' ? <p className="hint">{t('wish.loading')}</p> : null}
      <ListsError error={api.error} loadFailed={api.step === 'failed'} onRetry={api.retry} />
      {api.step !== 'loading' && api.step !== 'failed' ? (
        <ProductAdder
          t={t}
          prefix="wish"
          locale={i18n.language}
          select={product}
          addable={api.addable}
          canAdd={api.canAdd}
          onAdd={api.add}
        />
      ) : null}
      {api.isEmpty ? <p>{t('wish.empty')}</p> : null}
      <ul className="cards">
        {api.items.map(({ product: p }) => {
          const target = api.getTargetProps(p.sku);
          return (
            <li key={p.sku} className="card" data-sku={p.sku}>
              <p className="card__title">{p.name}</p>
              <p className="card__meta">
                {p.brand} · {money(p.price, p.currency, i18n.language)}
              </p>
              <div className="card__actions">
                <label htmlFor={target.id}>{t('wish.target', { name: p.name })}</label>
                <select name={`target-${p.sku}`} {...target}>
                  {api.lists.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  disabled={api.step !== 'ready'}
                  onClick={() => api.move(p.sku)}
                >
                  {t('wish.move', { name: p.name })}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={api.step !== 'ready'}
                  onClick={() => api.remove(p.sku)}
                >
                  {t('wish.remove', { name: p.name })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
