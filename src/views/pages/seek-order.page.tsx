// spec §2 seekOrder (issue 11): the guest order lookup and the order help FAQ.
import { useFlow } from '../flows/use-flow';
import { OrderHelp } from '../orders/order-help';
import { seekOrderFlow } from '../seek-order/seek-order.flow';
import { SeekOrderView } from '../seek-order/seek-order.view';
import { useTenant } from '../shell/use-tenant';

export default function SeekOrderPage() {
  const tenant = useTenant();
  const actorRef = useFlow(seekOrderFlow);
  return (
    <section className="page" data-page="seekOrder">
      <SeekOrderView actorRef={actorRef} />
      <OrderHelp locale={tenant.locale} />
    </section>
  );
}
