// Issue 14 (STYLE.md §16): the company reports' edge (userReport, creditLineUserReport): period filter, states, CSV.
import { defineFlow } from '../../flows/define-flow';
import { companyReportMachine } from '../../machines/company-report/company-report.machine';
import { companyReportSamples } from '../../machines/company-report/company-report.samples';
import type { LoadReportInput, ReportTable } from '../../machines/company-report/company-report.types';
import { defaultPeriod } from '../../rules/report-period';
import { createCompanyReportsApi } from '../../services/company-reports.api';
import { serviceActor } from '../shared/service-actor';
import { CompanyReportView } from './company-report.view';

export const companyReportFlow = defineFlow({
  name: 'company-report',
  description:
    'Company reports (users, credit line): period filter, loading, error with retry, empty, table and CSV download.',
  machine: companyReportMachine,
  // its page renders the view anyway: a static import keeps it out of a chunk of its own (issue 17)
  loadView: async () => CompanyReportView,
  namespaces: ['company'],
  samples: companyReportSamples,
  delays: {},
  // the page overrides the kind; tools show the user report of March 2026
  input: (_tenant, page) => ({
    kind: 'users' as const,
    ...(page ? defaultPeriod(new Date()) : { fromDate: '2026-03-01', toDate: '2026-03-30' }),
  }),
  implementations: (env) => {
    const api = createCompanyReportsApi(env.clients.myAccount, env.tenant.id);
    return {
      actors: {
        loadReport: serviceActor<ReportTable, LoadReportInput>(env, async (input, signal) => {
          const period = { fromDate: input.fromDate, toDate: input.toDate };
          const answer =
            input.kind === 'users' ? await api.users(period, signal) : await api.creditLine(period, signal);
          return { ...answer, rows: answer.rows.map((row) => ({ ...row, name: `${row.firstName} ${row.lastName}` })) };
        }),
      },
    };
  },
  driver: {
    'period.change': (d, event) => d.fill(event.field, event.value),
    'period.apply': (d) => d.click(d.t('company:reports.apply')),
    'report.retry': (d) => d.click(d.t('company:reports.retry')),
  },
  graphContext: (context) => ({
    from: context.fromDate,
    error: context.periodError,
    rows: context.data?.rows.length ?? -1,
  }),
  complete: true,
});
