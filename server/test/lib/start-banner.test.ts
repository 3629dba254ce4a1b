// Issue 35: `npm start` says first, in development, where to go: each tenant's login and where the demo accounts are.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../../src/tenants/tenants';
import { startBanner } from '../../src/lib/start-banner';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the start banner', () => {
  const banner = startBanner({ baseUrl: 'http://127.0.0.1:3000', demoAccounts: true, mailbox: true });

  it("lists every tenant's login address", () => {
    expect(banner.split('\n')[0]).toBe("Server listening at http://127.0.0.1:3000. Open a tenant's login:");
    for (const tenant of TENANTS) expect(banner).toContain(`http://127.0.0.1:3000/${tenant.id}/login`);
    expect(banner).toMatch(/^ {2}cl {10}Chile {12}http:\/\/127\.0\.0\.1:3000\/cl\/login$/m);
  });

  it("points to the README's demo accounts, which are there, without printing their password", () => {
    expect(banner).toContain('README.md, section "Demo accounts"');
    expect(README).toContain('\n## Demo accounts\n');
    const password = /password `([^`]+)`/.exec(README)?.[1];
    expect(password).toBeTruthy();
    expect(banner).not.toContain(password);
    expect(banner).toContain('http://127.0.0.1:3000/dev/mailbox');
  });

  it('says when there are no demo accounts, and leaves the mailbox out when mail goes out by SMTP', () => {
    const plain = startBanner({ baseUrl: 'http://127.0.0.1:3000', demoAccounts: false, mailbox: false });
    expect(plain).toContain('No demo accounts (SEED_DEMO=false)');
    expect(plain).not.toContain('/dev/mailbox');
  });
});
