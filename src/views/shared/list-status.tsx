// Issue 29: a quotation list's status lines by the machine's step (spec §2): loading, the load failure with its retry,
// empty. The quotes namespace names the texts under each page's prefix, so the page hands over its `t` and the prefix.
import { RetryBox } from './banners';

export function ListStatus<P extends string>({
  step,
  t,
  prefix,
  onRetry,
  empty = step === 'empty',
}: {
  step: string;
  t: (key: 'errors.GENERIC_ERROR' | `${P}.loading` | `${P}.retry` | `${P}.empty`) => string;
  prefix: P;
  onRetry: () => void;
  /** where the machine has no `empty` step of its own (a report whose answer has no rows) */
  empty?: boolean;
}) {
  return (
    <>
      {step === 'loading' ? <p className="hint">{t(`${prefix}.loading`)}</p> : null}
      {step === 'failed' ? (
        <RetryBox
          className="banner banner--error"
          alertOnText
          text={t('errors.GENERIC_ERROR')}
          retryLabel={t(`${prefix}.retry`)}
          onRetry={onRetry}
        />
      ) : null}
      {empty ? <p>{t(`${prefix}.empty`)}</p> : null}
    </>
  );
}
