// Flow registry entry (issue 6) for the company reports (issue 14): userReport and creditLineUserReport.
import { defineFlow } from '../flows/define-flow';
import { companyReportMachine } from '../../machines/company-report/company-report.machine';
import { companyReportSampleInput, companyReportSamples } from '../../machines/company-report/company-report.samples';

export const companyReportFlow = defineFlow({
  name: 'company-report',
  description: 'Company reports (users, credit line): period filter, loading, error with retry, empty, table and CSV download.',
  machine: companyReportMachine,
  loadView: () => import('./company-report.view').then((m) => m.CompanyReportView),
  samples: companyReportSamples,
  actors: ['loadReport'],
  delays: {},
  input: () => companyReportSampleInput,
  graphContext: (context) => ({ from: context.fromDate, error: context.periodError, rows: context.data?.rows.length ?? -1 }),
  complete: true,
});
