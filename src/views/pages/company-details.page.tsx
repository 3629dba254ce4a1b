// spec §2 companyDetails: the company's data, for the organisation owner and super users (spec §6; the role policy of
// src/rules/permissions.ts, which the server enforces too); other roles see the forbidden notice. The machine decides when
// to tell; the app's toaster says it (spec §8 texts).
import type { CompanyDetailsNotice } from '../../machines/company-details/company-details.types';
import { companyDetailsFlow } from '../company-details/company-details.flow';
import { CompanyDetailsView } from '../company-details/company-details.view';
import { PageAccess } from '../company/page-access';
import { useFlow } from '../flows/use-flow';
import { useResultToast } from '../shared/use-result-toast';

function CompanyDetails() {
  const notify = useResultToast<CompanyDetailsNotice>('saved', (result) => `companyDetails.${result}`);
  const actorRef = useFlow(companyDetailsFlow, undefined, { notify });
  return (
    <div className="page" data-page="companyDetails">
      <CompanyDetailsView actorRef={actorRef} />
    </div>
  );
}

export default function CompanyDetailsPage() {
  return (
    <PageAccess pageKey="companyDetails">
      <CompanyDetails />
    </PageAccess>
  );
}
