// The pages of the company reports (issue 14): the real service behind the report machine, for roles that may see it.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { companyReportMachine } from '../../machines/company-report/company-report.machine';
import type { LoadReportInput, ReportData, ReportKind } from '../../machines/company-report/company-report.types';
import { defaultPeriod } from '../../rules/report-period';
import { createServiceClient } from '../../services/clients';
import { createCompanyReportsApi } from '../../services/company-reports.api';
import { PageAccess } from '../company/page-access';
import { getInspect } from '../flows/inspect';
import { useTenant } from '../shell/use-tenant';
import { CompanyReportView } from './company-report.view';

function Report({ kind, pageKey }: { kind: ReportKind; pageKey: string }) {
  const tenant = useTenant();
  const machine = useMemo(() => {
    const api = createCompanyReportsApi(createServiceClient('myAccount', { tenant: tenant.id }), tenant.id);
    return companyReportMachine.provide({
      actors: {
        loadReport: fromPromise<ReportData, LoadReportInput>(async ({ input, signal }) => {
          const period = { fromDate: input.fromDate, toDate: input.toDate };
          const answer = input.kind === 'users' ? await api.users(period, signal) : await api.creditLine(period, signal);
          return { ...answer, rows: answer.rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}` })) };
        }),
      },
    });
  }, [tenant.id]);
  const actorRef = useActorRef(machine, { input: { kind, ...defaultPeriod(new Date()) }, inspect: getInspect() });
  return (
    <section className="page" data-page={pageKey}>
      <CompanyReportView actorRef={actorRef} />
    </section>
  );
}

export function CompanyReportPage({ kind, pageKey }: { kind: ReportKind; pageKey: 'userReport' | 'creditLineUserReport' }) {
  return (
    <PageAccess pageKey={pageKey}>
      <Report kind={kind} pageKey={pageKey} />
    </PageAccess>
  );
}
