// The end and load-failure screens shared by the registration-family views (registration, lite and company registration,
// collaborator onboarding). Renders only: the texts arrive translated.

/** The success (or pending) screen: a title, a line and, where the page has one, a button to go on. */
export function DoneScreen({
  title,
  body,
  href,
  linkLabel,
}: {
  title: string;
  body: string;
  href?: string;
  linkLabel: string;
}) {
  return (
    <section className="registration registration--done" aria-live="polite">
      <h1>{title}</h1>
      <p>{body}</p>
      {href ? (
        <a className="button" href={href}>
          {linkLabel}
        </a>
      ) : null}
    </section>
  );
}

/** spec §8: thereWasAnErrorLoading, with a retry. */
export function LoadFailedScreen({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <section className="registration">
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </section>
  );
}

/**
 * While the form's first data loads (the consent templates): the line says so, and the block already takes the room the
 * form will take (forms.css `.form-loading`), so nothing beside or below it moves when the form arrives (issue 17, CLS).
 * `screen`: a long form (a screen's height at least); `step`: a wizard's first step (the lite registration's account step);
 * `step-consents`: that step with the consent block below it (Colombia's two templates).
 */
export function FormLoading({ label, size = 'screen' }: { label: string; size?: 'screen' | 'step' | 'step-consents' }) {
  return (
    <p className={`form-loading form-loading--${size}`} aria-busy="true">
      {label}
    </p>
  );
}
