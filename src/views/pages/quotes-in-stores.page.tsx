// spec §2 quotesInStores: the in-store quotations, or one quotation's detail with ?id=<id> (barcode, PDF, quote to cart).
import { useLocation, useSearchParams } from 'react-router';
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { PurchaseAllowanceNotice } from '../purchase-allowance/purchase-allowance-notice';
import { clientsFor } from '../../services/clients';
import { quotesApiFor } from '../lists/lists-env';
import { quotationDetailFlow, quotationDetailPath, type RequotedState } from '../quotes/quotation-detail.flow';
import { QuotationDetailView } from '../quotes/quotation-detail.view';
import { quotationListFlow } from '../quotes/quotation-list.flow';
import { QuotationListView } from '../quotes/quotation-list.view';
import { useTenant } from '../shell/use-tenant';

function QuotationPage({ quotationId }: { quotationId: string }) {
  const tenant = useTenant();
  const api = quotesApiFor(clientsFor(tenant.id));
  const actorRef = useFlow(quotationDetailFlow, { quotationId });
  return (
    <QuotationDetailView
      actorRef={actorRef}
      listHref={pagePath('quotesInStores', tenant.id)}
      pdfHref={api.pdfUrl}
      barcodeSrc={(n) => api.barcodeUrl(n, 'png')}
      allowance={<PurchaseAllowanceNotice />}
    />
  );
}

function QuotationsPage() {
  const tenant = useTenant();
  const actorRef = useFlow(quotationListFlow);
  return <QuotationListView actorRef={actorRef} quotationHref={(id) => quotationDetailPath(tenant.id, id)} />;
}

export default function QuotesInStoresPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // a re-quote replaces the address with the new quotation's: the same flow goes on showing it (issue 30)
  const requotedFrom = (useLocation().state as Partial<RequotedState> | null)?.requotedFrom;
  return (
    <section className="page" data-page="quotesInStores">
      {id ? <QuotationPage key={requotedFrom ?? id} quotationId={id} /> : <QuotationsPage />}
    </section>
  );
}
