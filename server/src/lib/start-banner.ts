// Issue 35: what `npm start` says first in development, once the server answers: the address to open for each tenant and
// where the demo accounts are listed (their shared password is published there, not printed here).
import { TENANTS } from '../../../src/tenants/tenants';

export interface StartBannerOptions {
  /** http://host:port the browser opens */
  baseUrl: string;
  /** the demo accounts were seeded (now or on an earlier start) */
  demoAccounts: boolean;
  /** mail is kept in the development mailbox (no SMTP_URL) */
  mailbox: boolean;
}

/** The login page of each tenant (the front end's /:tenant/login route) under `baseUrl`, in TENANTS' order. */
export function tenantLoginUrls(baseUrl: string): { id: string; name: string; url: string }[] {
  return TENANTS.map((tenant) => ({ id: tenant.id, name: tenant.name, url: `${baseUrl}/${tenant.id}/login` }));
}

export function startBanner({ baseUrl, demoAccounts, mailbox }: StartBannerOptions): string {
  const logins = tenantLoginUrls(baseUrl);
  const idWidth = Math.max(...logins.map((l) => l.id.length));
  const nameWidth = Math.max(...logins.map((l) => l.name.length));
  return [
    // the words of Fastify's own line, which tools wait for
    `Server listening at ${baseUrl}. Open a tenant's login:`,
    ...logins.map((l) => `  ${l.id.padEnd(idWidth)}  ${l.name.padEnd(nameWidth)}  ${l.url}`),
    demoAccounts
      ? 'Demo accounts (emails and their password): README.md, section "Demo accounts" (also docs/demo-accounts.md).'
      : 'No demo accounts (SEED_DEMO=false): register at /<tenant>/register.',
    ...(mailbox ? [`Codes sent by email land in the development mailbox: ${baseUrl}/dev/mailbox`] : []),
  ].join('\n');
}
