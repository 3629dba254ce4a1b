// spec §3 List (name, creation date, creator, shared flag, items), §2 "list detail with repurchase": one list, its items
// and quantities, rename, shared flag, items added from the catalogue, repurchase into the cart, and a quotation at a store.
import type { ListNameErrorKey } from '../../rules/lists';
import type { ListDetail, Product } from '../../contracts/lists.contract';
import type { Store } from '../../contracts/quotes.contract';

/** What loading the page gives: the list, the catalogue to add from, the stores to quote at. */
export interface ListDetailLoad {
  detail: ListDetail;
  products: Product[];
  stores: Store[];
}

/** One change of the list, sent to the server by the changeList actor. */
export type ListChange =
  | { kind: 'add'; sku: string }
  | { kind: 'remove'; sku: string }
  | { kind: 'quantity'; sku: string; quantity: number }
  | { kind: 'rename'; name: string }
  | { kind: 'share'; shared: boolean };

export const LIST_DETAIL_ERROR_CODES = [
  'PRODUCT_NOT_FOUND',
  'VALIDATION_ERROR',
  'QUOTE_ONLY_ROLE',
  'GENERIC_ERROR',
] as const;
export type ListDetailErrorCode = (typeof LIST_DETAIL_ERROR_CODES)[number];

export interface ListDetailInput {
  listId: string;
  /** spec §6: false for a quoter, who quotes the list instead of buying it (default true; the server decides anyway) */
  canPurchase?: boolean;
}

export interface ListDetailContext {
  listId: string;
  canPurchase: boolean;
  detail: ListDetail | null;
  products: Product[];
  stores: Store[];
  /** the rename field */
  name: string;
  nameError: ListNameErrorKey | null;
  selectedSku: string;
  selectedStoreId: string;
  pending: ListChange | null;
  error: ListDetailErrorCode | null;
  /** after a repurchase: the units it added to the cart (issue 30: not the cart's own count) */
  addedUnits: number | null;
  /** after quoting: the fresh quotation */
  quotation: { id: string; number: string } | null;
}

export type ListDetailEvent =
  | { type: 'product.select'; sku: string }
  | { type: 'item.add' }
  | { type: 'item.remove'; sku: string }
  | { type: 'item.quantity'; sku: string; quantity: number }
  | { type: 'name.change'; value: string }
  | { type: 'rename.submit' }
  | { type: 'shared.toggle' }
  | { type: 'list.repurchase' }
  | { type: 'store.select'; storeId: string }
  | { type: 'list.quote' }
  | { type: 'detail.retry' };

export type ListDetailActorName = 'loadList' | 'changeList' | 'repurchaseList' | 'quoteList';
