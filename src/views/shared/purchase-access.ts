// spec §6, issue 30: whether the signed-in user may put things in the cart, for the flows that offer to (list detail,
// repurchase, quotation detail). A quoter quotes only, so those screens offer "Cotizar" and say why instead of a buy button.
// The rule is src/rules/permissions.ts; the server refuses a quoter on every such path anyway (403 QUOTE_ONLY_ROLE).
import type { FlowUser } from '../../flows/flow-entry.types';
import { can, ROLES, type Role } from '../../rules/permissions';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Without a signed-in user (model tests, the Flow Explorer) the flow shows its buying variant; the server still decides. */
export function canPurchaseAs(user: FlowUser | null | undefined): boolean {
  const role = user?.role;
  return role && isRole(role) ? can({ role }, 'purchase') : true;
}
