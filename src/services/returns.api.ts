// spec §9 (issue 31 item 5): returns and exchanges of a delivered order (src/contracts/returns.contract.ts), on the storefront
// client of the tenant (x-tenant). Validated answers or typed errors; the machines decide what follows.
import { CreateOrderReturn, GetOrderReturns, type CreateReturnBody } from '../contracts/returns.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createReturnsApi(storefront: ServiceClient) {
  return {
    returns: (orderNumber: string, signal?: AbortSignal) =>
      callEndpoint(storefront, GetOrderReturns, { params: { orderNumber }, signal }),
    create: (orderNumber: string, body: CreateReturnBody, signal?: AbortSignal) =>
      callEndpoint(storefront, CreateOrderReturn, { params: { orderNumber }, body, signal }),
  };
}
export type ReturnsApi = ReturnType<typeof createReturnsApi>;
