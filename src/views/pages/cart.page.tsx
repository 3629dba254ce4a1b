// Issue 34 item 5: the cart page (/:tenant/cart), open to guests. A buyer sees what remains of its maximum (spec §6).
import { useFlow } from '../flows/use-flow';
import { CartView } from '../cart/cart.view';
import { cartFlow } from '../cart/cart.flow';
// mounted only when the page's machine says the shopper is a buyer (this public page has no session in its loader)
import { BuyerAllowance } from '../purchase-allowance/buyer-allowance';

export default function CartPage() {
  const actorRef = useFlow(cartFlow);
  return (
    <section className="storefront-page" data-page="cart">
      <CartView actorRef={actorRef} allowance={<BuyerAllowance />} />
    </section>
  );
}
