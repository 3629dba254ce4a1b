// spec §2 companyDetails: the company's data, for the organisation owner and super users (spec §6; the role policy of
// src/rules/permissions.ts, which the server enforces too); other roles see the forbidden notice. The machine decides when
// to tell; the app's toaster says it (spec §8 texts).
import { useTranslation } from 'react-i18next';
import type { CompanyDetailsNotice } from '../../machines/company-details/company-details.types';
import { companyDetailsFlow } from '../company-details/company-details.flow';
import { CompanyDetailsView } from '../company-details/company-details.view';
import { PageAccess } from '../company/page-access';
import { useFlow } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';

function CompanyDetails() {
  const toaster = useToaster();
  const { t } = useTranslation('account');
  const actorRef = useFlow(companyDetailsFlow, undefined, {
    notify: (_: unknown, params: { result: CompanyDetailsNotice }) =>
      toaster.show(
        params.result === 'saved'
          ? { type: 'success', text: t('companyDetails.saved') }
          : {
              type: 'error',
              text: t(`companyDetails.${params.result}`),
              errorKey: `account:companyDetails.${params.result}`,
            },
      ),
  });
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
