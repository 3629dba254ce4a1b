// spec §2 quotationsLanding (issue 15): the latest quotations, the stores, how to quote and the way to each quotation page.
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { quotationsLandingFlow } from '../quotes/quotations-landing.flow';
import { QuotationsLandingView } from '../quotes/quotations-landing.view';
import { useTenant } from '../shell/use-tenant';

export default function QuotationsLandingPage() {
  const tenant = useTenant();
  const actorRef = useFlow(quotationsLandingFlow);
  const inStores = pagePath('quotesInStores', tenant.id);
  return (
    <section className="page" data-page="quotationsLanding">
      <QuotationsLandingView
        actorRef={actorRef}
        links={{
          inStores,
          quotation: (id) => `${inStores}?id=${encodeURIComponent(id)}`,
          orders: pagePath('myQuotesStoreOrders', tenant.id),
          lists: pagePath('myLists', tenant.id),
        }}
      />
    </section>
  );
}
