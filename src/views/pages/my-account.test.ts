import { describe, expect, it } from 'vitest';
import { accountLinks } from './my-account.page';

describe('account home links (spec §2, §6)', () => {
  it('shows a personal shopper no company or agent pages', () => {
    const links = accountLinks('INDIVIDUAL', false);
    expect(links).toContain('myOrders');
    expect(links).toContain('changePassword');
    for (const key of ['collaborators', 'companyDetails', 'userReport', 'creditLineUserReport', 'agentUserReport'])
      expect(links).not.toContain(key);
  });

  it('shows a company its collaborators and company pages', () => {
    expect(accountLinks('ORGANIZATION', false)).toEqual(
      expect.arrayContaining(['collaborators', 'companyDetails', 'userReport', 'creditLineUserReport']),
    );
    expect(accountLinks('ORGANIZATION', false)).not.toContain('agentUserReport');
  });

  it('shows the agent report while an agent acts', () => {
    expect(accountLinks('INDIVIDUAL', true)).toContain('agentUserReport');
  });

  it('never links the home itself or pages that need an order number', () => {
    const links: string[] = accountLinks('ORGANIZATION', true);
    for (const key of ['myAccount', 'orderDetails', 'myOrdersCancellation']) expect(links).not.toContain(key);
  });

  it('links CMR points only in the tenants with the programme (Chile, both variants, and Peru)', () => {
    for (const tenant of ['cl', 'cl-classic', 'pe'])
      expect(accountLinks('INDIVIDUAL', false, tenant)).toContain('myCMRPoints');
    for (const tenant of ['mx', 'co', 'br', 'ar', 'uy', 'home', 'pe-b2b', undefined])
      expect(accountLinks('INDIVIDUAL', false, tenant)).not.toContain('myCMRPoints');
  });
});
