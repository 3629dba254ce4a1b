// spec §2 myQuotesStoreOrders: the purchases that came from quotations. Orders live on another branch (issue 15 report):
// here they are the quotations converted to a cart, listed by the quotation list flow with the orders loader.
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { quotationListFlow, quotationOrdersImplementations } from '../quotes/quotation-list.flow';
import { QuotationListView } from '../quotes/quotation-list.view';
import { useTenant } from '../shell/use-tenant';

const quotationOrdersFlow = {
  ...quotationListFlow,
  implementations: (env: { tenant: { id: string }; reportError: (error: unknown) => void }) =>
    quotationOrdersImplementations(env.tenant.id, env.reportError),
};

export default function MyQuotesStoreOrdersPage() {
  const tenant = useTenant();
  const actorRef = useFlow(quotationOrdersFlow);
  return (
    <section className="page" data-page="myQuotesStoreOrders">
      <QuotationListView
        actorRef={actorRef}
        variant="orders"
        quotationHref={(id) => `${pagePath('quotesInStores', tenant.id)}?id=${encodeURIComponent(id)}`}
      />
    </section>
  );
}
