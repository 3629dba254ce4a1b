// spec §8, §9: the consent modal of a signed-in user: pending templates, the required ones marked, and the accept-again modal.
// A card at the top of the page, not a blocking modal: spec §9 asks to show the check after login, not to lock the account
// behind it, so the page stays usable and the dialog does not claim aria-modal. When it appears while nothing has the
// focus (a page that has just loaded), focus moves to its first consent, so keyboard and screen-reader users meet it first.
import { useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '../../machines/consent/consent.machine';
import { connectConsent } from '../../machines/consent/consent.connect';
import { ConsentCheckbox } from '../shared/consent-checkbox';
import { focusableIn } from '../shared/use-dialog';
import { RetryBanner } from '../shared/banners';

function ConsentCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const card = ref.current;
    const focused = card?.ownerDocument.activeElement;
    if (!card || (focused && focused !== card.ownerDocument.body)) return;
    (focusableIn(card)[0] ?? card).focus();
  }, []);
  return (
    <div ref={ref} role="dialog" aria-labelledby={labelledBy} className="modal" tabIndex={-1}>
      {children}
    </div>
  );
}

export function ConsentView({ actorRef }: { actorRef: ActorRefFrom<typeof consentMachine> }) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectConsent(snapshot, actorRef.send);
  const id = useId();
  if (api.checkFailed) {
    return (
      <RetryBanner
        plain
        as="div"
        text={t('errors.thereWasAnErrorLoading')}
        retryLabel={t('consent.retry')}
        onRetry={api.retry}
        buttonClassName="button button--link"
      />
    );
  }
  if (!api.isOpen) return null;
  if (api.acceptAgain) {
    return (
      <ConsentCard key="again" labelledBy={`${id}-again`}>
        <h2 id={`${id}-again`}>{t('consent.againTitle')}</h2>
        <p>{t('consent.againBody')}</p>
        <button type="button" className="button button--primary" onClick={api.accept}>
          {t('consent.accept')}
        </button>
      </ConsentCard>
    );
  }
  return (
    <ConsentCard key="templates" labelledBy={`${id}-title`}>
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
    </ConsentCard>
  );
}
