// spec §2 orderDetails (issue 11): the order named in the path.
import { useParams } from 'react-router';
import { useFlow } from '../flows/use-flow';
import { orderDetailFlow } from '../order-detail/order-detail.flow';
import { OrderDetailView } from '../order-detail/order-detail.view';

export default function OrderDetailsPage() {
  const { orderNumber = '' } = useParams();
  return <OrderDetailsFor key={orderNumber} orderNumber={orderNumber} />;
}

function OrderDetailsFor({ orderNumber }: { orderNumber: string }) {
  const actorRef = useFlow(orderDetailFlow, { orderNumber });
  return (
    <section className="page" data-page="orderDetails">
      <OrderDetailView actorRef={actorRef} />
    </section>
  );
}
