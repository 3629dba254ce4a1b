// Issue 31 item 2: change the account's email with a code sent to the new address. Renders emailChangeMachine; decides
// nothing. After a failed submit ValidatedForm moves the focus to the first invalid field (issue 16).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectEmailChange } from '../../machines/email-change/email-change.connect';
import type { emailChangeMachine } from '../../machines/email-change/email-change.machine';
import { FieldError, FieldView } from '../shared/form-field';
import { ValidatedForm } from '../shared/validated-form';

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
  const banner = api.errorKey ? (
    <p className="banner banner--error" role="alert">
      {t(api.errorKey)}
    </p>
  ) : null;
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
      <section className="email-change email-change--locked" aria-labelledby={ids.title}>
        <h1 id={ids.title}>{t('emailChange.title')}</h1>
        {banner}
        <button type="button" className="button" onClick={api.onRestart}>
          {t('emailChange.startOver')}
        </button>
        {back}
      </section>
    );
  }

  if (api.step === 'editing' || api.step === 'sendingCode') {
    const email = api.getNewEmailField();
    const password = api.getPasswordField();
    return (
      <ValidatedForm
        className="email-change"
        noValidate
        onSubmit={api.onSubmit}
        aria-labelledby={ids.title}
        data-step={api.step}
      >
        <h1 id={ids.title}>{t('emailChange.title')}</h1>
        <p>{t('emailChange.intro', { email: api.currentEmail })}</p>
        {banner}
        <FieldView
          field={email}
          label={t(email.label.key)}
          error={email.error.key ? t(email.error.key) : null}
          type="email"
          autoComplete="email"
        />
        <FieldView
          field={password}
          label={t(password.label.key)}
          error={password.error.key ? t(password.error.key) : null}
          type="password"
          autoComplete="current-password"
        />
        <button className="button button--primary" type="submit" disabled={api.isBusy} aria-busy={api.isBusy}>
          {api.isBusy ? t('emailChange.sending') : t('emailChange.sendCode')}
        </button>
        {back}
      </ValidatedForm>
    );
  }

  const code = api.getCodeField();
  return (
    <ValidatedForm
      className="email-change"
      noValidate
      onSubmit={api.onSubmit}
      aria-labelledby={ids.title}
      data-step={api.step}
    >
      <h1 id={ids.title}>{t('emailChange.codeTitle')}</h1>
      <p>{t('emailChange.codeSent', { email: api.newEmail })}</p>
      {api.resent ? <p role="status">{t('emailChange.resent')}</p> : null}
      {banner}
      <div className="field">
        <label htmlFor={code.label.htmlFor}>
          {t(code.label.key)}
          {code.label.required ? ' *' : ''}
        </label>
        <input {...code.input} inputMode="numeric" autoComplete="one-time-code" maxLength={api.codeLength.max} />
        <span id={ids.codeHint} className="hint">
          {t('emailChange.codeHint', { count: api.codeLength.max })}
        </span>
        <FieldError id={code.error.id} text={code.error.key ? t(code.error.key) : null} />
      </div>
      <button className="button button--primary" type="submit" disabled={api.isBusy} aria-busy={api.isBusy}>
        {api.step === 'confirming' ? t('emailChange.confirming') : t('emailChange.confirm')}
      </button>
      <p>
        <button type="button" className="link" disabled={api.isBusy} onClick={api.onResend}>
          {t('emailChange.resend')}
        </button>
        {' · '}
        <button type="button" className="link" disabled={api.isBusy} onClick={api.onRestart}>
          {t('emailChange.startOver')}
        </button>
      </p>
    </ValidatedForm>
  );
}
