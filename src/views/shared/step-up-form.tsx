// Issue 31: the step-up (password + the code mailed to the account) that data export and account closure share. Renders
// connectStepUp's props; decides nothing. After a failed submit ValidatedForm moves the focus to the first invalid field.
import { useTranslation } from 'react-i18next';
import type { StepUpApi } from '../../machines/shared/step-up.connect';
import { ErrorBanner } from './banners';
import { BusySubmit, CodeField, LinkActions } from './code-form';
import { fieldTexts, FieldView } from './form-field';
import { ValidatedForm } from './validated-form';

export function StepUpForm({ api, titleId }: { api: StepUpApi; titleId: string }) {
  const { t } = useTranslation('rights');
  const banner = <ErrorBanner text={api.errorKey ? t(api.errorKey) : null} />;
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
      <FieldView field={password} {...fieldTexts(t, password)} type="password" autoComplete="current-password" />
      <CodeField
        field={code}
        {...fieldTexts(t, code)}
        maxLength={api.codeLength.max}
        hintId={api.ids.codeHint}
        hint={t('stepUp.codeHint', { count: api.codeLength.max })}
      />
      <BusySubmit busy={api.isBusy}>
        {api.step === 'verifying' ? t('stepUp.confirming') : t('stepUp.confirm')}
      </BusySubmit>
      <LinkActions busy={api.isBusy} actions={[{ label: t('stepUp.resend'), onClick: api.onResend }]} />
    </ValidatedForm>
  );
}
