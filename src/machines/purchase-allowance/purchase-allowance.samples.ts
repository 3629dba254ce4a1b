import type { PurchaseAllowance } from '../../contracts/purchase.contract';
// Sample data of purchaseAllowanceMachine (pure): the pe-b2b demo buyer's S/ 5,000.00 with S/ 1,250.50 bought this period.

export const purchaseAllowanceSample: PurchaseAllowance = {
  currency: 'PEN',
  maximum: 5000,
  spent: 1250.5,
  remaining: 3749.5,
  fromDate: '2026-10-29',
  toDate: '2026-11-27',
};

export const purchaseAllowanceFlowSamples = {
  common: [
    { type: 'allowance.retry' },
    { type: 'xstate.done.actor.loadAllowance', output: purchaseAllowanceSample },
    { type: 'xstate.done.actor.loadAllowance', output: null },
    { type: 'xstate.error.actor.loadAllowance', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
