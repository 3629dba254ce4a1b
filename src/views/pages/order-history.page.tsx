// spec §2 orderHistory: the order list opened on the completed orders (issue 11).
import { useFlow } from '../flows/use-flow';
import { orderListFlow } from '../order-list/order-list.flow';
import { OrderListView } from '../order-list/order-list.view';

export default function OrderHistoryPage() {
  const actorRef = useFlow(orderListFlow, { group: 'completed' });
  return (
    <section className="page" data-page="orderHistory">
      <OrderListView actorRef={actorRef} titleKey="list.historyTitle" />
    </section>
  );
}
