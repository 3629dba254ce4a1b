// spec §2 userReport / creditLineUserReport (issue 14): a company report with a date filter: loading, error with retry,
// empty and ready; the CSV download is built from the loaded rows (connect).
import type { PeriodError } from '../../rules/report-period';

export type ReportKind = 'users' | 'creditLine';

/** One row as the report shows it: text and numbers by column key. */
export type ReportRow = Record<string, string | number | null>;

export interface ReportData {
  fromDate: string;
  toDate: string;
  currency: string;
  rows: ReportRow[];
}

export interface CompanyReportInput {
  kind: ReportKind;
  fromDate: string;
  toDate: string;
}

export interface CompanyReportContext {
  kind: ReportKind;
  fromDate: string;
  toDate: string;
  periodError: PeriodError | null;
  data: ReportData | null;
}

export interface LoadReportInput {
  kind: ReportKind;
  fromDate: string;
  toDate: string;
}

export type CompanyReportEvent =
  | { type: 'period.change'; field: 'fromDate' | 'toDate'; value: string }
  | { type: 'period.apply' }
  | { type: 'report.retry' };
