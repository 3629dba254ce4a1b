// spec §7: one ky instance per service base URL; a beforeRequest hook adds the headers every call carries.
// spec §8: send() turns ky's outcomes into the helper's errors (errors.ts): a non-OK answer is an ApiError, no answer (a
// network failure, the timeout) a NetworkError of status 503, and an abort stays an abort. Nothing here redirects, toasts
// or swallows an error (STYLE.md §9). Only a GET is retried, once: a write is never sent twice.
import ky, { HTTPError, type KyInstance } from 'ky';
import { create, is, StructError, type Struct } from 'superstruct';
import { ApiErrorBody } from '../contracts/api-error.contract';
import {
  fillPath,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type QueryOf,
  type ResponseOf,
} from '../contracts/endpoint';
import { CSRF_COOKIE, HEADERS, type Channel, type ServiceName } from '../contracts/services';
import { ApiError, ContractError, NetworkError, SessionExpiredError } from './errors';
import { takePrimedRead } from './primed-reads';

export interface HttpClientOptions {
  /** spec §7: the tenant, sent as x-tenant (and x-ecomm-name unless ecommName is given) */
  tenant: string;
  /** spec §7: WEB (cookie session, CSRF token on writes) or MOBILE (authorization header) */
  channel?: Channel;
  /** MOBILE: the session id sent as the authorization header */
  getSessionId?: () => string | null | undefined;
  ecommName?: string;
  channelId?: string;
  timeoutMs?: number;
  /** the wait before a failed GET is sent again (default RETRY_DELAY_MS; tests pass 0) */
  retryDelayMs?: number;
  /** injectable for tests */
  fetch?: typeof fetch;
  /** reads a cookie by name (default: document.cookie) */
  readCookie?: (name: string) => string | undefined;
}

export interface ServiceClient {
  readonly service: ServiceName;
  readonly baseUrl: string;
  readonly tenant: string;
  readonly channel: Channel;
  /** the service's ky instance; send() calls it with baseUrl + path, and maps its HTTPError / TimeoutError */
  readonly ky: KyInstance;
}

export type SearchParams = Record<string, string | number | boolean | undefined> | URLSearchParams;

export interface RequestOptions {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type { HttpMethod };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DEFAULT_TIMEOUT_MS = 15_000;
export const RETRY_DELAY_MS = 300;
/** transient answers, from a proxy or an overloaded service rather than from the service's logic */
const RETRY_STATUS_CODES = [408, 502, 503, 504];

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** spec §7: the headers every call carries. */
export function buildHeaders(method: string, options: HttpClientOptions): Record<string, string> {
  const channel = options.channel ?? 'WEB';
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADERS.channel]: channel,
    [HEADERS.channelId]: options.channelId ?? channel,
    [HEADERS.ecommName]: options.ecommName ?? options.tenant,
    [HEADERS.tenant]: options.tenant,
  };
  if (channel === 'MOBILE') {
    const sessionId = options.getSessionId?.();
    if (sessionId) headers[HEADERS.authorization] = sessionId;
  } else if (!SAFE_METHODS.has(method.toUpperCase())) {
    // docs/architecture.md: double-submit CSRF on cookie-authenticated writes
    const token = (options.readCookie ?? readDocumentCookie)(CSRF_COOKIE);
    if (token) headers[HEADERS.csrf] = token;
  }
  return headers;
}

/** spec §7: one ky instance per service base URL; its hooks add the spec's headers and answer primed reads. */
export function createHttpClient(service: ServiceName, baseUrl: string, options: HttpClientOptions): ServiceClient {
  const base = baseUrl.replace(/\/+$/, '');
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const instance = ky.create({
    credentials: 'include',
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch,
    // one more try of an idempotent read after a network failure or a gateway's error; a write (POST, PUT, PATCH,
    // DELETE) is never retried, a 500 or 4xx is the service's answer, a timeout has waited long enough already
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: RETRY_STATUS_CODES,
      afterStatusCodes: [], // a Retry-After is not waited for: the machines offer the next try
      retryOnTimeout: false,
      delay: () => retryDelayMs,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          // a caller's header wins
          for (const [name, value] of Object.entries(buildHeaders(request.method, options)))
            if (!request.headers.has(name)) request.headers.set(name, value);
        },
        // issue 17: a signed-in page's first reads may have come with its HTML (a write drops them)
        (request) => takePrimedRead(request.method, request.url),
      ],
    },
  });
  return { service, baseUrl: base, tenant: options.tenant, channel: options.channel ?? 'WEB', ky: instance };
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

async function toApiError(response: Response, method: string, url: string): Promise<ApiError> {
  const bodyText = await response.text().catch(() => '');
  let body: ApiErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (is(parsed, ApiErrorBody)) body = parsed;
  } catch {
    // not JSON (a proxy's HTML page, an empty body): status and body text still tell the story
  }
  const init = {
    status: response.status,
    statusText: response.statusText,
    bodyText,
    url,
    method,
    code: body?.code,
    sessionTimeOut: body?.sessionTimeOut,
    details: body?.details,
  };
  // spec §4: a response flagged as session expired
  if (response.status === 401 && body?.sessionTimeOut === true) return new SessionExpiredError(init);
  return new ApiError(init);
}

/** Sends a request; resolves with the OK response or throws ApiError / SessionExpiredError / NetworkError (503). */
export async function send(
  client: ServiceClient,
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const url = joinUrl(client.baseUrl, path);
  try {
    // the client's baseUrl, not a prefix baked into the instance: a client derived with another base URL (the
    // authentication service's, from the storefront's: auth.api.ts) sends there
    return await client.ky(url, {
      method,
      json: body,
      searchParams: options.searchParams,
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    // spec §8: a non-OK answer (after ky's one retry of a GET) is an ApiError with its status, status text and body
    if (error instanceof HTTPError) throw await toApiError(error.response, method, url);
    if (isAbort(error, options.signal)) throw error;
    throw new NetworkError({ url, method, cause: error }); // spec §8: a network failure or a timeout is status 503
  }
}

/** Reads and validates a JSON answer against its contract; an empty body (204) is validated as undefined. */
export async function readJson<T, S>(response: Response, struct: Struct<T, S>): Promise<T> {
  const text = await response.text();
  try {
    const value: unknown = text === '' ? undefined : JSON.parse(text);
    return create(value, struct);
  } catch (error) {
    if (error instanceof StructError || error instanceof SyntaxError)
      throw new ContractError(response.url || undefined, error);
    throw error;
  }
}

/** The primitive under callEndpoint: services call endpoint objects, never a path of their own (STYLE.md §19). */
export async function requestJson<T, S>(
  client: ServiceClient,
  method: HttpMethod,
  path: string,
  struct: Struct<T, S>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await send(client, method, path, body, options);
  return readJson(response, struct);
}

/** What a call to an endpoint takes: its typed body and query, its path parameters, an abort signal. */
export interface EndpointCall<E extends Endpoint> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  params?: Readonly<Record<string, string | number>>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * STYLE.md §19: calls one endpoint object with the client of its service; the answer is validated with the endpoint's
 * response struct. Throws ApiError / SessionExpiredError / NetworkError / ContractError like every call here.
 */
export function callEndpoint<E extends Endpoint>(
  client: ServiceClient,
  endpoint: E,
  call: EndpointCall<E> = {},
): Promise<ResponseOf<E>> {
  if (client.service !== endpoint.service) {
    throw new Error(`${endpoint.method} ${endpoint.path} belongs to ${endpoint.service}, not ${client.service}`);
  }
  const searchParams = call.query as SearchParams | undefined;
  return requestJson(client, endpoint.method, fillPath(endpoint.path, call.params), endpoint.response, call.body, {
    searchParams,
    signal: call.signal,
    headers: call.headers,
  }) as Promise<ResponseOf<E>>;
}
