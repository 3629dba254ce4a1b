// spec §2, §7, §8: password recovery by an emailed code. Renders passwordRecoveryMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPasswordRecovery } from '../../machines/password-recovery/password-recovery.connect';
import type { passwordRecoveryMachine } from '../../machines/password-recovery/password-recovery.machine';
import { PasswordField } from '../password-field/new-password-field.view';
import { FieldError, FieldView } from '../shared/form-field';
import { ValidatedForm } from '../shared/validated-form';

export interface PasswordRecoveryViewProps {
  actorRef: ActorRefFrom<typeof passwordRecoveryMachine>;
  loginHref?: string;
}

export function PasswordRecoveryView({ actorRef, loginHref = '#' }: PasswordRecoveryViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectPasswordRecovery(snapshot, actorRef.send);
  const { ids } = api;
  const banner = api.errorKey ? (
    <p className="banner banner--error" role="alert">
      {t(api.errorKey)}
    </p>
  ) : null;

  if (api.step === 'done') {
    return (
      <section className="recovery recovery--done" aria-live="polite">
        <h1>{t('recovery.doneTitle')}</h1>
        <p>{t('recovery.doneBody')}</p>
        <a className="button" href={loginHref}>
          {t('recovery.goToLogin')}
        </a>
      </section>
    );
  }

  if (api.step === 'locked') {
    return (
      <section className="recovery recovery--locked">
        <h1>{t('recovery.title')}</h1>
        {banner}
        <button type="button" className="button" onClick={() => api.send({ type: 'flow.restart' })}>
          {t('recovery.startOver')}
        </button>
      </section>
    );
  }

  if (api.step === 'requesting' || api.step === 'sendingCode') {
    const email = api.getEmailField();
    return (
      <ValidatedForm
        className="recovery"
        noValidate
        onSubmit={api.onSubmit}
        aria-labelledby={ids.title}
        data-step={api.step}
      >
        <h1 id={ids.title}>{t('recovery.title')}</h1>
        <p>{t('recovery.intro')}</p>
        {banner}
        <FieldView
          field={email}
          label={t(email.label.key)}
          error={email.error.key ? t(email.error.key) : null}
          type="email"
          autoComplete="username"
        />
        <div className="field field--check">
          <input
            id={ids.company}
            type="checkbox"
            checked={api.mode === 'company'}
            onChange={() => api.send({ type: 'mode.toggle' })}
          />
          <label htmlFor={ids.company}>{t('recovery.companyMode')}</label>
        </div>
        <button className="button button--primary" type="submit" disabled={api.isBusy} aria-busy={api.isBusy}>
          {api.isBusy ? t('recovery.sending') : t('recovery.sendCode')}
        </button>
      </ValidatedForm>
    );
  }

  const code = api.getCodeField();
  return (
    <ValidatedForm
      className="recovery"
      noValidate
      onSubmit={api.onSubmit}
      aria-labelledby={ids.title}
      data-step={api.step}
    >
      <h1 id={ids.title}>{t('recovery.codeTitle')}</h1>
      <p>{t('recovery.codeSent', { email: api.email })}</p>
      {api.resent ? <p role="status">{t('recovery.resent')}</p> : null}
      {banner}
      <div className="field">
        <label htmlFor={code.label.htmlFor}>
          {t(code.label.key)}
          {code.label.required ? ' *' : ''}
        </label>
        <input {...code.input} inputMode="numeric" autoComplete="one-time-code" maxLength={api.codeLength.max} />
        <span id={ids.codeHint} className="hint">
          {t('recovery.codeHint', { count: api.codeLength.max })}
        </span>
        <FieldError id={code.error.id} text={code.error.key ? t(code.error.key) : null} />
      </div>
      <PasswordField
        input={{
          policy: snapshot.context.policy,
          email: api.email,
          accountType: api.mode === 'company' ? 'ORGANIZATION' : 'INDIVIDUAL',
        }}
        label={t('recovery.newPassword')}
        name="newPassword"
        errorText={api.passwordErrorKey ? t(api.passwordErrorKey) : null}
        onValueChange={api.change('password')}
      />
      <button className="button button--primary" type="submit" disabled={api.isBusy} aria-busy={api.isBusy}>
        {api.step === 'saving' ? t('recovery.saving') : t('recovery.save')}
      </button>
      <p>
        <button type="button" className="link" disabled={api.isBusy} onClick={() => api.send({ type: 'code.resend' })}>
          {t('recovery.resend')}
        </button>
        {' · '}
        <button type="button" className="link" disabled={api.isBusy} onClick={() => api.send({ type: 'flow.restart' })}>
          {t('recovery.startOver')}
        </button>
      </p>
    </ValidatedForm>
  );
}
