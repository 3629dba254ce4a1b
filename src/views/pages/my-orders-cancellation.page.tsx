// spec §2 myOrdersCancellation (issue 11): the cancellation flow for the order named in the path.
import { useParams } from 'react-router';
import { useFlow } from '../flows/use-flow';
import { orderCancellationFlow } from '../order-cancellation/order-cancellation.flow';
import { OrderCancellationView } from '../order-cancellation/order-cancellation.view';

export default function MyOrdersCancellationPage() {
  const { orderNumber = '' } = useParams();
  return <CancellationFor key={orderNumber} orderNumber={orderNumber} />;
}

function CancellationFor({ orderNumber }: { orderNumber: string }) {
  const actorRef = useFlow(orderCancellationFlow, { orderNumber });
  return (
    <section className="page" data-page="myOrdersCancellation">
      <OrderCancellationView actorRef={actorRef} />
    </section>
  );
}
