// spec §6, issue 30: the buyer's purchase allowance (contract: src/contracts/purchase.contract.ts). Validated or typed errors.
import { GetPurchaseAllowance, type PurchaseAllowance } from '../contracts/purchase.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createPurchaseApi(myAccount: ServiceClient) {
  return {
    /** the maximum purchase amount and what remains of it; null for every role but the buyer */
    allowance: async (signal?: AbortSignal): Promise<PurchaseAllowance | null> =>
      (await callEndpoint(myAccount, GetPurchaseAllowance, { params: { tenant: myAccount.tenant }, signal })).allowance,
  };
}
