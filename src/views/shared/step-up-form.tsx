// Issue 31: the step-up (password + the code mailed to the account) that data export and account closure share. Renders
// connectStepUp's props; decides nothing. After a failed submit ValidatedForm moves the focus to the first invalid field.
import { useTranslation } from 'react-i18next';
import type { StepUpApi } from '../../machines/shared/step-up.connect';
import { FieldError, FieldView } from './form-field';
import { ValidatedForm } from './validated-form';

export function StepUpForm({ api, titleId }: { api: StepUpApi; titleId: string }) {
  const { t } = useTranslation('rights');
  const banner = api.errorKey ? (
    <p className="banner banner--error" role="alert">
      {t(api.errorKey)}
    </p>
  ) : null;
  if (api.step === 'intro' || api.step === 'requestingCode' || api.step === 'locked') {
    const busy = api.step === 'requestingCode';
    return (
      <div className="step-up" data-step={api.step}>
        {api.expired ? <p role="status">{t('stepUp.expired')}</p> : <p>{t('stepUp.intro')}</p>}
        {banner}
        {api.step === 'locked' ? (
          <button type="button" className="button" onClick={api.onRestart}>
            {t('stepUp.startOver')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={api.onRequestCode}
          >
            {busy ? t('stepUp.sending') : t('stepUp.sendCode')}
          </button>
        )}
      </div>
    );
  }
  const password = api.getPasswordField();
  const code = api.getCodeField();
  return (
    <ValidatedForm
      className="step-up"
      noValidate
      onSubmit={api.onSubmit}
      aria-labelledby={titleId}
      data-step={api.step}
    >
      <p>{t('stepUp.codeSent')}</p>
      {api.resent ? <p role="status">{t('stepUp.resent')}</p> : null}
      {banner}
      <FieldView
        field={password}
        label={t(password.label.key)}
        error={password.error.key ? t(password.error.key) : null}
        type="password"
        autoComplete="current-password"
      />
      <div className="field">
        <label htmlFor={code.label.htmlFor}>
          {t(code.label.key)}
          {code.label.required ? ' *' : ''}
        </label>
        <input {...code.input} inputMode="numeric" autoComplete="one-time-code" maxLength={api.codeLength.max} />
        <span id={api.ids.codeHint} className="hint">
          {t('stepUp.codeHint', { count: api.codeLength.max })}
        </span>
        <FieldError id={code.error.id} text={code.error.key ? t(code.error.key) : null} />
      </div>
      <button className="button button--primary" type="submit" disabled={api.isBusy} aria-busy={api.isBusy}>
        {api.step === 'verifying' ? t('stepUp.confirming') : t('stepUp.confirm')}
      </button>
      <p>
        <button type="button" className="link" disabled={api.isBusy} onClick={api.onResend}>
          {t('stepUp.resend')}
        </button>
      </p>
    </ValidatedForm>
  );
}
