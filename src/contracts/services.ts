// spec §7: the back-end services. Each has a configurable base URL on the front end; our server mounts each under this prefix.
export const SERVICES = [
  'myAccount',
  'authentication',
  'sessionManagement',
  'download',
  'postSale',
  'checkout',
  'quotation',
  'commerceConfig',
  // Newer-style paths of spec §7 (s/auth/v1/login, s/account/...) and the legacy storefront actors live at the storefront root.
  'storefront',
] as const;
export type ServiceName = (typeof SERVICES)[number];

export const SERVICE_PREFIXES: Record<ServiceName, string> = {
  myAccount: '/api/my-account',
  authentication: '/api/auth',
  sessionManagement: '/api/session',
  download: '/api/download',
  postSale: '/api/post-sale',
  checkout: '/api/checkout',
  quotation: '/api/quotation',
  commerceConfig: '/api/commerce-config',
  storefront: '',
};

// spec §7: headers every call carries.
export const HEADERS = {
  channel: 'channel',
  authorization: 'authorization',
  ecommName: 'x-ecomm-name',
  channelId: 'x-channel-id',
  autoLogin: 'x-auto-login',
  encrypted: 'x-encrypted',
  tenant: 'x-tenant',
  csrf: 'x-csrf-token',
} as const;

export const CHANNELS = ['WEB', 'MOBILE'] as const;
export type Channel = (typeof CHANNELS)[number];

export const SESSION_COOKIE = 'cuenta_sid';
export const CSRF_COOKIE = 'cuenta_csrf';
