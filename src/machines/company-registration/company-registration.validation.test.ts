// Issue 32 item 2, spec §5: the economic activity code is checked on the client with the shared rule the server uses
// (src/rules/economic-activity.ts): Peru 4 digits, Chile 6 digits (an imported SII list).
import { describe, expect, it } from 'vitest';
import { initialCompanyValues } from './company-registration.machine';
import { companySampleInput } from './company-registration.samples';
import { typesActivityCode, validateCompanyField, visibleCompanyFields } from './company-registration.validation';

describe('company registration: economic activity code (spec §5)', () => {
  const check = (country: 'PE' | 'CL', code: string) => {
    const config = { ...companySampleInput, country, tenant: country.toLowerCase() };
    const values = { ...initialCompanyValues(config), economicActivityCode: code };
    return validateCompanyField(
      'economicActivityCode',
      { config, activityFreeText: false, consentTemplates: [] },
      values,
    );
  };
  it.each([
    ['PE', '4752', null],
    ['PE', '47521', 'errors.invalidActivityCode'],
    ['PE', '', 'errors.required'],
    ['CL', '999901', null],
    ['CL', '4752', 'errors.invalidActivityCode'],
  ] as const)('%s %s -> %s', (country, code, expected) => {
    expect(check(country, code)).toBe(expected);
  });
});

describe('company registration: Chile without an imported list types its SII code (issue 32 item 2)', () => {
  const config = { ...companySampleInput, country: 'CL' as const, tenant: 'cl' };
  const ctx = { config, activityFreeText: true, consentTemplates: [] };
  const values = (code: string) => ({ ...initialCompanyValues(config), economicActivityCode: code });

  it('asks the code beside the text, optional, 6 digits', () => {
    expect(typesActivityCode(ctx)).toBe(true);
    expect(visibleCompanyFields(ctx)).toEqual(expect.arrayContaining(['economicActivityCode', 'economicActivityText']));
    expect(validateCompanyField('economicActivityCode', ctx, values(''))).toBeNull();
    expect(validateCompanyField('economicActivityCode', ctx, values('12345'))).toBe('errors.invalidActivityCode');
    expect(validateCompanyField('economicActivityCode', ctx, values('999901'))).toBeNull();
  });

  it('Mexico without a list asks the text only (the spec gives SCIAN no length)', () => {
    const mx = {
      config: { ...config, country: 'MX' as const, tenant: 'mx' },
      activityFreeText: true,
      consentTemplates: [],
    };
    expect(typesActivityCode(mx)).toBe(false);
    expect(visibleCompanyFields(mx)).not.toContain('economicActivityCode');
    expect(visibleCompanyFields(mx)).toContain('economicActivityText');
  });
});
