// Issue 29: a detail page's states before its data is there - a saved list's or a quotation's (spec §2): loading, not
// found, or failed with a retry - each under the link back to the list. Both pages' namespaces (lists, quotes) name these
// texts alike, so the page hands over its `t`; only the retry's key differs.
import type { ReactNode } from 'react';

type DetailTextKey = 'detail.loading' | 'detail.notFound' | 'errors.GENERIC_ERROR';

/** The paragraph with the link back to the list, above every state of the page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <a href={href}>{label}</a>
    </p>
  );
}

export function DetailLoadState<R extends string>({
  step,
  back,
  t,
  retryKey,
  onRetry,
}: {
  step: string;
  back: ReactNode;
  t: (key: DetailTextKey | R) => string;
  retryKey: R;
  onRetry: () => void;
}) {
  const texts = {
    loading: t('detail.loading'),
    notFound: t('detail.notFound'),
    failed: t('errors.GENERIC_ERROR'),
    retry: t(retryKey),
  };
  if (step === 'loading')
    return (
      <section aria-busy="true">
        {back}
        <p className="hint">{texts.loading}</p>
      </section>
    );
  if (step === 'notFound')
    return (
      <section>
        {back}
        <h1>{texts.notFound}</h1>
      </section>
    );
  return (
    <section>
      {back}
      <p role="alert">{texts.failed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </section>
  );
}
