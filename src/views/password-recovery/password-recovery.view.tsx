// spec §2, §7, §8: password recovery by an emailed code. Renders passwordRecoveryMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPasswordRecovery } from '../../machines/password-recovery/password-recovery.connect';
import type { passwordRecoveryMachine } from '../../machines/password-recovery/password-recovery.machine';
import { PasswordField } from '../password-field/new-password-field.view';
import { ErrorBanner } from '../shared/banners';
import { ActionScreen, BusySubmit, CodeStepForm } from '../shared/code-form';
import { TitledForm } from '../shared/titled-form';
import { fieldTexts, FieldView } from '../shared/form-field';

export interface PasswordRecoveryViewProps {
  actorRef: ActorRefFrom<typeof passwordRecoveryMachine>;
  loginHref?: string;
}

export function PasswordRecoveryView({ actorRef, loginHref = '#' }: PasswordRecoveryViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectPasswordRecovery(snapshot, actorRef.send);
  const { ids } = api;
  const banner = <ErrorBanner text={api.errorKey ? t(api.errorKey) : null} />;

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
      <ActionScreen
        className="recovery recovery--locked"
        title={t('recovery.title')}
        actionLabel={t('recovery.startOver')}
        onAction={() => api.send({ type: 'flow.restart' })}
      >
        {banner}
      </ActionScreen>
    );
  }

  if (api.step === 'requesting' || api.step === 'sendingCode') {
    const email = api.getEmailField();
    return (
      <TitledForm
        className="recovery"
        onSubmit={api.onSubmit}
        titleId={ids.title}
        title={t('recovery.title')}
        step={api.step}
      >
        <p>{t('recovery.intro')}</p>
        {banner}
        <FieldView field={email} {...fieldTexts(t, email)} type="email" autoComplete="username" />
        <div className="field field--check">
          <input
            id={ids.company}
            type="checkbox"
            checked={api.mode === 'company'}
            onChange={() => api.send({ type: 'mode.toggle' })}
          />
          <label htmlFor={ids.company}>{t('recovery.companyMode')}</label>
        </div>
        <BusySubmit busy={api.isBusy}>{api.isBusy ? t('recovery.sending') : t('recovery.sendCode')}</BusySubmit>
      </TitledForm>
    );
  }

  const code = api.getCodeField();
  return (
    <CodeStepForm
      className="recovery"
      onSubmit={api.onSubmit}
      titleId={ids.title}
      title={t('recovery.codeTitle')}
      step={api.step}
      sentText={t('recovery.codeSent', { email: api.email })}
      resentText={api.resent ? t('recovery.resent') : null}
      banner={banner}
      code={{ field: code, ...fieldTexts(t, code) }}
      maxLength={api.codeLength.max}
      hintId={ids.codeHint}
      hint={t('recovery.codeHint', { count: api.codeLength.max })}
      busy={api.isBusy}
      submitLabel={api.step === 'saving' ? t('recovery.saving') : t('recovery.save')}
      actions={[
        { label: t('recovery.resend'), onClick: () => api.send({ type: 'code.resend' }) },
        { label: t('recovery.startOver'), onClick: () => api.send({ type: 'flow.restart' }) },
      ]}
    >
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
    </CodeStepForm>
  );
}
