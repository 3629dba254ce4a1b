// Issue 29: the error and retry banners the views repeated, written once. Render only: texts arrive translated, the
// retry is the connect's handler. The DOM (classes, roles) is what the views wrote by hand, so CSS and tests still match.
import type { ReactNode } from 'react';

/** An error announced as it appears (spec §8); nothing without a text. */
export function ErrorBanner({ text }: { text: ReactNode }) {
  return text ? (
    <p className="banner banner--error" role="alert">
      {text}
    </p>
  ) : null;
}

export interface RetryProps {
  text: ReactNode;
  retryLabel: ReactNode;
  /** no button where the failure cannot be retried */
  onRetry?: (() => void) | undefined;
}

/** "Could not load. Retry" on one line, the retry as a link-styled button (a block's or page's load failure). */
export function RetryBanner({
  text,
  retryLabel,
  onRetry,
  as: Tag = 'p',
  buttonClassName = 'link-button',
  plain = false,
}: RetryProps & {
  as?: 'p' | 'div';
  buttonClassName?: string;
  /** issue 29: inside a block that frames it already (the home blocks, the consent check): no banner styling */
  plain?: boolean;
}) {
  return (
    <Tag className={plain ? undefined : 'banner banner--error'} role="alert">
      {text}{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </Tag>
  );
}

/**
 * A failure as a box: its text as a paragraph, then `children` (more text), then the retry button. `role="alert"` sits on
 * the box, or on the text where `alertOnText` (the views that keep the button outside the announcement).
 */
export function RetryBox({
  text,
  retryLabel,
  onRetry,
  className,
  alertOnText = false,
  children,
}: RetryProps & { className?: string; alertOnText?: boolean; children?: ReactNode }) {
  return (
    <div className={className} role={alertOnText ? undefined : 'alert'}>
      {alertOnText ? <p role="alert">{text}</p> : <p>{text}</p>}
      {children}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
