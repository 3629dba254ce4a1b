// Issue 30: the buyer's purchase allowance, for a page that already knows the shopper is a buyer (the cart's and the product
// page's machines do; a signed-in page asks PurchaseAllowanceNotice). A module of its own, so that those public pages do
// not load the company area's access rules with it.
import { useFlow } from '../flows/use-flow';
import { purchaseAllowanceFlow } from './purchase-allowance.flow';
import { PurchaseAllowanceView } from './purchase-allowance.view';

export function BuyerAllowance() {
  const actorRef = useFlow(purchaseAllowanceFlow);
  return <PurchaseAllowanceView actorRef={actorRef} />;
}
