// spec §2 userReport / creditLineUserReport (issue 14): the period filter, loading / error / empty states, the table with
// per-locale money and dates, and the CSV download. Renders and sends only.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatMoney } from '../../i18n/format';
import { connectCompanyReport } from '../../machines/company-report/company-report.connect';
import type { companyReportMachine } from '../../machines/company-report/company-report.machine';
import { COLLABORATOR_USER_TYPES } from '../../rules/roles';
import { FieldError } from '../shared/form-field';
import '../collaborators/collaborators.css';
import { RetryBanner } from '../shared/banners';

const COLUMN_KEYS = [
  'name',
  'email',
  'role',
  'status',
  'quotes',
  'quotedTotal',
  'purchases',
  'purchasedTotal',
  'creditLimit',
  'spent',
  'available',
] as const;
// the owner and every collaborator type of the one list (a role missing here showed its code, 'creditLineUser')
const ROLE_KEYS = ['owner', ...COLLABORATOR_USER_TYPES] as const;
const STATUS_KEYS = ['active', 'inactive'] as const;

export function CompanyReportView({ actorRef }: { actorRef: ActorRefFrom<typeof companyReportMachine> }) {
  const { t, i18n } = useTranslation('company');
  const snapshot = useSelector(actorRef, (s) => s);
  const headers = Object.fromEntries(COLUMN_KEYS.map((key) => [key, t(`reports.columns.${key}`)]));
  // the CSV holds the words of the table, not the codes (issue 30)
  const words = {
    role: Object.fromEntries(ROLE_KEYS.map((key) => [key, t(`reports.roles.${key}`)])),
    status: Object.fromEntries(STATUS_KEYS.map((key) => [key, t(`collaborators.status.${key}`)])),
  };
  const api = connectCompanyReport(snapshot, actorRef.send, headers, words);
  const locale = i18n.language;
  const cell = (kind: string, value: string | number | null) => {
    if (value === null) return t('reports.notRecorded');
    if (kind === 'money')
      return api.currency
        ? formatMoney(Number(value), { locale: locale as never, currency: api.currency as never })
        : String(value);
    if (kind === 'role') return words.role[String(value)] ?? String(value);
    if (kind === 'status') return words.status[String(value)] ?? String(value);
    return String(value);
  };
  const from = api.getFromProps();
  const to = api.getToProps();
  return (
    <div className="company-report">
      <h1>{t(api.kind === 'users' ? 'reports.users.title' : 'reports.creditLine.title')}</h1>
      <p>{t(api.kind === 'users' ? 'reports.users.intro' : 'reports.creditLine.intro')}</p>
      <form className="report-period" noValidate onSubmit={api.apply}>
        <div className="field">
          <label htmlFor={from.id}>{t('reports.from')}</label>
          <input {...from} />
        </div>
        <div className="field">
          <label htmlFor={to.id}>{t('reports.to')}</label>
          <input {...to} />
        </div>
        <FieldError id={api.periodErrorId} text={api.periodError ? t(`reports.${api.periodError}`) : null} />
        <button type="submit" className="button-secondary" disabled={!api.isReady}>
          {t('reports.apply')}
        </button>
      </form>
      {api.isLoading ? (
        <p role="status" aria-busy="true">
          {t('reports.loading')}
        </p>
      ) : null}
      {api.loadFailed ? (
        <RetryBanner
          text={t('reports.loadFailed')}
          retryLabel={t('reports.retry')}
          onRetry={api.retry}
          as="div"
          buttonClassName="button-secondary"
        />
      ) : null}
      {api.isEmpty ? <p data-testid="report-empty">{t('reports.empty')}</p> : null}
      {api.isReady && !api.isEmpty ? (
        <>
          <div className="table-scroll" role="region" tabIndex={0} aria-labelledby="company-report-caption">
            <table>
              <caption id="company-report-caption">
                {t('reports.caption', {
                  from: formatDate(`${from.value}T12:00:00Z`, locale),
                  to: formatDate(`${to.value}T12:00:00Z`, locale),
                })}
              </caption>
              <thead>
                <tr>
                  {api.columns.map((c) => (
                    <th key={c.key} scope="col" data-kind={c.kind}>
                      {headers[c.key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {api.rows.map((row, i) => (
                  <tr key={String(row.id ?? i)}>
                    {api.columns.map((c) => (
                      <td key={c.key} data-kind={c.kind} data-column={c.key}>
                        {cell(c.kind, row[c.key] ?? null)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <a className="button" href={api.csvHref} download={api.csvName}>
            {t('reports.download')}
          </a>
        </>
      ) : null}
    </div>
  );
}
