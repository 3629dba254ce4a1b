// spec §2 myQuotesStoreOrders (issue 15): the orders that came from quotations, each linking to its order detail.
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { quotationOrdersFlow } from '../quotes/quotation-orders.flow';
import { QuotationOrdersView } from '../quotes/quotation-orders.view';
import { useTenant } from '../shell/use-tenant';

export default function MyQuotesStoreOrdersPage() {
  const tenant = useTenant();
  const actorRef = useFlow(quotationOrdersFlow);
  return (
    <section className="page" data-page="myQuotesStoreOrders">
      <QuotationOrdersView
        actorRef={actorRef}
        orderHref={(orderNumber) => pagePath('orderDetails', tenant.id, { orderNumber })}
      />
    </section>
  );
}
