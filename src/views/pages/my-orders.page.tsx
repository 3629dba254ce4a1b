// spec §2 myOrders: the order list (issue 11).
import { useFlow } from '../flows/use-flow';
import { orderListFlow } from '../order-list/order-list.flow';
import { OrderListView } from '../order-list/order-list.view';

export default function MyOrdersPage() {
  const actorRef = useFlow(orderListFlow);
  return (
    <section className="page" data-page="myOrders">
      <OrderListView actorRef={actorRef} />
    </section>
  );
}
