// spec §8: the HTTP helper's errors. A non-OK answer is an HttpError with status, status text and body text; a network
// failure is status 503; 4xx are also client errors. spec §4: a session-expired answer is a SessionExpiredError.
// Services throw these and never redirect or toast: the machines decide what happens next (STYLE.md §9).
import type { StructError } from 'superstruct';

export interface HttpErrorInit {
  status: number;
  statusText: string;
  bodyText: string;
  url?: string;
  method?: string;
  cause?: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  readonly url: string | undefined;
  readonly method: string | undefined;

  constructor(init: HttpErrorInit, message = `HTTP ${init.status} ${init.statusText}`) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.bodyText = init.bodyText;
    this.url = init.url;
    this.method = init.method;
  }
}

export interface ApiErrorInit extends HttpErrorInit {
  /** the catalogued code of the error body (src/contracts/api-error.contract.ts), when the body carried one */
  code?: string;
  sessionTimeOut?: boolean;
  details?: Record<string, unknown>;
}

/** An error answer of one of our services; `code` is parsed from its JSON body `{ code, message?, sessionTimeOut?, details? }`. */
export class ApiError extends HttpError {
  readonly code: string | undefined;
  readonly sessionTimeOut: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(init: ApiErrorInit) {
    super(init, `HTTP ${init.status} ${init.statusText}${init.code ? ` (${init.code})` : ''}`);
    this.name = 'ApiError';
    this.code = init.code;
    this.sessionTimeOut = init.sessionTimeOut ?? false;
    this.details = init.details;
  }
}

/** spec §4: 401 with sessionTimeOut true. The app's session machine sends the user to login. */
export class SessionExpiredError extends ApiError {
  constructor(init: ApiErrorInit) {
    super({ ...init, sessionTimeOut: true });
    this.name = 'SessionExpiredError';
  }
}

/** spec §8: a network failure (no answer at all) is reported as status 503. */
export const NETWORK_FAILURE_STATUS = 503;
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export class NetworkError extends ApiError {
  constructor(init: { url?: string; method?: string; cause?: unknown }) {
    super({
      ...init,
      status: NETWORK_FAILURE_STATUS,
      statusText: 'Service Unavailable',
      bodyText: '',
      code: NETWORK_ERROR_CODE,
    });
    this.name = 'NetworkError';
  }
}

/** A 2xx answer whose body does not match the path's contract: the server and the front end disagree. */
export class ContractError extends Error {
  readonly url: string | undefined;
  readonly path: readonly (string | number)[];

  constructor(url: string | undefined, cause: StructError | SyntaxError) {
    super(`Response of ${url ?? 'request'} does not match its contract: ${cause.message}`, { cause });
    this.name = 'ContractError';
    this.url = url;
    this.path = 'path' in cause ? cause.path : [];
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** spec §8: 4xx and 5xx are errors, 4xx also client errors. */
export function isClientError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

export function isServerError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status >= 500;
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}

/** The i18n key (common namespace) of an error's generic message: errors.<code>, else errors.GENERIC_ERROR. */
export function errorMessageCode(error: unknown, known: readonly string[]): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return code && known.includes(code) ? code : 'GENERIC_ERROR';
}
