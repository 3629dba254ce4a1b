// spec §5 personal profile: the one rule list the form and the server run (src/rules/profile.ts).
import { describe, expect, it } from 'vitest';
import { checkProfile, type ProfileRules } from './profile';

const now = new Date('2026-11-27T12:00:00Z');
const chile: ProfileRules = { country: 'CL', usesMotherLastName: true, directDialing: false, asksPosition: false, now };
const valid = {
  firstName: 'Ana',
  lastName: 'Rojas',
  motherLastName: 'Soto',
  dateOfBirth: '1990-05-04',
  gender: 'FEMALE',
  primaryPhone: '912345678',
  documentType: 'RUT',
  document: '11.111.111-1',
};

describe('checkProfile (spec §5)', () => {
  it('accepts a complete Chilean profile and gives the normalised phone', () => {
    const result = checkProfile(valid, chile);
    expect(result.errors).toEqual({});
    expect(result.phone.ok).toBe(true);
  });

  it("names each missing mandatory field, and checks the mother's last name only where the tenant asks it", () => {
    const empty = { ...valid, firstName: '', lastName: '', primaryPhone: '', document: '' };
    expect(Object.keys(checkProfile(empty, chile).errors).sort()).toEqual(
      ['document', 'firstName', 'lastName', 'primaryPhone'].sort(),
    );
    const digits = { ...valid, motherLastName: '1234' };
    expect(checkProfile(digits, chile).errors).toHaveProperty('motherLastName');
    expect(checkProfile(digits, { ...chile, usesMotherLastName: false }).errors).not.toHaveProperty('motherLastName');
  });

  it('asks the position of a company account only, and the area code only where it is a field of its own', () => {
    expect(checkProfile(valid, { ...chile, asksPosition: true }).errors).toHaveProperty('position');
    expect(checkProfile(valid, chile).errors).not.toHaveProperty('position');
    expect(checkProfile(valid, { ...chile, country: 'BR', directDialing: true }).errors).toHaveProperty(
      'directDialing',
    );
  });
});
