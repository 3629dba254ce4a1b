// spec §6: the agent quotation report: what each agent quoted while impersonating, filtered by days.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAgentReport } from '../../machines/agent-report/agent-report.connect';
import type { agentReportMachine } from '../../machines/agent-report/agent-report.machine';
import { FieldError } from '../shared/form-field';
import { day, money } from '../lists/money';
import '../lists/lists.css';
import { ListStatus } from '../shared/list-status';

export function AgentReportView({ actorRef }: { actorRef: ActorRefFrom<typeof agentReportMachine> }) {
  const { t, i18n } = useTranslation('quotes');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAgentReport(snapshot, actorRef.send);
  const from = api.getFromProps();
  const to = api.getToProps();
  const lng = i18n.language;
  if (api.step === 'forbidden') {
    return (
      <section className="agent-report">
        <h1>{t('agentReport.title')}</h1>
        <p role="alert">{t('agentReport.forbidden')}</p>
      </section>
    );
  }
  return (
    <section className="agent-report" data-step={api.step} aria-busy={api.step === 'loading'}>
      <h1>{t('agentReport.title')}</h1>
      <p>{t('agentReport.intro')}</p>
      <form className="inline-form" noValidate onSubmit={api.onSubmit}>
        <div className="field">
          <label htmlFor={from.id}>{t('agentReport.from')}</label>
          <input {...from} />
        </div>
        <div className="field">
          <label htmlFor={to.id}>{t('agentReport.to')}</label>
          <input {...to} />
        </div>
        <button className="button" {...api.getSubmitProps()}>
          {t('agentReport.submit')}
        </button>
      </form>
      <FieldError id={api.rangeErrorId} text={api.rangeError ? t(api.rangeError as never) : null} />
      <ListStatus step={api.step} t={t} prefix="agentReport" onRetry={api.retry} empty={api.isEmpty} />
      {api.report?.agents.map((agent) => (
        <section
          key={agent.agentId}
          className="card"
          aria-labelledby={`agent-${agent.agentId}`}
          data-agent={agent.agentEmail}
        >
          <h2 id={`agent-${agent.agentId}`}>
            {agent.agentName} · {t('agentReport.count', { count: agent.total })}
          </h2>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('agentReport.number')}</th>
                  <th scope="col">{t('agentReport.date')}</th>
                  <th scope="col">{t('agentReport.customer')}</th>
                  <th scope="col">{t('agentReport.store')}</th>
                  <th scope="col">{t('agentReport.total')}</th>
                </tr>
              </thead>
              <tbody>
                {agent.quotations.map((q) => (
                  <tr key={q.quotationId} data-quotation={q.number}>
                    <td>{q.number}</td>
                    <td>{day(q.createdAt, lng)}</td>
                    <td>
                      {q.customerName} ({q.customerEmail})
                    </td>
                    <td>{q.store}</td>
                    <td>{money(q.total, q.currency, lng)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </section>
  );
}
