// spec §8, §9: the consent modal of a signed-in user: pending templates, the required ones marked, and the accept-again modal.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '../../machines/consent/consent.machine';
import { connectConsent } from '../../machines/consent/consent.connect';
import { ConsentCheckbox } from '../shared/consent-checkbox';

export function ConsentView({ actorRef }: { actorRef: ActorRefFrom<typeof consentMachine> }) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectConsent(snapshot, actorRef.send);
  const id = useId();
  if (api.checkFailed) {
    return (
      <div role="alert">
        {t('errors.thereWasAnErrorLoading')}{' '}
        <button type="button" className="button button--link" onClick={api.retry}>
          {t('consent.retry')}
        </button>
      </div>
    );
  }
  if (!api.isOpen) return null;
  if (api.acceptAgain) {
    return (
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-again`} className="modal">
        <h2 id={`${id}-again`}>{t('consent.againTitle')}</h2>
        <p>{t('consent.againBody')}</p>
        <button type="button" className="button button--primary" onClick={api.accept}>
          {t('consent.accept')}
        </button>
      </div>
    );
  }
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className="modal">
      <h2 id={`${id}-title`}>{t('consent.title')}</h2>
      {api.templates.map((template) => (
        <ConsentCheckbox
          key={template.id}
          id={`${id}-${template.id}`}
          template={template}
          inputProps={api.getToggleProps(template.id)}
          readMoreLabel={t('consent.readMore')}
        />
      ))}
      {api.missingRequired ? <p role="alert">{t('consent.required')}</p> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={api.isSaving}
        aria-busy={api.isSaving || undefined}
        onClick={api.accept}
      >
        {t('consent.accept')}
      </button>
    </div>
  );
}
