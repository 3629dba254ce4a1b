// spec §6: the role table, the buyer limit and the pages each role may use.
import { describe, expect, it } from 'vitest';
import {
  can,
  canSeePage,
  hasPurchaseLimit,
  pageRefusal,
  purchaseDecision,
  roleOf,
  ROLES,
  type Permission,
  type Role,
} from './permissions';

describe('can (spec §6)', () => {
  const table: [Role, Permission, boolean][] = [
    ['owner', 'collaborators.manage', true],
    ['superUser', 'collaborators.manage', true],
    ['buyer', 'collaborators.manage', false],
    ['quoter', 'collaborators.manage', false],
    ['individual', 'collaborators.manage', false],
    ['owner', 'company.edit', true],
    ['superUser', 'company.edit', true],
    ['buyer', 'company.edit', false],
    ['buyer', 'purchase', true],
    ['buyer', 'quote', true],
    ['quoter', 'quote', true],
    ['quoter', 'purchase', false],
    ['individual', 'purchase', true],
    ['individual', 'reports.view', false],
    ['owner', 'reports.creditLine', true],
    ['quoter', 'reports.view', false],
    // spec §6: the credit-line user sees the credit-line user report, nothing else of the company (issue 34 item 7)
    ['creditLineUser', 'reports.creditLine', true],
    ['creditLineUser', 'reports.view', false],
    ['creditLineUser', 'purchase', false],
    ['creditLineUser', 'collaborators.manage', false],
  ];
  it.each(table)('%s %s -> %s', (role, permission, expected) => {
    expect(can({ role }, permission)).toBe(expected);
  });
  it('agent report only while an agent acts', () => {
    for (const role of ROLES) {
      expect(can({ role }, 'agent.report')).toBe(false);
      expect(can({ role, agentId: 'a1' }, 'agent.report')).toBe(true);
    }
  });
  it('nobody without a subject', () => {
    expect(can(null, 'quote')).toBe(false);
  });
});

describe('purchaseDecision (spec §6 buyer limit)', () => {
  it('allows a buyer up to the limit, inclusive, and refuses above', () => {
    expect(purchaseDecision({ role: 'buyer', maximumPurchaseAmount: 100 }, 99.99)).toEqual({ ok: true });
    expect(purchaseDecision({ role: 'buyer', maximumPurchaseAmount: 100 }, 100)).toEqual({ ok: true });
    expect(purchaseDecision({ role: 'buyer', maximumPurchaseAmount: 100 }, 100.01)).toEqual({
      ok: false,
      reason: 'limitExceeded',
      limit: 100,
    });
    expect(purchaseDecision({ role: 'buyer', maximumPurchaseAmount: null }, 1)).toEqual({
      ok: false,
      reason: 'limitExceeded',
      limit: 0,
    });
  });
  it('refuses a quoter and lets owners, super users and persons buy any amount', () => {
    expect(purchaseDecision({ role: 'quoter', maximumPurchaseAmount: 1e9 }, 1)).toEqual({
      ok: false,
      reason: 'forbidden',
      limit: null,
    });
    for (const role of ['owner', 'superUser', 'individual'] as const)
      expect(purchaseDecision({ role, maximumPurchaseAmount: null }, 1e9).ok).toBe(true);
  });
});

describe('canSeePage', () => {
  it('company pages for administrators only; other pages for everyone', () => {
    expect(canSeePage({ role: 'owner' }, 'collaborators')).toBe(true);
    expect(canSeePage({ role: 'buyer' }, 'collaborators')).toBe(false);
    expect(canSeePage({ role: 'individual' }, 'userReport')).toBe(false);
    expect(canSeePage({ role: 'quoter' }, 'myOrders')).toBe(true);
    expect(canSeePage({ role: 'individual', agentId: 'a' }, 'agentUserReport')).toBe(true);
    expect(canSeePage({ role: 'individual' }, 'agentUserReport')).toBe(false);
  });
});

describe('roleOf', () => {
  it('reads the collaborator type, else the account type', () => {
    expect(roleOf({ accountType: 'ORGANIZATION', userType: 'buyer' })).toBe('buyer');
    expect(roleOf({ accountType: 'ORGANIZATION', userType: null })).toBe('owner');
    expect(roleOf({ accountType: 'INDIVIDUAL' })).toBe('individual');
  });
});

describe('pageRefusal (issue 30: a personal account is not sent to a company administrator)', () => {
  it.each([
    ['individual', 'collaborators', 'companyOnly'],
    ['individual', 'companyDetails', 'companyOnly'],
    ['individual', 'userReport', 'companyOnly'],
    ['individual', 'creditLineUserReport', 'companyOnly'],
    ['individual', 'agentUserReport', 'role'],
    ['buyer', 'collaborators', 'role'],
    ['quoter', 'userReport', 'role'],
    ['owner', 'collaborators', null],
    ['individual', 'myOrders', null],
  ] as const)('%s opening %s: %s', (role, pageKey, refusal) => {
    expect(pageRefusal({ role }, pageKey)).toBe(refusal);
  });
});

describe('hasPurchaseLimit (issue 30: only a buyer is shown a maximum purchase amount)', () => {
  it.each(ROLES.map((role) => [role, role === 'buyer'] as const))('%s: %s', (role, expected) => {
    expect(hasPurchaseLimit({ role })).toBe(expected);
  });
  it('is false signed out', () => expect(hasPurchaseLimit(null)).toBe(false));
});
