// spec §8: "Analytics records an error object with a component, the error, and a code defaulting to 'not-available'."
// The object goes onto window.dataLayer, the tag manager's queue (created when missing). Only names travel: `error` is a
// catalogue code or message key (GENERIC_ERROR, account:profile.failed), never the text the user saw, which may carry
// what the user typed; a value that does not look like a name is sent as 'redacted'. The views load this module on the
// first error only (src/views/shell/report-error.ts), so the login's first load does not carry it.

export const DEFAULT_ERROR_CODE = 'not-available';
/** what is sent in place of a value that is not a name (free text, a number) */
export const REDACTED = 'redacted';
/** what is sent when the caller has no name for the error */
export const UNKNOWN_ERROR = 'unknown';

export interface ErrorReport {
  /** where the error showed: the page key or the flow's name */
  component: string;
  /** the catalogue code or message key of what was shown */
  error?: string;
  /** a further code (an HTTP status) when there is one */
  code?: string;
}

export interface ErrorEntry {
  event: 'error';
  component: string;
  error: string;
  code: string;
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

// A name: a letter or digit, then letters, digits, `_ . : -`, at most 80 characters in all, and fewer than four digits
// (a card number, a verification code, a phone or a document number has more). Spaces, `@` and `/` never pass.
const NAME = /^[A-Za-z0-9][\w.:-]{0,79}$/;

/** The value when it is a name (a catalogue code, a message key, a page key, a status), else REDACTED. */
export function safeName(value: string): string {
  return NAME.test(value) && (value.match(/\d/g)?.length ?? 0) < 4 ? value : REDACTED;
}

/** Pushes `{ event: 'error', component, error, code }` onto the host's dataLayer (the window's by default). */
export function recordError(
  { component, error, code = DEFAULT_ERROR_CODE }: ErrorReport,
  host: DataLayerHost = globalThis as DataLayerHost,
): ErrorEntry {
  const entry: ErrorEntry = {
    event: 'error',
    component: safeName(component),
    error: error === undefined ? UNKNOWN_ERROR : safeName(error),
    code: safeName(code),
  };
  (host.dataLayer ??= []).push(entry);
  return entry;
}
