// spec §6, §8: the agent login, then the choice of the customer to act as (or the agent logout). Renders agentLoginMachine.
import { useSelector } from '@xstate/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAgentLogin, type AgentErrorText } from '../../machines/agent-login/agent-login.connect';
import type { agentLoginMachine } from '../../machines/agent-login/agent-login.machine';
import { CurrentPasswordField } from '../password-field/password-field.view';
import { BotCheckSubmit } from '../shared/titled-form';

export interface AgentLoginViewProps {
  actorRef: ActorRefFrom<typeof agentLoginMachine>;
  /** the customer login page (default '#', e.g. in the Flow Explorer) */
  customerLoginHref?: string;
}

function ErrorText({ error }: { error: AgentErrorText }) {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('agent');
  return <p role="alert">{error.ns === 'common' ? tc(error.key) : t(error.key)}</p>;
}

/** Both steps' form: a plain form (the agent's fields place no focus of their own), named by its h1. */
function AgentForm({
  onSubmit,
  titleId,
  title,
  step,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  titleId: string;
  title: string;
  step: string;
  children: ReactNode;
}) {
  return (
    <form className="agent-login" noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-step={step}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </form>
  );
}

export function AgentLoginView({ actorRef, customerLoginHref = '#' }: AgentLoginViewProps) {
  const { t } = useTranslation('agent');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAgentLogin(snapshot, actorRef.send);

  if (api.isDone) {
    return (
      <p className="agent-login agent-login--done" role="status">
        {t('customer.done')}
      </p>
    );
  }

  if (api.showsCustomer) {
    const customerEmail = api.getCustomerEmailProps();
    return (
      <AgentForm onSubmit={api.onCustomerSubmit} titleId={api.ids.title} title={t('customer.title')} step={api.step}>
        {api.agentName ? <p>{t('customer.signedInAs', { name: api.agentName })}</p> : null}
        {api.error ? (
          <div className="banner banner--error">
            <ErrorText error={api.error} />
            {api.step === 'impersonationFailed' ? (
              <button type="button" className="link" onClick={api.retryImpersonation}>
                {t('customer.retry')}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={customerEmail.id}>{t('customer.email')} *</label>
          <input name="customerEmail" type="email" autoComplete="off" {...customerEmail} />
          <span id={api.ids.customerHint} className="hint">
            {t('customer.hint')}
          </span>
          {api.customerErrorKey ? (
            <span id={api.ids.customerError} className="field__error" role="alert">
              {t(api.customerErrorKey)}
            </span>
          ) : null}
        </div>
        <button className="button button--primary" {...api.getCustomerSubmitProps()}>
          {api.step === 'impersonating' ? t('customer.submitting') : t('customer.submit')}
        </button>
        <button
          type="button"
          className="button"
          disabled={api.step === 'impersonating' || api.step === 'loggingOut'}
          onClick={api.logout}
        >
          {api.step === 'loggingOut' ? t('customer.loggingOut') : t('customer.logout')}
        </button>
      </AgentForm>
    );
  }

  const email = api.getEmailProps();
  const password = api.getPasswordFieldProps();
  return (
    <AgentForm onSubmit={api.onSubmit} titleId={api.ids.title} title={t('login.title')} step={api.step}>
      <p>{t('login.intro')}</p>
      {api.error ? (
        <div className={`banner banner--error${api.isLocked ? ' banner--locked' : ''}`}>
          <ErrorText error={api.error} />
          {api.isLocked ? <p>{t('login.lockedHint')}</p> : null}
          {api.step === 'loginFailed' ? (
            <button type="button" className="link" onClick={api.retryLogin}>
              {t('login.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={email.id}>{t('form.email')} *</label>
        <input name="email" type="email" autoComplete="username" readOnly={api.step !== 'credentials'} {...email} />
        {api.emailErrorKey ? (
          <span id={api.ids.emailError} className="field__error" role="alert">
            {t(api.emailErrorKey)}
          </span>
        ) : null}
      </div>
      <CurrentPasswordField
        disabled={password.disabled}
        key={password.resetKey}
        {...password.field}
        label={t(password.labelKey)}
        errorText={password.errorKey ? t(password.errorKey) : null}
      />
      <BotCheckSubmit api={api} text={(key) => t(key)} />
      <p className="agent-login__links">
        <a href={customerLoginHref}>{t('login.customerLogin')}</a>
      </p>
    </AgentForm>
  );
}
