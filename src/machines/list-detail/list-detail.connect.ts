// Pure props for the list detail view (STYLE.md rules 7 and 17).
import type { SnapshotFrom } from 'xstate';
import type { ListNameErrorKey } from '../../rules/lists';
import type { listDetailMachine } from './list-detail.machine';
import type { ListDetailErrorCode, ListDetailEvent } from './list-detail.types';
import type { ListDetail, Product } from '../../contracts/lists.contract';
import type { Store } from '../../contracts/quotes.contract';
import { fieldId } from '../shared/field-props';
import { listNameErrorId, listNameProps, type ListNameProps } from '../shared/list-name';

type Snapshot = SnapshotFrom<typeof listDetailMachine>;
export type ListDetailStep = 'loading' | 'notFound' | 'failed' | 'ready' | 'saving' | 'repurchasing' | 'quoting';
const STEPS: ListDetailStep[] = ['loading', 'notFound', 'failed', 'ready', 'saving', 'repurchasing', 'quoting'];

export interface ListDetailApi {
  step: ListDetailStep;
  isBusy: boolean;
  detail: ListDetail | null;
  /** products of the catalogue not in the list yet */
  addable: Product[];
  stores: Store[];
  error: ListDetailErrorCode | null;
  nameErrorKey: ListNameErrorKey | null;
  nameErrorId: string;
  /** after a repurchase: the units it added (issue 30) */
  addedUnits: number | null;
  /** spec §6: a quoter may not buy the list; the view offers the quotation and says why instead of the buy button */
  mayPurchase: boolean;
  quotation: { id: string; number: string } | null;
  getNameProps(): ListNameProps;
  getProductSelectProps(): {
    id: string;
    value: string;
    disabled: boolean;
    onChange(e: { target: { value: string } }): void;
  };
  getStoreSelectProps(): {
    id: string;
    value: string;
    disabled: boolean;
    onChange(e: { target: { value: string } }): void;
  };
  getSharedProps(): { id: string; type: 'checkbox'; checked: boolean; disabled: boolean; onChange(): void };
  getQuantityProps(sku: string): {
    id: string;
    type: 'number';
    min: number;
    max: number;
    value: number;
    disabled: boolean;
    onChange(e: { target: { value: string } }): void;
  };
  canAdd: boolean;
  canRepurchase: boolean;
  canQuote: boolean;
  onRename(e?: { preventDefault(): void }): void;
  add(): void;
  remove(sku: string): void;
  repurchase(): void;
  quote(): void;
  retry(): void;
}

export function connectListDetail(
  snapshot: Snapshot,
  send: (event: ListDetailEvent) => void,
  idPrefix = 'list-detail',
): ListDetailApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'loading';
  const c = snapshot.context;
  const ready = step === 'ready';
  const inList = new Set(c.detail?.items.map((i) => i.product.sku) ?? []);
  const nameErrorId = listNameErrorId(idPrefix);
  return {
    step,
    isBusy: step === 'saving' || step === 'repurchasing' || step === 'quoting',
    detail: c.detail,
    addable: c.products.filter((p) => !inList.has(p.sku)),
    stores: c.stores,
    error: c.error,
    nameErrorKey: c.nameError,
    nameErrorId,
    addedUnits: c.addedUnits,
    mayPurchase: c.canPurchase,
    quotation: c.quotation,
    getNameProps: () =>
      listNameProps(idPrefix, { value: c.name, invalid: c.nameError !== null, disabled: !ready }, send),
    getProductSelectProps: () => ({
      id: fieldId(idPrefix, 'product'),
      value: c.selectedSku,
      disabled: !ready,
      onChange: (e) => send({ type: 'product.select', sku: e.target.value }),
    }),
    getStoreSelectProps: () => ({
      id: fieldId(idPrefix, 'store'),
      value: c.selectedStoreId,
      disabled: !ready,
      onChange: (e) => send({ type: 'store.select', storeId: e.target.value }),
    }),
    getSharedProps: () => ({
      id: fieldId(idPrefix, 'shared'),
      type: 'checkbox',
      checked: c.detail?.list.shared ?? false,
      disabled: !ready,
      onChange: () => send({ type: 'shared.toggle' }),
    }),
    getQuantityProps: (sku) => ({
      id: fieldId(idPrefix, `qty-${sku}`),
      type: 'number',
      min: 1,
      max: 999,
      value: c.detail?.items.find((i) => i.product.sku === sku)?.quantity ?? 1,
      disabled: !ready,
      onChange: (e) => send({ type: 'item.quantity', sku, quantity: Number(e.target.value) }),
    }),
    canAdd: ready && snapshot.can({ type: 'item.add' }),
    canRepurchase: ready && snapshot.can({ type: 'list.repurchase' }),
    canQuote: ready && snapshot.can({ type: 'list.quote' }),
    onRename: (e) => {
      e?.preventDefault();
      send({ type: 'rename.submit' });
    },
    add: () => send({ type: 'item.add' }),
    remove: (sku) => send({ type: 'item.remove', sku }),
    repurchase: () => send({ type: 'list.repurchase' }),
    quote: () => send({ type: 'list.quote' }),
    retry: () => send({ type: 'detail.retry' }),
  };
}
