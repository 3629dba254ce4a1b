// Pure props for the wish list view (STYLE.md rules 7 and 17).
import type { SnapshotFrom } from 'xstate';
import type { ListSummary, Product, WishListItem } from '../../contracts/lists.contract';
import type { wishListMachine } from './wish-list.machine';
import type { WishListErrorCode, WishListEvent } from './wish-list.types';
import { fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof wishListMachine>;
export type WishListStep = 'loading' | 'failed' | 'ready' | 'saving';
const STEPS: WishListStep[] = ['loading', 'failed', 'ready', 'saving'];

export interface WishListApi {
  step: WishListStep;
  isBusy: boolean;
  items: WishListItem[];
  isEmpty: boolean;
  lists: ListSummary[];
  addable: Product[];
  error: WishListErrorCode | null;
  canAdd: boolean;
  getProductSelectProps(): {
    id: string;
    value: string;
    disabled: boolean;
    onChange(e: { target: { value: string } }): void;
  };
  getTargetProps(sku: string): {
    id: string;
    value: string;
    disabled: boolean;
    onChange(e: { target: { value: string } }): void;
  };
  add(): void;
  remove(sku: string): void;
  move(sku: string): void;
  retry(): void;
}

export function connectWishList(
  snapshot: Snapshot,
  send: (event: WishListEvent) => void,
  idPrefix = 'wish-list',
): WishListApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'loading';
  const c = snapshot.context;
  const ready = step === 'ready';
  const inList = new Set(c.items.map((i) => i.product.sku));
  return {
    step,
    isBusy: step === 'saving',
    items: c.items,
    isEmpty: (ready || step === 'saving') && c.items.length === 0,
    lists: c.lists,
    addable: c.products.filter((p) => !inList.has(p.sku)),
    error: c.error,
    canAdd: ready && snapshot.can({ type: 'item.add' }),
    getProductSelectProps: () => ({
      id: fieldId(idPrefix, 'product'),
      value: c.selectedSku,
      disabled: !ready,
      onChange: (e) => send({ type: 'product.select', sku: e.target.value }),
    }),
    getTargetProps: (sku) => ({
      id: fieldId(idPrefix, `target-${sku}`),
      value: c.targets[sku] ?? c.lists[0]?.id ?? '',
      disabled: !ready,
      onChange: (e) => send({ type: 'target.select', sku, listId: e.target.value }),
    }),
    add: () => send({ type: 'item.add' }),
    remove: (sku) => send({ type: 'item.remove', sku }),
    move: (sku) => send({ type: 'item.move', sku }),
    retry: () => send({ type: 'wishlist.retry' }),
  };
}
