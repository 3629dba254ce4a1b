// Issue 31 item 2: change the account's email with a code sent to the new address. Renders emailChangeMachine; decides
// nothing. After a failed submit ValidatedForm moves the focus to the first invalid field (issue 16).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectEmailChange } from '../../machines/email-change/email-change.connect';
import type { emailChangeMachine } from '../../machines/email-change/email-change.machine';
import { ErrorBanner } from '../shared/banners';
import { ActionScreen, BusySubmit, CodeStepForm } from '../shared/code-form';
import { TitledForm } from '../shared/titled-form';
import { fieldTexts, FieldView } from '../shared/form-field';

export interface EmailChangeViewProps {
  actorRef: ActorRefFrom<typeof emailChangeMachine>;
  /** "Mis datos", where the flow came from */
  profileHref?: string;
}

export function EmailChangeView({ actorRef, profileHref = '#' }: EmailChangeViewProps) {
  const { t } = useTranslation('rights');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectEmailChange(snapshot, actorRef.send);
  const { ids } = api;
  const banner = <ErrorBanner text={api.errorKey ? t(api.errorKey) : null} />;
  const back = (
    <p>
      <a href={profileHref}>{t('emailChange.backToProfile')}</a>
    </p>
  );

  if (api.step === 'done') {
    return (
      <section className="email-change email-change--done" aria-labelledby={ids.title} aria-live="polite">
        <h1 id={ids.title}>{t('emailChange.doneTitle')}</h1>
        <p>{t('emailChange.doneBody', { email: api.newEmail })}</p>
        {back}
      </section>
    );
  }

  if (api.step === 'locked') {
    return (
      <ActionScreen
        className="email-change email-change--locked"
        titleId={ids.title}
        title={t('emailChange.title')}
        actionLabel={t('emailChange.startOver')}
        onAction={api.onRestart}
        after={back}
      >
        {banner}
      </ActionScreen>
    );
  }

  if (api.step === 'editing' || api.step === 'sendingCode') {
    const email = api.getNewEmailField();
    const password = api.getPasswordField();
    return (
      <TitledForm
        className="email-change"
        onSubmit={api.onSubmit}
        titleId={ids.title}
        title={t('emailChange.title')}
        step={api.step}
      >
        <p>{t('emailChange.intro', { email: api.currentEmail })}</p>
        {banner}
        <FieldView field={email} {...fieldTexts(t, email)} type="email" autoComplete="email" />
        <FieldView field={password} {...fieldTexts(t, password)} type="password" autoComplete="current-password" />
        <BusySubmit busy={api.isBusy}>{api.isBusy ? t('emailChange.sending') : t('emailChange.sendCode')}</BusySubmit>
        {back}
      </TitledForm>
    );
  }

  const code = api.getCodeField();
  return (
    <CodeStepForm
      className="email-change"
      onSubmit={api.onSubmit}
      titleId={ids.title}
      title={t('emailChange.codeTitle')}
      step={api.step}
      sentText={t('emailChange.codeSent', { email: api.newEmail })}
      resentText={api.resent ? t('emailChange.resent') : null}
      banner={banner}
      code={{ field: code, ...fieldTexts(t, code) }}
      maxLength={api.codeLength.max}
      hintId={ids.codeHint}
      hint={t('emailChange.codeHint', { count: api.codeLength.max })}
      busy={api.isBusy}
      submitLabel={api.step === 'confirming' ? t('emailChange.confirming') : t('emailChange.confirm')}
      actions={[
        { label: t('emailChange.resend'), onClick: api.onResend },
        { label: t('emailChange.startOver'), onClick: api.onRestart },
      ]}
    />
  );
}
