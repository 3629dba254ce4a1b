import { describe, expect, it } from 'vitest';
import type { Role } from '../../rules/permissions';
import { ACCOUNT_NAV_GROUPS, accountLinkGroups, accountLinks, PAGE_GROUP } from './account-links';

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

const session = (accountType: 'INDIVIDUAL' | 'ORGANIZATION', role: Role, agentId: string | null = null) => ({
  user: {
    id: 'u1',
    email: 'a@example.com',
    firstName: 'Ana',
    lastName: 'Rojas',
    accountType,
    role,
    companyId: accountType === 'ORGANIZATION' ? 'c1' : null,
  },
  agentId,
});

describe('account navigation groups (issue 16)', () => {
  it('puts every linked page in one group', () => {
    const all = accountLinks('ORGANIZATION', true, 'cl');
    for (const key of all) expect(ACCOUNT_NAV_GROUPS).toContain(PAGE_GROUP[key]);
    expect(Object.keys(PAGE_GROUP).sort()).toEqual([...all].sort());
  });

  it('shows a personal shopper purchases, data, lists and quotations, and no company group', () => {
    const groups = accountLinkGroups(session('INDIVIDUAL', 'individual'));
    expect(groups.map((g) => g.group)).toEqual(['purchases', 'data', 'listsAndQuotes']);
    expect(groups[0]?.pages).toContain('myOrders');
  });

  it('shows a company owner the company group, and a quoter of the same company none of its admin pages', () => {
    const owner = accountLinkGroups(session('ORGANIZATION', 'owner'));
    expect(owner.find((g) => g.group === 'company')?.pages).toEqual(
      expect.arrayContaining(['collaborators', 'userReport', 'creditLineUserReport']),
    );
    const quoter = accountLinkGroups(session('ORGANIZATION', 'quoter'));
    expect(quoter.map((g) => g.group)).not.toContain('company');
  });

  it('leaves out pages that are not built', () => {
    const groups = accountLinkGroups(session('INDIVIDUAL', 'individual'), (key) => key !== 'myCMRPoints');
    expect(groups.flatMap((g) => g.pages)).not.toContain('myCMRPoints');
  });
});
