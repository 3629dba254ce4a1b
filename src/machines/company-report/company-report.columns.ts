// The columns of each report (issue 14): key, kind (text, money, count) and the i18n key of its header.
import type { ReportKind } from './company-report.types';

export interface ReportColumn {
  key: string;
  kind: 'text' | 'money' | 'count' | 'role' | 'status';
}

export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  users: [
    { key: 'name', kind: 'text' },
    { key: 'email', kind: 'text' },
    { key: 'role', kind: 'role' },
    { key: 'status', kind: 'status' },
    { key: 'quotes', kind: 'count' },
    { key: 'quotedTotal', kind: 'money' },
    { key: 'purchases', kind: 'count' },
    { key: 'purchasedTotal', kind: 'money' },
  ],
  creditLine: [
    { key: 'name', kind: 'text' },
    { key: 'email', kind: 'text' },
    { key: 'status', kind: 'status' },
    { key: 'creditLimit', kind: 'money' },
    { key: 'spent', kind: 'money' },
    { key: 'available', kind: 'money' },
  ],
};
