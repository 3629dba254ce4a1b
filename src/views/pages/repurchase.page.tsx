// spec §2 repurchase (issue 11): ?orderNumber= names the order whose lines go back in the cart.
import { useFlow } from '../flows/use-flow';
import { PurchaseAllowanceNotice } from '../purchase-allowance/purchase-allowance-notice';
import { repurchaseFlow } from '../repurchase/repurchase.flow';
import { RepurchaseView } from '../repurchase/repurchase.view';

export default function RepurchasePage() {
  const actorRef = useFlow(repurchaseFlow);
  return (
    <section className="page" data-page="repurchase">
      <RepurchaseView actorRef={actorRef} allowance={<PurchaseAllowanceNotice />} />
    </section>
  );
}
