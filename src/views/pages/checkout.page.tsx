// Issue 34 item 6: the checkout page (/:tenant/checkout). A guest is sent to login and back by the flow (the server merges
// the guest cart at sign-in).
import { useFlow } from '../flows/use-flow';
import { CheckoutView } from '../checkout/checkout.view';
import { checkoutFlow } from '../checkout/checkout.flow';

export default function CheckoutPage() {
  const actorRef = useFlow(checkoutFlow);
  return (
    <section className="storefront-page" data-page="checkout">
      <CheckoutView actorRef={actorRef} />
    </section>
  );
}
