// Pure: what the report page shows and sends; the CSV download is a data URL built from the loaded rows.
import type { SnapshotFrom } from 'xstate';
import { toCsv } from '../../rules/report-period';
import { REPORT_COLUMNS } from './company-report.columns';
import type { companyReportMachine } from './company-report.machine';
import type { CompanyReportEvent } from './company-report.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof companyReportMachine>;

/** The words the screen shows for a role or status code, by column kind (the CSV exports the same words, issue 30). */
export type ReportWords = Partial<Record<'role' | 'status', Record<string, string>>>;

export function connectCompanyReport(
  snapshot: Snapshot,
  send: (event: CompanyReportEvent) => void,
  headers: Record<string, string> = {},
  words: ReportWords = {},
) {
  const { context } = snapshot;
  const columns = REPORT_COLUMNS[context.kind];
  const rows = context.data?.rows ?? [];
  const ready = snapshot.matches('ready');
  const csv = toCsv([
    columns.map((c) => headers[c.key] ?? c.key),
    ...rows.map((row) =>
      columns.map((c) => {
        const value = row[c.key] ?? null;
        return c.kind === 'role' || c.kind === 'status' ? (words[c.kind]?.[String(value)] ?? value) : value;
      }),
    ),
  ]);
  const periodErrorId = errorIdOf(fieldId('report', 'period'));
  const dateProps = (field: 'fromDate' | 'toDate') => ({
    id: fieldId('report', field),
    name: field,
    type: 'date' as const,
    value: context[field],
    disabled: !ready,
    ...errorAria(periodErrorId, context.periodError !== null),
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'period.change', field, value: event.target.value }),
  });
  return {
    kind: context.kind,
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isReady: ready,
    isEmpty: ready && rows.length === 0,
    columns,
    rows,
    currency: context.data?.currency ?? '',
    periodError: context.periodError,
    periodErrorId,
    getFromProps: () => dateProps('fromDate'),
    getToProps: () => dateProps('toDate'),
    csvHref: `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`,
    csvName: `${context.kind === 'users' ? 'reporte-usuarios' : 'reporte-linea-credito'}-${context.fromDate}-${context.toDate}.csv`,
    apply: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      send({ type: 'period.apply' });
    },
    retry: () => send({ type: 'report.retry' }),
  };
}
