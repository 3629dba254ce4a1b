// Runtime configuration of the front end (docs/architecture.md): the base URL of each back-end service of spec §7.
// Order of precedence for each service: window.__CUENTA_CONFIG__.baseUrls[service] (set by a script before the app loads,
// so one build can serve any environment), then VITE_<SERVICE>_BASE_URL at build time, then the same origin plus the
// prefix under which our own server mounts the service (src/contracts/services.ts).
import { SERVICE_PREFIXES, type Channel, type ServiceName } from '../contracts/services';

export interface CuentaRuntimeConfig {
  baseUrls?: Partial<Record<ServiceName, string>>;
  channel?: Channel;
  /** spec §7 x-ecomm-name header (default: the tenant id) */
  ecommName?: string;
  /** spec §7 x-channel-id header (default: the channel) */
  channelId?: string;
  /** request timeout in ms (default 15000) */
  timeoutMs?: number;
}

declare global {
  interface Window {
    __CUENTA_CONFIG__?: CuentaRuntimeConfig;
  }
}

/** VITE_* variables read at build time; static references so that Vite can replace them. */
function buildTimeBaseUrls(): Partial<Record<ServiceName, string | undefined>> {
  const env = import.meta.env ?? {};
  return {
    myAccount: env.VITE_MY_ACCOUNT_BASE_URL,
    authentication: env.VITE_AUTHENTICATION_BASE_URL,
    sessionManagement: env.VITE_SESSION_MANAGEMENT_BASE_URL,
    download: env.VITE_DOWNLOAD_BASE_URL,
    postSale: env.VITE_POST_SALE_BASE_URL,
    checkout: env.VITE_CHECKOUT_BASE_URL,
    quotation: env.VITE_QUOTATION_BASE_URL,
    commerceConfig: env.VITE_COMMERCE_CONFIG_BASE_URL,
    storefront: env.VITE_STOREFRONT_BASE_URL,
  };
}

/** The env variable name of a service, e.g. sessionManagement -> VITE_SESSION_MANAGEMENT_BASE_URL. */
export function baseUrlEnvName(service: ServiceName): string {
  return `VITE_${service.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_BASE_URL`;
}

export function runtimeConfig(): CuentaRuntimeConfig {
  return (typeof window !== 'undefined' && window.__CUENTA_CONFIG__) || {};
}

export interface BaseUrlSources {
  runtime?: CuentaRuntimeConfig;
  buildTime?: Partial<Record<ServiceName, string | undefined>>;
  origin?: string;
}

/** The absolute base URL of a service, without a trailing slash. */
export function resolveBaseUrl(service: ServiceName, sources: BaseUrlSources = {}): string {
  const runtime = sources.runtime ?? runtimeConfig();
  const buildTime = sources.buildTime ?? buildTimeBaseUrls();
  const origin = sources.origin ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const configured = runtime.baseUrls?.[service] || buildTime[service] || SERVICE_PREFIXES[service];
  return new URL(configured || '/', `${origin}/`).href.replace(/\/+$/, '');
}

/** BOT_CHECK_MODE of the server, mirrored for the front end (VITE_BOT_CHECK_MODE): 'always' unless told 'after-failures'. */
export function botCheckAlways(): boolean {
  return (import.meta.env ?? {}).VITE_BOT_CHECK_MODE !== 'after-failures';
}
