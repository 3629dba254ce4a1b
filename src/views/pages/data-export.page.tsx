// Issue 31 item 3: dataExport (account area, linked from the privacy centre). The page starts the flow and renders it.
import { pagePath } from '../app/routes';
import { clientsFor } from '../../services/clients';
import { dataExportHref } from '../../services/account-rights.api';
import { dataExportFlow } from '../data-export/data-export.flow';
import { DataExportView } from '../data-export/data-export.view';
import { useFlow } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';

export default function DataExportPage() {
  const tenant = useTenant();
  const actorRef = useFlow(dataExportFlow);
  const { storefront } = clientsFor(tenant.id);
  return (
    <section className="page" data-page="dataExport">
      <DataExportView
        actorRef={actorRef}
        jsonHref={dataExportHref(storefront, 'json')}
        pdfHref={dataExportHref(storefront, 'pdf')}
        privacyHref={pagePath('privacyCentre', tenant.id)}
      />
    </section>
  );
}
