// spec §6, issue 30: a buyer's maximum purchase amount and what remains of it, shown where the buyer decides to buy.

import type { PurchaseAllowance } from '../../contracts/purchase.contract';

export interface PurchaseAllowanceContext {
  allowance: PurchaseAllowance | null;
}

export type PurchaseAllowanceEvent = { type: 'allowance.retry' };

export type PurchaseAllowanceActorName = 'loadAllowance';
