// spec §7 quotation service /lists and my-account /v1/wishLists (contracts: src/contracts/lists.contract.ts). Typed errors
// (ApiError with the spec §8 code); nothing here redirects or retries.
import * as Lists from '../contracts/lists.contract';
import { callEndpoint, type ServiceClient } from './http';

export interface ListsClients {
  quotation: ServiceClient;
  myAccount: ServiceClient;
}

export function createListsApi({ quotation, myAccount }: ListsClients) {
  return {
    lists: async (signal?: AbortSignal) => (await callEndpoint(quotation, Lists.GetLists, { signal })).lists,
    create: (name: string, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.CreateList, { body: { name }, signal }),
    remove: (id: string, signal?: AbortSignal) => callEndpoint(quotation, Lists.DeleteList, { params: { id }, signal }),
    detail: (id: string, signal?: AbortSignal) => callEndpoint(quotation, Lists.GetList, { params: { id }, signal }),
    products: async (signal?: AbortSignal) =>
      (await callEndpoint(quotation, Lists.GetListProducts, { signal })).products,
    update: (id: string, body: { name?: string; shared?: boolean }, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.UpdateList, { params: { id }, body, signal }),
    addItem: (id: string, sku: string, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.AddListItem, { params: { id }, body: { sku, quantity: 1 }, signal }),
    setQuantity: (id: string, sku: string, quantity: number, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.SetListItemQuantity, { params: { id, sku }, body: { quantity }, signal }),
    removeItem: (id: string, sku: string, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.RemoveListItem, { params: { id, sku }, signal }),
    repurchase: (id: string, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.RepurchaseList, { params: { id }, signal }),
    quote: (id: string, storeId: string, signal?: AbortSignal) =>
      callEndpoint(quotation, Lists.QuoteList, { params: { id }, body: { storeId }, signal }),
    wishList: async (signal?: AbortSignal) => (await callEndpoint(myAccount, Lists.GetWishList, { signal })).items,
    addToWishList: async (sku: string, signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Lists.AddToWishList, { body: { sku }, signal })).items,
    removeFromWishList: async (sku: string, signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Lists.RemoveFromWishList, { params: { sku }, signal })).items,
    moveToList: async (sku: string, listId: string, signal?: AbortSignal) =>
      (await callEndpoint(myAccount, Lists.MoveWishListItem, { params: { sku }, body: { listId }, signal })).items,
  };
}
export type ListsApi = ReturnType<typeof createListsApi>;
