// spec §2 myTicketsAndInvoices (issue 11).
import { useFlow } from '../flows/use-flow';
import { orderDocumentsFlow } from '../order-documents/order-documents.flow';
import { OrderDocumentsView } from '../order-documents/order-documents.view';

export default function MyTicketsAndInvoicesPage() {
  const actorRef = useFlow(orderDocumentsFlow);
  return (
    <section className="page" data-page="myTicketsAndInvoices">
      <OrderDocumentsView actorRef={actorRef} />
    </section>
  );
}
