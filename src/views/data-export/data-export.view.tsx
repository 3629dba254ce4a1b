// Issue 31 item 3: download my data. Renders dataExportMachine; decides nothing. The step-up form is shared with the
// account closure; once granted, two plain links: the browser downloads the files with the session cookie.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectDataExport } from '../../machines/data-export/data-export.connect';
import type { dataExportMachine } from '../../machines/data-export/data-export.machine';
import { StepUpForm } from '../shared/step-up-form';

export interface DataExportViewProps {
  actorRef: ActorRefFrom<typeof dataExportMachine>;
  /** the two files' addresses (src/services/account-rights.api.ts dataExportHref) */
  jsonHref?: string;
  pdfHref?: string;
  /** the privacy centre (issue 31), where the page is opened from */
  privacyHref?: string;
}

const TITLE_ID = 'dataExport-title';

export function DataExportView({ actorRef, jsonHref = '#', pdfHref = '#', privacyHref = '#' }: DataExportViewProps) {
  const { t } = useTranslation('rights');
  const api = connectDataExport(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  return (
    <section className="data-export" aria-labelledby={TITLE_ID} aria-busy={api.stepUp.isBusy}>
      <h1 id={TITLE_ID}>{t('dataExport.title')}</h1>
      <p>{t('dataExport.what')}</p>
      {api.isReady ? (
        <div className="data-export__ready" data-step="ready">
          <h2>{t('dataExport.readyTitle')}</h2>
          <p>{t('dataExport.readyBody')}</p>
          <p>
            <a className="button button--primary" href={jsonHref} download>
              {t('dataExport.json')}
            </a>{' '}
            <a className="button" href={pdfHref} download>
              {t('dataExport.pdf')}
            </a>
          </p>
        </div>
      ) : (
        <StepUpForm api={api.stepUp} titleId={TITLE_ID} />
      )}
      <p>
        <a href={privacyHref}>{t('privacyCentre')}</a>
      </p>
    </section>
  );
}
