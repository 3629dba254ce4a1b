// spec §3 (Person), §5 (Names and misc).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is } from 'superstruct';
import {
  emailStruct,
  genderStruct,
  parseDate,
  validateAcceptance,
  validateBirthDate,
  validateCommercialName,
  validateEmail,
  validateFirstName,
  validateGender,
  validateLastName,
  validateMiddleName,
  validatePosition,
  validateSelection,
} from './person';

const keyOf = (r: { ok: boolean; error?: string }) => (r.ok ? 'ok' : r.error);

describe('names (spec §5: required, letters only, first 1-30, last 1-254)', () => {
  it.each(['María', 'José Luis', "D'Angelo", 'Pérez-Cotapos', 'Ñuñoa', 'Zoë', 'João', 'A', '  Ana  ', 'Ana   María'])(
    'first name %j',
    (v) => {
      expect(keyOf(validateFirstName(v))).toBe('ok');
    },
  );
  it('collapses inner spaces', () => {
    expect(validateFirstName('  Ana   María ')).toEqual({ ok: true, value: 'Ana María' });
  });
  it.each([
    ['', 'name.required'],
    ['   ', 'name.required'],
    [undefined, 'name.required'],
    ['Ana1', 'name.lettersOnly'],
    ['Ana!', 'name.lettersOnly'],
    ['-Ana', 'name.lettersOnly'],
    ["Ana''", 'name.lettersOnly'],
    ['a'.repeat(31), 'name.tooLong'],
  ])('first name %j -> %s', (v, key) => {
    expect(keyOf(validateFirstName(v))).toBe(key);
  });
  it('last name allows 254 letters, not 255', () => {
    expect(keyOf(validateLastName('a'.repeat(254)))).toBe('ok');
    expect(keyOf(validateLastName('a'.repeat(255)))).toBe('name.tooLong');
    expect(keyOf(validateLastName(''))).toBe('name.required');
  });
  it('middle name is optional', () => {
    expect(validateMiddleName('')).toEqual({ ok: true, value: '' });
    expect(keyOf(validateMiddleName('J.'))).toBe('name.lettersOnly');
  });
});

describe('email (spec §5)', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    [' Ana.Perez@Example.CL ', 'ana.perez@example.cl'],
    ['a+tag@sub.domain.com.br', 'a+tag@sub.domain.com.br'],
    ["o'neill@example.org", "o'neill@example.org"],
    ['x_y-z@ex-ample.co', 'x_y-z@ex-ample.co'],
  ])('%j is valid', (v, normalized) => {
    expect(validateEmail(v)).toEqual({ ok: true, value: normalized });
  });
  it.each([
    ['', 'email.required'],
    ['ana', 'email.invalid'],
    ['ana@', 'email.invalid'],
    ['@example.com', 'email.invalid'],
    ['ana@example', 'email.invalid'],
    ['ana@@example.com', 'email.invalid'],
    ['ana@exa mple.com', 'email.invalid'],
    ['.ana@example.com', 'email.invalid'],
    ['ana..b@example.com', 'email.invalid'],
    ['ana@example.c', 'email.invalid'],
    [`${'a'.repeat(65)}@example.com`, 'email.invalid'],
    ['ana@-example.com', 'email.invalid'],
  ])('%j -> %s', (v, key) => {
    expect(keyOf(validateEmail(v))).toBe(key);
  });
  it('emailStruct', () => {
    expect(is('ana@example.com', emailStruct)).toBe(true);
    expect(is('ana', emailStruct)).toBe(false);
  });
});

describe('birth date (spec §5: required)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['1990-05-17', '1990-05-17'],
    ['17/05/1990', '1990-05-17'],
    ['29-02-2000', '2000-02-29'],
    ['2026-11-21', '2026-11-21'],
  ])('%s -> %s', (v, iso) => {
    expect(validateBirthDate(v, now)).toEqual({ ok: true, value: iso });
  });
  it.each([
    ['', {}, 'birthDate.required'],
    ['1990-13-01', {}, 'birthDate.invalid'],
    ['29/02/2001', {}, 'birthDate.invalid'],
    ['1990/05/17', {}, 'birthDate.invalid'],
    ['2026-11-22', {}, 'birthDate.inFuture'],
    ['2010-11-22', { minAge: 18 }, 'birthDate.tooYoung'],
    ['1900-01-01', {}, 'birthDate.tooOld'],
  ])('%s %j -> %s', (v, options, key) => {
    expect(keyOf(validateBirthDate(v, now, options))).toBe(key);
  });
  it('age boundary: 18 on the birthday itself', () => {
    expect(keyOf(validateBirthDate('2008-11-21', now, { minAge: 18 }))).toBe('ok');
    expect(keyOf(validateBirthDate('2008-11-22', now, { minAge: 18 }))).toBe('birthDate.tooYoung');
  });
  it('parseDate rejects impossible dates', () => {
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('gender (spec §3)', () => {
  it('registration accepts only MALE and FEMALE; the profile also UNSET', () => {
    expect(validateGender('male', { registration: true })).toEqual({ ok: true, value: 'MALE' });
    expect(keyOf(validateGender('UNSET', { registration: true }))).toBe('gender.required');
    expect(validateGender('UNSET')).toEqual({ ok: true, value: 'UNSET' });
    expect(keyOf(validateGender('OTHER'))).toBe('gender.invalid');
    expect(keyOf(validateGender(''))).toBe('gender.required');
    expect(is('FEMALE', genderStruct({ registration: true }))).toBe(true);
  });
});

describe('position, acceptance, selections, commercial name (spec §5)', () => {
  it('position: required, letters only', () => {
    expect(validatePosition(' Jefe de compras ')).toEqual({ ok: true, value: 'Jefe de compras' });
    expect(keyOf(validatePosition(''))).toBe('position.required');
    expect(keyOf(validatePosition('Gerente 2'))).toBe('position.lettersOnly');
    expect(keyOf(validatePosition('a'.repeat(51)))).toBe('position.tooLong');
  });
  it('acceptance of terms: only true', () => {
    expect(validateAcceptance(true).ok).toBe(true);
    expect(keyOf(validateAcceptance(false))).toBe('terms.required');
    expect(keyOf(validateAcceptance('true'))).toBe('terms.required');
  });
  it('a required selection', () => {
    expect(validateSelection('M').ok).toBe(true);
    expect(keyOf(validateSelection(''))).toBe('selection.required');
  });
  it('commercial name is required in Mexico only', () => {
    expect(keyOf(validateCommercialName('MX', ''))).toBe('commercialName.required');
    expect(validateCommercialName('CL', '')).toEqual({ ok: true, value: '' });
    expect(validateCommercialName('MX', ' Ferretería  Sol ')).toEqual({ ok: true, value: 'Ferretería Sol' });
  });
});

describe('properties', () => {
  it('no person rule throws on arbitrary input', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    fc.assert(
      fc.property(fc.anything(), (v) => {
        for (const rule of [
          validateFirstName,
          validateLastName,
          validateMiddleName,
          validateEmail,
          validatePosition,
          validateSelection,
        ]) {
          expect(() => rule(v)).not.toThrow();
        }
        expect(() => validateBirthDate(v, now)).not.toThrow();
        expect(() => validateGender(v, { registration: true })).not.toThrow();
      }),
    );
  });
  it('every generated email address is accepted and lower-cased', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (email) => {
        fc.pre(
          !email.split('@')[0]!.includes('..') && /\.[A-Za-z]{2,}$/.test(email) && email.split('@')[0]!.length <= 64,
        );
        const r = validateEmail(email);
        expect(r).toEqual({ ok: true, value: email.toLowerCase() });
      }),
    );
  });
});
