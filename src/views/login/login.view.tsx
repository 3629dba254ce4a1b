// spec §2, §8: the login form (personal and company), with the bot check and a message for every login code.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectLogin } from '../../machines/login/login.connect';
import type { loginMachine } from '../../machines/login/login.machine';
import { CurrentPasswordField } from '../password-field/password-field.view';
import { BotCheckSubmit, TitledForm } from '../shared/titled-form';
import { fieldTexts, FieldView } from '../shared/form-field';

export interface LoginLinks {
  recovery: string;
  register: string;
  agentLogin: string;
  /** spec §2 collaboratorFirstLogin: where an invited collaborator enters the mailed code (issue 30) */
  collaboratorFirstLogin: string;
}

export interface LoginViewProps {
  actorRef: ActorRefFrom<typeof loginMachine>;
  links?: LoginLinks;
}

/** the two tabs, in their order on screen */
const MODES = ['personal', 'company'] as const;

const NO_LINKS: LoginLinks = { recovery: '#', register: '#', agentLogin: '#', collaboratorFirstLogin: '#' };

export function LoginView({ actorRef, links = NO_LINKS }: LoginViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectLogin(snapshot, actorRef.send);
  const id = useId();

  if (api.isDone) {
    return (
      <p className="login login--done" role="status">
        {t('login.success')}
      </p>
    );
  }

  const email = api.getEmailField();
  return (
    <TitledForm
      className="login"
      onSubmit={api.onSubmit}
      titleId={`${id}-title`}
      title={api.mode === 'company' ? t('login.companyTitle') : t('login.title')}
      step={api.step}
    >
      <div className="login__modes" role="group">
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={api.mode === mode}
            onClick={api.mode === mode ? undefined : api.toggleMode}
          >
            {t(`login.${mode}Tab`)}
          </button>
        ))}
      </div>
      {api.errorKey ? (
        <div className={`banner banner--error${api.isLocked ? ' banner--locked' : ''}`}>
          <p role="alert">{t(api.errorKey, api.errorValues)}</p>
          {api.isLocked ? (
            <p>
              {t('login.lockedHint')} <a href={links.recovery}>{t('login.forgotPassword')}</a>
            </p>
          ) : (
            <button type="button" className="link" onClick={api.dismissError}>
              {t('login.dismiss')}
            </button>
          )}
        </div>
      ) : null}
      <FieldView field={email} {...fieldTexts(t, email)} type="email" autoComplete="username" />
      <CurrentPasswordField
        input={{ policy: 'standard' }}
        errorText={api.passwordErrorKey ? t(api.passwordErrorKey) : null}
        onValueChange={api.getPasswordChange()}
      />
      <BotCheckSubmit api={api} text={(key) => t(key)} />
      {api.mode === 'company' ? (
        <p className="login__first-login">
          {t('login.collaboratorFirstLoginHint')}{' '}
          <a href={links.collaboratorFirstLogin}>{t('login.collaboratorFirstLogin')}</a>
        </p>
      ) : null}
      <p className="login__links">
        <a href={links.recovery}>{t('login.forgotPassword')}</a>
        {' · '}
        <a href={links.register}>{t('login.register')}</a>
        {' · '}
        <a href={links.agentLogin}>{t('login.agentLogin')}</a>
      </p>
    </TitledForm>
  );
}
