// Issue 34: the storefront's catalogue calls (contract: src/contracts/catalogue.contract.ts). Validated answers or typed errors.
import {
  CompareProducts,
  GetProduct,
  SearchProducts,
  type ProductDetail,
  type SearchQuery,
  type SearchResponse,
} from '../contracts/catalogue.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createCatalogueApi(storefront: ServiceClient) {
  return {
    search: (query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> =>
      callEndpoint(storefront, SearchProducts, { query, signal }),
    product: (sku: string, signal?: AbortSignal): Promise<ProductDetail> =>
      callEndpoint(storefront, GetProduct, { params: { sku }, signal }),
    compare: async (skus: readonly string[], signal?: AbortSignal): Promise<ProductDetail[]> =>
      (await callEndpoint(storefront, CompareProducts, { query: { skus: skus.join(',') }, signal })).items,
  };
}
export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
