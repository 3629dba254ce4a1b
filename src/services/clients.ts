// One client per back-end service of spec §7 (src/contracts/services.ts), each with a configurable base URL (config.ts).
import { SERVICES, type ServiceName } from '../contracts/services';
import { resolveBaseUrl, runtimeConfig, type BaseUrlSources } from './config';
import { createHttpClient, type HttpClientOptions, type ServiceClient } from './http';

export interface ServiceClientOptions extends HttpClientOptions {
  /** overrides the configured base URL (tests, storybooks) */
  baseUrl?: string;
  /** where the base URL comes from (default: window.__CUENTA_CONFIG__, VITE_* variables, same origin) */
  sources?: BaseUrlSources;
}

export function createServiceClient(service: ServiceName, options: ServiceClientOptions): ServiceClient {
  const runtime = options.sources?.runtime ?? runtimeConfig();
  const { baseUrl, sources, ...rest } = options;
  return createHttpClient(service, baseUrl ?? resolveBaseUrl(service, { ...sources, runtime }), {
    channel: runtime.channel,
    ecommName: runtime.ecommName,
    channelId: runtime.channelId,
    timeoutMs: runtime.timeoutMs,
    ...definedOnly(rest),
  });
}

export type ServiceClients = Record<ServiceName, ServiceClient>;

export function createServiceClients(options: ServiceClientOptions): ServiceClients {
  return Object.fromEntries(
    SERVICES.map((service) => [service, createServiceClient(service, options)]),
  ) as ServiceClients;
}

const memo = new Map<string, { config: unknown; origin: string; clients: ServiceClients }>();

/**
 * Issue 29: the app's clients of a tenant, built once from the configuration (not per flow or per call). Built again only
 * when the runtime configuration or the origin changed (a test that sets window.__CUENTA_CONFIG__). ky reads `fetch` per
 * request, so a test that stubs the global fetch still answers these clients.
 */
export function clientsFor(tenant: string): ServiceClients {
  const config = typeof window !== 'undefined' ? window.__CUENTA_CONFIG__ : undefined;
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const known = memo.get(tenant);
  if (known && known.config === config && known.origin === origin) return known.clients;
  const clients = createServiceClients({ tenant });
  memo.set(tenant, { config, origin, clients });
  return clients;
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
