import { describe, expect, it } from 'vitest';
import { canPurchaseAs } from './purchase-access';

const user = (role?: string) => ({ email: 'a@b.test', firstName: 'A', accountType: 'ORGANIZATION', role });

describe('canPurchaseAs (spec §6, issue 30)', () => {
  it.each([
    ['quoter', false],
    ['buyer', true],
    ['owner', true],
    ['superUser', true],
    ['individual', true],
  ])('%s may purchase: %s', (role, expected) => {
    expect(canPurchaseAs(user(role))).toBe(expected);
  });

  it('shows the buying variant without a signed-in user or role', () => {
    expect(canPurchaseAs(null)).toBe(true);
    expect(canPurchaseAs(user())).toBe(true);
  });
});
