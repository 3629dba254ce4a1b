// Issue 31: the privacy centre: the person's documents (withdraw or give again an optional consent; a required one says why
// it cannot be withdrawn and points to closing the account), their consent history newest first, the links to download
// the data and to close the account, and the spec §8 modal asking to accept a new version of a required document.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPrivacyCentre } from '../../machines/privacy-centre/privacy-centre.connect';
import type { privacyCentreMachine } from '../../machines/privacy-centre/privacy-centre.machine';
import { ModalPortal } from '../payment/modal-portal';
import { useDialog } from '../shared/use-dialog';
import './privacy-centre.css';
import { RetryBanner } from '../shared/banners';

type Api = ReturnType<typeof connectPrivacyCentre>;

function ReacceptDialog({ modal }: { modal: NonNullable<Api['modal']> }) {
  const { t } = useTranslation('privacy');
  // focus enters and stays inside while open (issue 16); Escape postpones, as "Ahora no" does
  const { ref, onKeyDown } = useDialog<HTMLDivElement>({ onEscape: modal.isSaving ? undefined : modal.later });
  return (
    <ModalPortal>
      <div className="modal-backdrop">
        <div
          ref={ref}
          className="modal privacy-reaccept"
          role="dialog"
          aria-modal="true"
          aria-labelledby="privacy-reaccept-title"
          aria-describedby="privacy-reaccept-body"
          onKeyDown={onKeyDown}
        >
          <h2 id="privacy-reaccept-title">{t('reaccept.title')}</h2>
          <p id="privacy-reaccept-body">{t('reaccept.body')}</p>
          <ul>
            {modal.templates.map((template) => (
              <li key={template.id}>
                {template.url ? (
                  <a href={template.url} target="_blank" rel="noreferrer">
                    {template.title}
                  </a>
                ) : (
                  template.title
                )}{' '}
                {t('version', { version: template.version })}
              </li>
            ))}
          </ul>
          {modal.failed ? <p role="alert">{t('reaccept.failed')}</p> : null}
          <div className="privacy-reaccept__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={modal.accept}
              disabled={modal.isSaving}
              aria-busy={modal.isSaving || undefined}
            >
              {t('reaccept.accept')}
            </button>
            <button type="button" className="button" onClick={modal.later} disabled={modal.isSaving}>
              {t('reaccept.later')}
            </button>
          </div>
        </div>
      </div>
    </ModalPortal>
  );
}

export function PrivacyCentreView({ actorRef }: { actorRef: ActorRefFrom<typeof privacyCentreMachine> }) {
  const { t } = useTranslation('privacy');
  const api = connectPrivacyCentre(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  return (
    <section
      className="privacy-centre"
      aria-labelledby="privacy-centre-title"
      aria-busy={api.isLoading || api.isUpdating}
    >
      <h1 id="privacy-centre-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {api.isLoading ? <p role="status">{t('loading')}</p> : null}
      {api.loadFailed ? <RetryBanner text={t('loadFailed')} retryLabel={t('retry')} onRetry={api.retry} /> : null}
      {api.errorKey ? (
        <p className="banner banner--error" role="alert" data-testid="privacy-error">
          {t(api.errorKey)} {api.showCloseAccount ? <a href={api.closeAccountHref}>{t('links.closeAccount')}</a> : null}
        </p>
      ) : null}
      {api.noticeKey ? (
        <p className="banner banner--success" role="status" data-testid="privacy-notice">
          {t(api.noticeKey)}
        </p>
      ) : null}
      {api.ready ? (
        <>
          {api.hasPending && !api.modal ? (
            <p className="banner" data-testid="privacy-pending">
              {t('pending')}{' '}
              <button type="button" className="link-button" onClick={api.openReaccept}>
                {t('reviewPending')}
              </button>
            </p>
          ) : null}
          <section aria-labelledby="privacy-documents-title">
            <h2 id="privacy-documents-title">{t('documents.title')}</h2>
            <ul className="privacy-documents">
              {api.documents.map((d) => (
                <li key={d.templateId} className="privacy-document" data-template={d.templateId}>
                  <div>
                    <h3 className="privacy-document__title">{d.url ? <a href={d.url}>{d.title}</a> : d.title}</h3>
                    <p className="privacy-document__meta">
                      <span data-testid="consent-status">{t(d.statusKey, { date: d.statusDate })}</span> ·{' '}
                      {t('version', { version: d.currentVersion })} ·{' '}
                      {d.required ? t('documents.required') : t('documents.optional')}
                    </p>
                    {d.required ? <p className="privacy-document__note">{t('documents.requiredNote')}</p> : null}
                  </div>
                  {d.action ? (
                    <button
                      type="button"
                      className="button"
                      data-action={`${d.action}-${d.templateId}`}
                      onClick={d.onAction}
                      disabled={d.actionDisabled}
                      aria-busy={d.busy || undefined}
                    >
                      {d.busy
                        ? t('documents.saving')
                        : t(d.action === 'withdraw' ? 'documents.withdraw' : 'documents.grant', { title: d.title })}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="privacy-history-title">
            <h2 id="privacy-history-title">{t('history.title')}</h2>
            {api.history.length === 0 ? (
              <p>{t('history.empty')}</p>
            ) : (
              <div className="privacy-history" tabIndex={0} role="region" aria-labelledby="privacy-history-title">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('history.columns.date')}</th>
                      <th scope="col">{t('history.columns.document')}</th>
                      <th scope="col">{t('history.columns.decision')}</th>
                      <th scope="col">{t('history.columns.where')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {api.history.map((h) => (
                      <tr key={h.id}>
                        <td>
                          <time dateTime={h.dateTime}>{h.date}</time>
                        </td>
                        <td>
                          {h.title}{' '}
                          <span className="privacy-history__version">{t('version', { version: h.version })}</span>
                        </td>
                        <td>{t(h.decisionKey)}</td>
                        <td>
                          {t(h.sourceKey)} ·{' '}
                          {h.channel ? t(`history.channels.${h.channel}`) : t('history.channels.unknown')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="privacy-rights-title">
            <h2 id="privacy-rights-title">{t('links.title')}</h2>
            <ul className="privacy-links">
              <li>
                <a href={api.exportHref}>{t('links.export')}</a>
              </li>
              <li>
                <a href={api.closeAccountHref}>{t('links.closeAccount')}</a>
              </li>
            </ul>
          </section>
        </>
      ) : null}
      {api.modal ? <ReacceptDialog modal={api.modal} /> : null}
    </section>
  );
}
