// spec §2 userReport / creditLineUserReport (issue 14): a company report with a date filter: loading, error with retry,
// empty and ready; the CSV download is built from the loaded rows (connect).
import type { ReportPeriod, UserReport } from '../../contracts/company-reports.contract';
import type { PeriodError } from '../../rules/report-period';

export type ReportKind = 'users' | 'creditLine';

/** One row as the report shows it: text and numbers by column key. */
export type ReportRow = Record<string, string | number | null>;

/** Either report (users or credit line: the contract's UserReport or CreditLineReport), its rows read by column key. */
export type ReportTable = Omit<UserReport, 'rows'> & { rows: ReportRow[] };

/** which report, over the contract's period (both days given) */
export type CompanyReportInput = { kind: ReportKind } & Required<ReportPeriod>;

/** the period's two days are the contract's ReportPeriod, both given */
export interface CompanyReportContext extends Required<ReportPeriod> {
  kind: ReportKind;
  periodError: PeriodError | null;
  data: ReportTable | null;
}

export type LoadReportInput = CompanyReportInput;

export type CompanyReportEvent =
  | { type: 'period.change'; field: 'fromDate' | 'toDate'; value: string }
  | { type: 'period.apply' }
  | { type: 'report.retry' };
