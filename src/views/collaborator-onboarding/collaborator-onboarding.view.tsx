// spec §2, §4, §8: collaborator first login: step 1, step 2, the accept-again modal, the lock and the welcome message.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { collaboratorOnboardingMachine } from '../../machines/collaborator-onboarding/collaborator-onboarding.machine';
import { connectCollaboratorOnboarding } from '../../machines/collaborator-onboarding/collaborator-onboarding.connect';
import type { OnboardingTextField } from '../../machines/collaborator-onboarding/collaborator-onboarding.types';
import { PasswordField } from '../password-field/new-password-field.view';
import { CheckFieldView, FieldView } from '../shared/form-field';
import { DoneScreen } from '../shared/registration-screens';
import { ActionScreen } from '../shared/code-form';
import { TitledForm } from '../shared/titled-form';

export interface CollaboratorOnboardingViewProps {
  actorRef: ActorRefFrom<typeof collaboratorOnboardingMachine>;
  accountHref?: string;
}

const TYPES: Record<Exclude<OnboardingTextField, 'password'>, string> = {
  email: 'email',
  companyDocument: 'text',
  code: 'text',
};

export function CollaboratorOnboardingView({ actorRef, accountHref }: CollaboratorOnboardingViewProps) {
  const { t } = useTranslation('registration');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCollaboratorOnboarding(snapshot, actorRef.send);

  if (api.step === 'welcome') {
    return (
      <DoneScreen
        title={t('collaborator.welcomeTitle', { name: api.firstName ?? '' })}
        body={t('collaborator.welcomeBody')}
        href={accountHref}
        linkLabel={t('collaborator.goToMyAccount')}
      />
    );
  }
  if (api.step === 'locked') {
    return (
      <ActionScreen
        className="registration"
        title={t('collaborator.lockedTitle')}
        actionLabel={t('collaborator.startAgain')}
        onAction={api.restart}
      >
        <p role="alert">{t('collaborator.errors.locked')}</p>
      </ActionScreen>
    );
  }
  if (api.step === 'consent') {
    return (
      <div role="dialog" aria-modal="true" aria-labelledby={api.consentTitleId} className="modal">
        <h2 id={api.consentTitleId}>{t('collaborator.consentTitle')}</h2>
        <p>{t('collaborator.consentBody')}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={!api.consentModalOpen}
          aria-busy={api.isBusy || undefined}
          onClick={api.acceptConsent}
        >
          {t('collaborator.consentAccept')}
        </button>
      </div>
    );
  }

  const errorText = (key: string | null) => (key ? t(key as 'errors.required') : null);
  const field = (name: Exclude<OnboardingTextField, 'password'>) => {
    const props = api.getFieldProps(name);
    return (
      <FieldView
        field={props}
        label={t(props.label.key)}
        error={errorText(props.error.key)}
        type={TYPES[name]}
        inputMode={name === 'code' ? 'numeric' : undefined}
        autoComplete={name === 'code' ? 'one-time-code' : undefined}
      />
    );
  };
  const terms = api.getTermsProps();
  const password = api.getPasswordFieldProps();

  return (
    <TitledForm
      className="registration registration--collaborator"
      onSubmit={api.onSubmit}
      titleId={api.titleId}
      title={t('collaborator.title')}
    >
      {api.errorKey ? (
        <p className="banner banner--error" role="alert">
          {t(api.errorKey as 'collaborator.errors.sendFailed')}
        </p>
      ) : null}
      {api.step === 'identify' ? (
        <>
          <p>{t('collaborator.identifyIntro')}</p>
          {field('email')}
          {field('companyDocument')}
          <button className="button button--primary" {...api.getSubmitProps()}>
            {api.isBusy ? t('collaborator.sending') : t('collaborator.sendCode')}
          </button>
        </>
      ) : (
        <>
          <p>{t('collaborator.verifyIntro', { email: api.email })}</p>
          {api.codeResent ? <p role="status">{t('collaborator.codeResent')}</p> : null}
          {field('code')}
          <PasswordField
            disabled={password.disabled}
            {...password.field}
            label={t(password.labelKey)}
            errorText={errorText(password.errorKey)}
          />
          <CheckFieldView field={terms} label={`${t(terms.label.key)} *`} error={errorText(terms.error.key)} />
          <button className="button button--primary" {...api.getSubmitProps()}>
            {api.isBusy ? t('collaborator.activating') : t('collaborator.activate')}
          </button>
          <button type="button" className="button button--link" disabled={api.isBusy} onClick={api.resend}>
            {t('collaborator.resend')}
          </button>
        </>
      )}
    </TitledForm>
  );
}
