// Issue 31: a legal text: its Markdown rendered safely, with its version; loading and a retry after a failed load.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { legalTextMachine } from '../../machines/legal-text/legal-text.machine';
import { MarkdownView } from './markdown-view';
import './legal-text.css';

export function LegalTextView({ actorRef }: { actorRef: ActorRefFrom<typeof legalTextMachine> }) {
  const { t } = useTranslation('privacy');
  const snapshot = useSelector(actorRef, (s) => s);
  const text = snapshot.context.text;
  if (snapshot.matches('failed'))
    return (
      <p className="banner banner--error" role="alert">
        {t('legal.loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => actorRef.send({ type: 'legal.retry' })}>
          {t('legal.retry')}
        </button>
      </p>
    );
  if (!text) return <p role="status">{t('legal.loading')}</p>;
  return (
    <div className="legal-text" data-document={text.document} data-version={text.version}>
      <p className="legal-text__version">{t('legal.version', { version: text.version })}</p>
      <MarkdownView source={text.markdown} />
    </div>
  );
}
