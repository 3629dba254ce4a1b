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
