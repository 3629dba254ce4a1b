// The HTTP layer of every service client (spec §7, §8): fetch with the spec's headers, a timeout, typed errors and contract
// validation. It never redirects, toasts or swallows an error (STYLE.md §9). Issue 17: a small fetch wrapper instead of ky
// (~5 kB gzip on every page's first load for what this file used of it: headers, JSON bodies, a timeout, no retries).
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
  /** sends one request with the spec's headers and the client's timeout; never retries (the machines decide that) */
  readonly transport: Transport;
}

export interface TransportRequest {
  method: HttpMethod;
  /** sent as JSON (content-type application/json) unless undefined */
  json?: unknown;
  searchParams?: URLSearchParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type Transport = (url: string, request: TransportRequest) => Promise<Response>;

/** the client's timeout ran out before an answer came (spec §8: a network failure, 503) */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
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

export function withSearchParams(url: string, params: URLSearchParams | undefined): string {
  const query = params?.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** fetch with the spec's headers (a caller's header wins), credentials, a JSON body and the timeout. */
export function createTransport(options: HttpClientOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (url, { method, json, searchParams, signal, headers: callerHeaders }) => {
    const headers = new Headers(callerHeaders);
    for (const [name, value] of Object.entries(buildHeaders(method, options)))
      if (!headers.has(name)) headers.set(name, value);
    let body: string | undefined;
    if (json !== undefined) {
      body = JSON.stringify(json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const request = new Request(withSearchParams(url, searchParams), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      // issue 17: a signed-in page's first reads may have come with its HTML
      return takePrimedRead(request.method, request.url) ?? (await (options.fetch ?? fetch)(request));
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(`No answer within ${timeoutMs} ms`, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
}

export function createHttpClient(service: ServiceName, baseUrl: string, options: HttpClientOptions): ServiceClient {
  return {
    service,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    tenant: options.tenant,
    channel: options.channel ?? 'WEB',
    transport: createTransport(options),
  };
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function toSearchParams(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params || params instanceof URLSearchParams) return params;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out.set(key, String(value));
  return out;
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
  let response: Response;
  try {
    response = await client.transport(url, {
      method,
      json: body,
      searchParams: toSearchParams(options.searchParams),
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw new NetworkError({ url, method, cause: error }); // spec §8: a network failure is status 503
  }
  if (!response.ok) throw await toApiError(response, method, url);
  return response;
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
