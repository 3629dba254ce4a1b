// spec §2 myPayment: saved cards (issue 13). The shell's session guard (this route's loader) has required a session; the
// flow's entry builds the real actors and the input (the tenant's card types, the user's email for the modal).
import { useFlow } from '../flows/use-flow';
import { myPaymentFlow } from '../my-payment/my-payment.flow';
import { MyPaymentView } from '../my-payment/my-payment.view';

export default function MyPaymentPage() {
  const actorRef = useFlow(myPaymentFlow);
  return (
    <section className="page" data-page="myPayment">
      <MyPaymentView actorRef={actorRef} />
    </section>
  );
}
