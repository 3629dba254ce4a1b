// Issue 31 item 5 (spec §9): returns and exchanges of the delivered order named in the path (orderReturn).
import { useParams } from 'react-router';
import { useFlow } from '../flows/use-flow';
import { orderReturnFlow } from '../order-return/order-return.flow';
import { OrderReturnView } from '../order-return/order-return.view';

export default function OrderReturnPage() {
  const { orderNumber = '' } = useParams();
  return <ReturnFor key={orderNumber} orderNumber={orderNumber} />;
}

function ReturnFor({ orderNumber }: { orderNumber: string }) {
  const actorRef = useFlow(orderReturnFlow, { orderNumber });
  return (
    <section className="page" data-page="orderReturn">
      <OrderReturnView actorRef={actorRef} />
    </section>
  );
}
