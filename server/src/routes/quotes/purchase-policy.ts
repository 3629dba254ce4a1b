// spec §6: who may turn a quotation into a purchase, decided by the one policy (src/rules/permissions.ts purchaseDecision,
// also behind the cart purchase of server/src/plugins/app/policy.ts): a quoter quotes only; a buyer purchases up to their
// maximum purchase amount (users.max_purchase_amount; a buyer without one purchases nothing); owners, super users and
// personal shoppers have no limit. This only names the refusal in the quotation area's codes.
import type { ErrorCode } from '../../../../src/contracts/api-error.contract';
import { purchaseDecision } from '../../../../src/rules/permissions';
import type { Role } from '../../plugins/app/auth';

export type PurchaseRefusal = Extract<ErrorCode, 'QUOTE_ONLY_ROLE' | 'PURCHASE_LIMIT_EXCEEDED'>;

/** null when the role may buy `total`. */
export function quotationPurchaseRefusal(
  role: Role,
  maxPurchaseAmount: string | null,
  total: number,
): PurchaseRefusal | null {
  const max = maxPurchaseAmount === null ? null : Number(maxPurchaseAmount);
  const decision = purchaseDecision({ role, maximumPurchaseAmount: Number.isFinite(max) ? max : null }, total);
  if (decision.ok) return null;
  return decision.reason === 'forbidden' ? 'QUOTE_ONLY_ROLE' : 'PURCHASE_LIMIT_EXCEEDED';
}
