// A block that loads its own data (the account home's favourite address and favourite card, spec §2): its loading line,
// and its load failure (spec §8) with a retry. The texts are the caller's, from its own namespace.
export function BlockStatus({
  isLoading,
  failed,
  loadingText,
  failedText,
  retryText,
  onRetry,
}: {
  isLoading: boolean;
  failed: boolean;
  loadingText: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  return (
    <>
      {isLoading ? <p role="status">{loadingText}</p> : null}
      {failed ? (
        <p className="banner banner--error" role="alert">
          {failedText}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {retryText}
          </button>
        </p>
      ) : null}
    </>
  );
}
