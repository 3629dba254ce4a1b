// spec §3 List, §5 (name required, max 64, unique per user), §7 quotation service /lists and my-account /v1/wishLists.
// The list name is checked with src/rules/lists.ts on both sides; uniqueness is the server's (a unique index).
import { array, boolean, integer, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { CartAddResponse } from './cart.contract';
import { defineEndpoint } from './endpoint';
import { QuotationDetail } from './quotes.contract';
import { listNameStruct } from '../rules/lists';

export const Product = object({
  sku: string(),
  name: string(),
  brand: string(),
  price: number(),
  currency: string(),
  image: string(),
  fallbackImage: string(),
});
export type Product = Infer<typeof Product>;

export const ListSummary = object({
  id: string(),
  name: string(),
  isDefault: boolean(),
  shared: boolean(),
  createdAt: string(),
  createdBy: string(),
  itemCount: integer(),
});
export type ListSummary = Infer<typeof ListSummary>;

export const ListItem = object({ product: Product, quantity: integer() });
export type ListItem = Infer<typeof ListItem>;

export const ListDetail = object({
  list: ListSummary,
  items: array(ListItem),
  total: number(),
  currency: nullable(string()),
});
export type ListDetail = Infer<typeof ListDetail>;

export const ListsResponse = object({ lists: array(ListSummary), maxNameLength: integer() });
export type ListsResponse = Infer<typeof ListsResponse>;

export const Quantity = size(integer(), 1, 999);

/** The user's lists; the default list 'Mi primera lista' is created on the first read (spec §3). */
export const GetLists = defineEndpoint({
  method: 'GET',
  service: 'quotation',
  path: '/lists',
  response: ListsResponse,
});
/** 409 LIST_NAME_EXISTS: 'Ya tienes una lista con este nombre.' (spec §8) */
export const CreateList = defineEndpoint({
  method: 'POST',
  service: 'quotation',
  path: '/lists',
  body: object({ name: listNameStruct, shared: optional(boolean()) }),
  response: ListSummary,
});
export const GetList = defineEndpoint({
  method: 'GET',
  service: 'quotation',
  path: '/lists/:id',
  response: ListDetail,
});
export const UpdateList = defineEndpoint({
  method: 'PATCH',
  service: 'quotation',
  path: '/lists/:id',
  body: object({ name: optional(listNameStruct), shared: optional(boolean()) }),
  response: ListSummary,
});
export const DeleteList = defineEndpoint({
  method: 'DELETE',
  service: 'quotation',
  path: '/lists/:id',
  response: object({ ok: boolean() }),
});
export const AddListItem = defineEndpoint({
  method: 'POST',
  service: 'quotation',
  path: '/lists/:id/items',
  body: object({ sku: size(string(), 1, 64), quantity: optional(Quantity) }),
  response: ListDetail,
});
export const SetListItemQuantity = defineEndpoint({
  method: 'PUT',
  service: 'quotation',
  path: '/lists/:id/items/:sku',
  body: object({ quantity: Quantity }),
  response: ListDetail,
});
export const RemoveListItem = defineEndpoint({
  method: 'DELETE',
  service: 'quotation',
  path: '/lists/:id/items/:sku',
  response: ListDetail,
});
/** Repurchase: every item of the list into the cart (source 'list'); 403 QUOTE_ONLY_ROLE for a quoter (spec §6). */
export const RepurchaseList = defineEndpoint({
  method: 'POST',
  service: 'quotation',
  path: '/lists/:id/repurchase',
  response: CartAddResponse,
});
/** Quotes the list at a store: a fresh quotation valid 3 days (spec §9); made by an agent, it is in the agent report. */
export const QuoteList = defineEndpoint({
  method: 'POST',
  service: 'quotation',
  path: '/lists/:id/quote',
  body: object({ storeId: string() }),
  response: QuotationDetail,
});
/** The products a list or the wish list can take (the tenant's catalogue). */
export const GetListProducts = defineEndpoint({
  method: 'GET',
  service: 'quotation',
  path: '/lists/products',
  response: object({ products: array(Product) }),
});

export const WishListItem = object({ product: Product, addedAt: string() });
export type WishListItem = Infer<typeof WishListItem>;
export const WishListResponse = object({ items: array(WishListItem) });
export type WishListResponse = Infer<typeof WishListResponse>;

export const GetWishList = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/wishLists',
  response: WishListResponse,
});
export const AddToWishList = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/wishLists',
  body: object({ sku: size(string(), 1, 64) }),
  response: WishListResponse,
});
export const RemoveFromWishList = defineEndpoint({
  method: 'DELETE',
  service: 'myAccount',
  path: '/v1/wishLists/:sku',
  response: WishListResponse,
});
/** Moves a wish-list product into one of the user's lists (quantity 1, or one more if it is there already). */
export const MoveWishListItem = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/wishLists/:sku/move',
  body: object({ listId: string() }),
  response: WishListResponse,
});
