// spec §6, issue 30: a buyer's maximum purchase amount and what remains of it, shown where the buyer decides to buy.

/** The server's answer (src/contracts/purchase.contract.ts PurchaseAllowance; a machine does not import contracts). */
export interface PurchaseAllowanceData {
  currency: string;
  maximum: number;
  spent: number;
  remaining: number;
  fromDate: string;
  toDate: string;
}

export interface PurchaseAllowanceContext {
  allowance: PurchaseAllowanceData | null;
}

export type PurchaseAllowanceEvent = { type: 'allowance.retry' };

export type PurchaseAllowanceActorName = 'loadAllowance';
