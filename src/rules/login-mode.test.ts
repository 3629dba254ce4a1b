import { describe, expect, it } from 'vitest';
import { initialLoginMode } from './login-mode';

describe('initialLoginMode (issue 14: the business flag)', () => {
  it('opens on the company login on a business tenant, on the personal one elsewhere; the query wins', () => {
    expect(initialLoginMode({ b2b: true }, null)).toBe('company');
    expect(initialLoginMode({ b2b: true }, 'personal')).toBe('personal');
    expect(initialLoginMode({ b2b: false }, null)).toBe('personal');
    expect(initialLoginMode({ b2b: false }, 'company')).toBe('company');
    expect(initialLoginMode({ b2b: false }, 'other')).toBe('personal');
  });
});
