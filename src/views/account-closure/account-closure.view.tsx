// Issue 31 item 2: close my account. Renders accountClosureMachine; decides nothing. The step-up form is shared with the
// data export (src/views/shared/step-up-form.tsx).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAccountClosure } from '../../machines/account-closure/account-closure.connect';
import type { accountClosureMachine } from '../../machines/account-closure/account-closure.machine';
import { StepUpForm } from '../shared/step-up-form';

export interface AccountClosureViewProps {
  actorRef: ActorRefFrom<typeof accountClosureMachine>;
  /** the privacy centre (issue 31), where the page is opened from */
  privacyHref?: string;
  /** the registration page, offered once the account is closed */
  registerHref?: string;
}

const TITLE_ID = 'accountClosure-title';

export function AccountClosureView({ actorRef, privacyHref = '#', registerHref = '#' }: AccountClosureViewProps) {
  const { t } = useTranslation('rights');
  const api = connectAccountClosure(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  if (api.stage === 'closed') {
    return (
      <section className="account-closure" aria-labelledby={TITLE_ID} aria-live="polite">
        <h1 id={TITLE_ID}>{t('accountClosure.closedTitle')}</h1>
        <p>{t('accountClosure.closedBody')}</p>
        <a className="button" href={registerHref}>
          {t('accountClosure.register')}
        </a>
      </section>
    );
  }
  return (
    <section className="account-closure" aria-labelledby={TITLE_ID} aria-busy={api.isClosing || api.stepUp.isBusy}>
      <h1 id={TITLE_ID}>{t('accountClosure.title')}</h1>
      <p>{t('accountClosure.what')}</p>
      <p>{t('accountClosure.company')}</p>
      {api.stage === 'stepUp' ? (
        <StepUpForm api={api.stepUp} titleId={TITLE_ID} />
      ) : (
        <div className="account-closure__confirm" data-step={api.stage}>
          <h2>{t('accountClosure.confirmTitle')}</h2>
          <p>{t('accountClosure.confirmBody')}</p>
          {api.stepUp.errorKey ? (
            <p className="banner banner--error" role="alert">
              {t(api.stepUp.errorKey)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--danger"
            disabled={api.isClosing}
            aria-busy={api.isClosing}
            onClick={api.onClose}
          >
            {api.isClosing ? t('accountClosure.closing') : t('accountClosure.close')}
          </button>
        </div>
      )}
      <p>
        <a href={privacyHref}>{t('privacyCentre')}</a>
      </p>
    </section>
  );
}
