// spec §2 quotesInStores: the in-store quotations, or one quotation's detail with ?id=<id> (barcode, PDF, quote to cart).
import { useSearchParams } from 'react-router';
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { quotesApiFor } from '../lists/lists-env';
import { quotationDetailFlow } from '../quotes/quotation-detail.flow';
import { QuotationDetailView } from '../quotes/quotation-detail.view';
import { quotationListFlow } from '../quotes/quotation-list.flow';
import { QuotationListView } from '../quotes/quotation-list.view';
import { useTenant } from '../shell/use-tenant';

const detailHref = (tenant: string, id: string) => `${pagePath('quotesInStores', tenant)}?id=${encodeURIComponent(id)}`;

function QuotationPage({ quotationId }: { quotationId: string }) {
  const tenant = useTenant();
  const api = quotesApiFor(tenant.id);
  const actorRef = useFlow(quotationDetailFlow, { quotationId });
  return (
    <QuotationDetailView
      actorRef={actorRef}
      listHref={pagePath('quotesInStores', tenant.id)}
      pdfHref={api.pdfUrl}
      barcodeSrc={(n) => api.barcodeUrl(n, 'png')}
    />
  );
}

function QuotationsPage() {
  const tenant = useTenant();
  const actorRef = useFlow(quotationListFlow);
  return <QuotationListView actorRef={actorRef} quotationHref={(id) => detailHref(tenant.id, id)} />;
}

export default function QuotesInStoresPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <section className="page" data-page="quotesInStores">
      {id ? <QuotationPage key={id} quotationId={id} /> : <QuotationsPage />}
    </section>
  );
}
