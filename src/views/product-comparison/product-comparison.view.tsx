// Issue 34 item 4 (spec §2 product comparison): a thin renderer of productComparisonMachine; a table that scrolls inside
// itself on a narrow screen (the page never scrolls sideways).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectProductComparison } from '../../machines/product-comparison/product-comparison.connect';
import type { productComparisonMachine } from '../../machines/product-comparison/product-comparison.machine';
import { formatMoney } from '../../i18n/format';
import { pagePath } from '../app/routes';
import { ProductImage } from '../product-search/product-image';
import '../product-search/catalogue.css';

export interface ProductComparisonViewProps {
  actorRef: ActorRefFrom<typeof productComparisonMachine>;
}

const n = (value: number | null) => (value === null ? '–' : String(value).replace('.', ','));

export function ProductComparisonView({ actorRef }: ProductComparisonViewProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectProductComparison(snapshot, actorRef.send);
  const money = (amount: number) => formatMoney(amount, api.tenant);
  const yesNo = (value: boolean) => (value ? t('compare.yes') : t('compare.no'));
  const rows: [string, (p: (typeof api.items)[number]) => string][] = [
    [
      t('compare.price'),
      (p) => (p.unit === 'm2' ? t('product.pricePerBox', { price: money(p.price) }) : money(p.price)),
    ],
    [t('product.brand'), (p) => p.brand],
    [t('product.category'), (p) => p.category.name],
    [
      t('product.dimensions'),
      // a product without measures says so once, not "– × – × – cm"
      (p) =>
        p.widthCm === null && p.heightCm === null && p.depthCm === null
          ? '–'
          : t('product.dimensionsValue', { width: n(p.widthCm), height: n(p.heightCm), depth: n(p.depthCm) }),
    ],
    [t('compare.unit'), (p) => (p.unit === 'm2' ? t('product.m2PerBox', { m2: n(p.m2PerBox) }) : t('compare.each'))],
    [t('compare.warranty'), (p) => yesNo(p.warrantyEligible)],
    [t('compare.installation'), (p) => (p.installationPrice === null ? t('compare.no') : money(p.installationPrice))],
    [t('compare.delivery'), (p) => yesNo(p.homeDelivery)],
    [t('compare.stock'), (p) => t('stock.available', { count: p.stores.reduce((s, x) => s + x.quantity, 0) })],
  ];
  return (
    <section className="catalogue comparison" aria-busy={api.isLoading}>
      <h1>{t('compare.title')}</h1>
      {api.isLoading ? <p role="status">{t('compare.loading')}</p> : null}
      {api.isFailed ? (
        <div role="alert">
          <p>{t('compare.failed')}</p>
          <button type="button" className="button" onClick={api.retry}>
            {t('compare.retry')}
          </button>
        </div>
      ) : null}
      {api.isEmpty ? (
        <div>
          <p>{t('compare.empty', { limit: api.limit })}</p>
          <a href={pagePath('searchResults', api.tenant.id)}>{t('product.backToSearch')}</a>
        </div>
      ) : null}
      {api.items.length ? (
        <div className="compare-scroll">
          <table className="compare-table">
            <caption className="visually-hidden">{t('compare.caption', { count: api.items.length })}</caption>
            <thead>
              <tr>
                <td />
                {api.items.map((p) => (
                  <th key={p.sku} scope="col">
                    <ProductImage src={p.image} fallbackSrc={p.fallbackImage} size={96} />
                    <br />
                    <a href={pagePath('productDetail', api.tenant.id, { sku: p.sku })}>{p.name}</a>
                    <br />
                    <button
                      type="button"
                      className="link-button"
                      data-compare-remove={p.sku}
                      aria-label={t('compare.removeNamed', { name: p.name })}
                      onClick={() => api.remove(p.sku)}
                    >
                      {t('compare.remove')}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {api.items.map((p) => (
                    <td key={p.sku}>{value(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {api.items.length > 0 && api.items.length < api.limit ? (
        <p>
          <a href={pagePath('searchResults', api.tenant.id)}>{t('compare.addMore')}</a>
        </p>
      ) : null}
    </section>
  );
}
