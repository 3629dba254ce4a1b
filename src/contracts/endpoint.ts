// STYLE.md §19: one object per endpoint. Method, service, path, request structs and response struct live together here;
// the ky client (src/services/http.ts `callEndpoint`) and the Fastify route (server/src/lib/endpoint-route.ts `route`)
// both take the same object, so a path is written once and a body is typed on both sides.
import { object, optional, string, type Infer, type Struct } from 'superstruct';
import { SERVICE_PREFIXES, type ServiceName } from './services';

/**
 * issue 29: `?tenant=`, the whole query of the calls that name their tenant in the query string or x-tenant (spec §7), one
 * struct for all of them.
 */
export const TenantQuery = object({ tenant: optional(string()) });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct's schema parameter is not needed here
type AnyStruct = Struct<any, any>;

export interface Endpoint<
  TBody extends AnyStruct | undefined = AnyStruct | undefined,
  TQuery extends AnyStruct | undefined = AnyStruct | undefined,
  TResponse extends AnyStruct = AnyStruct,
> {
  method: HttpMethod;
  /** spec §7: the back-end service; its prefix (src/contracts/services.ts) comes before `path` on our server */
  service: ServiceName;
  /** the spec path below the service prefix; path parameters as `:name` (e.g. `/v1/orders/:id/initiate-cancel`) */
  path: string;
  /** the JSON body (unknown fields rejected by object()) */
  body?: TBody;
  /** the query string */
  query?: TQuery;
  /** the answer, validated by the client */
  response: TResponse;
}

export type BodyOf<E> =
  E extends Endpoint<infer B, AnyStruct | undefined, AnyStruct> ? (B extends AnyStruct ? Infer<B> : undefined) : never;
export type QueryOf<E> =
  E extends Endpoint<AnyStruct | undefined, infer Q, AnyStruct> ? (Q extends AnyStruct ? Infer<Q> : undefined) : never;
export type ResponseOf<E> =
  E extends Endpoint<AnyStruct | undefined, AnyStruct | undefined, infer R> ? Infer<R> : never;

/** The body of a POST that takes no input: `{}` or nothing; any field is rejected. */
export const EmptyBody = object({});

/** Declares an endpoint; the identity function keeps its exact struct types. */
export function defineEndpoint<
  TBody extends AnyStruct | undefined = undefined,
  TQuery extends AnyStruct | undefined = undefined,
  TResponse extends AnyStruct = AnyStruct,
>(endpoint: Endpoint<TBody, TQuery, TResponse>): Endpoint<TBody, TQuery, TResponse> {
  return endpoint;
}

/** The names of an endpoint path's parameters: `/v1/orders/:id` -> ['id']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

/** The path with its parameters filled in (each URI-encoded); a missing parameter is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Where our server mounts the endpoint: the service prefix plus the spec path (docs/architecture.md). */
export function serverPath(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  return `${SERVICE_PREFIXES[endpoint.service]}${endpoint.path}`;
}

/** Whether a value is an endpoint object (tests enumerate the exports of src/contracts with it). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.service === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.response === 'object' &&
    candidate.response !== null
  );
}
