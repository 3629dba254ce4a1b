// The pages of the company reports (issue 14): the report flow for roles that may see it (useFlow with the report's kind).
import type { ReportKind } from '../../machines/company-report/company-report.types';
import { PageAccess } from '../company/page-access';
import { useFlow } from '../flows/use-flow';
import { companyReportFlow } from './company-report.flow';
import { CompanyReportView } from './company-report.view';

function Report({ kind, pageKey }: { kind: ReportKind; pageKey: string }) {
  const actorRef = useFlow(companyReportFlow, { kind });
  return (
    <section className="page" data-page={pageKey}>
      <CompanyReportView actorRef={actorRef} />
    </section>
  );
}

export function CompanyReportPage({
  kind,
  pageKey,
}: {
  kind: ReportKind;
  pageKey: 'userReport' | 'creditLineUserReport';
}) {
  return (
    <PageAccess pageKey={pageKey}>
      <Report kind={kind} pageKey={pageKey} />
    </PageAccess>
  );
}
