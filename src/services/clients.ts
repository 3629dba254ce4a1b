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

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
