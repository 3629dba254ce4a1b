// A block that loads its own data (the account home's favourite address and favourite card, the purchase allowance,
// spec §2): busy while it loads, its loading line, and its load failure (spec §8) with a retry, then its content. The
// texts are the caller's, from its own namespace. Issue 29: the frame is written once for the three blocks.
import type { ReactNode } from 'react';
import { RetryBanner } from './banners';

export function LoadingBlock({
  className,
  testId,
  state: { isLoading, failed, onRetry },
  texts,
  children,
}: {
  className?: string;
  testId: string;
  state: { isLoading: boolean; failed: boolean; onRetry: () => void };
  texts: { loading: string; failed: string; retry: string };
  children: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId} aria-busy={isLoading}>
      {isLoading ? <p role="status">{texts.loading}</p> : null}
      {failed ? <RetryBanner text={texts.failed} retryLabel={texts.retry} onRetry={onRetry} /> : null}
      {children}
    </div>
  );
}
