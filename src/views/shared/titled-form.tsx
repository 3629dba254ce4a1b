// Issue 29: the titled form and the bot-check submit, shared by the login, the agent login, the registrations and the code
// flows (code-form.tsx). Kept apart from code-form so that the login and the registrations do not carry the code steps.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ValidatedForm, type ValidatedFormProps } from './validated-form';

/** A form whose h1 names it; after a failed submit ValidatedForm moves the focus to the first invalid field (issue 16). */
export function TitledForm({
  className,
  onSubmit,
  titleId,
  title,
  step,
  children,
}: {
  className: string;
  onSubmit: ValidatedFormProps['onSubmit'];
  titleId: string;
  title: ReactNode;
  /** the machine's step, for the e2e journeys and the CSS (`data-step`) */
  step?: string;
  children: ReactNode;
}) {
  return (
    <ValidatedForm className={className} noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-step={step}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </ValidatedForm>
  );
}

/** The texts BotCheckSubmit shows, the same keys in the customer's (login) and the agent's (agent) namespaces. */
export type BotCheckTextKey = 'login.botCheckNotice' | 'login.checkingBot' | 'login.submitting' | 'login.submit';

/** Issue 29: the bot check's notice and its "checking", then the submit, as the customer and agent logins show them. */
export function BotCheckSubmit({
  api,
  text,
}: {
  api: {
    botCheckVisible: boolean;
    step: string;
    isBusy: boolean;
    getSubmitProps(): ButtonHTMLAttributes<HTMLButtonElement>;
  };
  /** the flow's own translation of each key */
  text: (key: BotCheckTextKey) => string;
}) {
  return (
    <>
      {api.botCheckVisible ? <p className="hint">{text('login.botCheckNotice')}</p> : null}
      {api.step === 'solvingBotCheck' ? (
        <p className="hint" role="status">
          {text('login.checkingBot')}
        </p>
      ) : null}
      <button className="button button--primary" {...api.getSubmitProps()}>
        {api.isBusy ? text('login.submitting') : text('login.submit')}
      </button>
    </>
  );
}
