// spec §5: economic activity code, 6 digits (Chile) or 4 digits (Peru); required in Mexico.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateEconomicActivityCode } from './economic-activity';

describe('validateEconomicActivityCode (spec §5)', () => {
  it.each([
    ['CL', '475201', true],
    ['CL', '47520', false],
    ['CL', '4752011', false],
    ['CL', '47520A', false],
    ['CL', '', false],
    ['PE', '4752', true],
    ['PE', '47520', false],
    ['PE', '', false],
    ['MX', '', false],
    ['MX', '434311', true],
    ['CO', '', true],
    ['CO', '4752', true],
    ['BR', '4744-0/99', false],
  ])('%s %j -> %s', (country, code, ok) => {
    expect(validateEconomicActivityCode(country, code).ok).toBe(ok);
  });
  it('message keys', () => {
    expect(validateEconomicActivityCode('CL', '')).toEqual({ ok: false, error: 'economicActivity.required' });
    expect(validateEconomicActivityCode('PE', '123')).toEqual({ ok: false, error: 'economicActivity.invalid' });
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom('CL', 'PE', 'MX', 'CO', ''), fc.anything(), (c, v) => {
        expect(() => validateEconomicActivityCode(c, v)).not.toThrow();
      }),
    );
  });
});
