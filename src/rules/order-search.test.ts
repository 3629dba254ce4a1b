// spec §5: order search is digits only.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateOrderNumber } from './order-search';

describe('validateOrderNumber (spec §5)', () => {
  it.each([
    ['123456789', '123456789'],
    [' 2026 1121 ', '20261121'],
    [12345, '12345'],
    ['0', '0'],
  ])('%j -> %s', (value, normalized) => {
    expect(validateOrderNumber(value)).toEqual({ ok: true, value: normalized });
  });
  it.each([
    ['', 'orderSearch.required'],
    [undefined, 'orderSearch.required'],
    ['12a45', 'orderSearch.digitsOnly'],
    ['#12345', 'orderSearch.digitsOnly'],
    ['-1', 'orderSearch.digitsOnly'],
    ['1'.repeat(21), 'orderSearch.tooLong'],
  ])('%j -> %s', (value, error) => {
    expect(validateOrderNumber(value)).toEqual({ ok: false, error });
  });
  it('digits strings up to 20 always pass', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 20 }),
        (digits) => {
          expect(validateOrderNumber(digits)).toEqual({ ok: true, value: digits });
        },
      ),
    );
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => validateOrderNumber(v)).not.toThrow();
      }),
    );
  });
});
