// Issue 29: "add a product" on a saved list and on the wish list (spec §2): the catalogue's addable products in a select
// (name and price) and the add button, enabled by the machine. Both pages' namespace (lists) names the texts under their
// own prefix, so the page hands over its `t` and the prefix.
import { money } from '../lists/money';

type Prefix = 'detail' | 'wish';

export function ProductAdder<P extends Prefix>({
  t,
  prefix,
  locale,
  select,
  addable,
  canAdd,
  onAdd,
}: {
  t: (key: `${P}.product` | `${P}.chooseProduct` | `${P}.add`) => string;
  prefix: P;
  locale: string;
  select: { id: string; value: string; disabled: boolean; onChange(e: { target: { value: string } }): void };
  addable: ReadonlyArray<{ sku: string; name: string; price: number; currency: string }>;
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="inline-form">
      <div className="field">
        <label htmlFor={select.id}>{t(`${prefix}.product`)}</label>
        <select className="field-control" name="product" {...select}>
          <option value="">{t(`${prefix}.chooseProduct`)}</option>
          {addable.map((p) => (
            <option key={p.sku} value={p.sku}>
              {p.name} ({money(p.price, p.currency, locale)})
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" disabled={!canAdd} onClick={onAdd}>
        {t(`${prefix}.add`)}
      </button>
    </div>
  );
}
