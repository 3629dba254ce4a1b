// spec §8: what the shell records for analytics when it shows an error, loaded with the first error (report-error.ts).
// Only names are recorded (src/services/analytics.ts): the page key, the catalogue code or message key of what is shown,
// and the HTTP status when there was one; never the text of the message or of the error.
// The page key is the one the shell's layout puts on its root (data-page-key): read here rather than passed from the
// toaster and the error element, it costs the login's first load nothing.
import { isRouteErrorResponse } from 'react-router';
import { ERROR_CODES } from '../../contracts/api-error.contract';
import type { ToastInput } from '../../machines/toaster/toaster.types';
import { recordError } from '../../services/analytics';
import { errorMessageCode, isHttpError, NETWORK_ERROR_CODE } from '../../services/errors';

/** analytics' name for the reload offer (a chunk or catalogue that failed twice, issue 17) */
export const RESOURCE_LOAD_ERROR = 'RESOURCE_LOAD_ERROR';

const KNOWN_CODES: readonly string[] = [...ERROR_CODES, NETWORK_ERROR_CODE];

/** The page the error showed on: the layout's page key, or `app` when the layout itself failed. */
export function currentComponent(root: ParentNode = document): string {
  return root.querySelector('[data-page-key]')?.getAttribute('data-page-key') ?? 'app';
}

/** The routes' error element (AppRouteError) showed `error`. */
export function recordRouteError(error: unknown, component = currentComponent()): void {
  const status = isRouteErrorResponse(error) || isHttpError(error) ? String(error.status) : undefined;
  // what the page shows, as AppRouteError decides it (ResourceLoadError by its name: importing its module from this lazy
  // chunk made the bundler wrap it in the login's first load, ~40 B gzip)
  const shown =
    error instanceof Error && error.name === 'ResourceLoadError'
      ? RESOURCE_LOAD_ERROR
      : isRouteErrorResponse(error) && error.status === 404
        ? 'NOT_FOUND'
        : errorMessageCode(error, KNOWN_CODES);
  recordError({ component, error: shown, code: status });
}

/** The app's toaster showed the error toast `toast`: it is recorded by its `errorKey`. */
export function recordErrorToast(toast: ToastInput, component = currentComponent()): void {
  recordError({ component, error: toast.errorKey });
}
