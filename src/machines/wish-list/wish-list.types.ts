// spec §2 "A wish list also exists", §7 /v1/wishLists: add a product, remove one, move one into a list.
import type { ListSummary, Product, WishListItem } from '../../contracts/lists.contract';

export interface WishListLoad {
  items: WishListItem[];
  lists: ListSummary[];
  products: Product[];
}

export type WishListChange =
  { kind: 'add'; sku: string } | { kind: 'remove'; sku: string } | { kind: 'move'; sku: string; listId: string };

export const WISH_LIST_ERROR_CODES = ['PRODUCT_NOT_FOUND', 'NOT_FOUND', 'GENERIC_ERROR'] as const;
export type WishListErrorCode = (typeof WISH_LIST_ERROR_CODES)[number];

export interface WishListContext {
  items: WishListItem[];
  lists: ListSummary[];
  products: Product[];
  selectedSku: string;
  /** the list each item would move to (sku -> list id); the default list when not chosen */
  targets: Record<string, string>;
  pending: WishListChange | null;
  error: WishListErrorCode | null;
}

export type WishListEvent =
  | { type: 'product.select'; sku: string }
  | { type: 'item.add' }
  | { type: 'item.remove'; sku: string }
  | { type: 'target.select'; sku: string; listId: string }
  | { type: 'item.move'; sku: string }
  | { type: 'wishlist.retry' };

export type WishListActorName = 'loadWishList' | 'changeWishList';
