// spec §6: who may turn a quotation into a purchase. A quoter quotes only; a buyer purchases up to their maximum purchase
// amount (users.max_purchase_amount); owners, super users and personal shoppers have no limit here.
// One small function on purpose: when the shared policy (server/src/plugins/app/policy.ts, another branch) lands, the lead
// can point this at it without touching the route.
import type { ErrorCode } from '../../../../src/contracts/api-error.contract';
import type { Role } from '../../plugins/app/auth';

export type PurchaseRefusal = Extract<ErrorCode, 'QUOTE_ONLY_ROLE' | 'PURCHASE_LIMIT_EXCEEDED'>;

/** null when the role may buy `total`; a buyer without a recorded maximum is refused (fail closed). */
export function quotationPurchaseRefusal(
  role: Role,
  maxPurchaseAmount: string | null,
  total: number,
): PurchaseRefusal | null {
  if (role === 'quoter') return 'QUOTE_ONLY_ROLE';
  if (role === 'buyer') {
    const max = maxPurchaseAmount === null ? NaN : Number(maxPurchaseAmount);
    if (!Number.isFinite(max) || total > max) return 'PURCHASE_LIMIT_EXCEEDED';
  }
  return null;
}
