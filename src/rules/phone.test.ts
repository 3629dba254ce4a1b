// spec §5 (Phones), §9 (direct dialing in Brazil).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is } from 'superstruct';
import { phoneStruct, toE164, validateDirectDialing, validatePhone, type PhoneErrorKey, type PhoneKind } from './phone';

const errorOf = (country: string, kind: PhoneKind, value: unknown) => {
  const r = validatePhone(country, kind, value);
  return r.ok ? 'ok' : r.error;
};

describe('validatePhone (spec §5)', () => {
  it.each<[string, PhoneKind, string, string, string | null]>([
    ['CL', 'primary', '912345678', '912345678', '+56912345678'],
    ['CL', 'primary', '9 1234 5678', '912345678', '+56912345678'],
    ['CL', 'primary', '+56 9 1234 5678', '912345678', '+56912345678'],
    ['PE', 'primary', '987654321', '987654321', '+51987654321'],
    ['CO', 'primary', '6012345', '6012345', '+576012345'],
    ['CO', 'primary', '3001234567', '3001234567', '+573001234567'],
    ['MX', 'primary', '(55) 1234-5678', '5512345678', '+525512345678'],
    ['BR', 'primary', '912345678', '912345678', null],
    ['BR', 'primary', '12345678', '12345678', null],
    ['BR', 'primary', '(11) 91234-5678', '11912345678', '+5511912345678'],
    ['AR', 'primary', '1123456789', '1123456789', '+541123456789'],
    ['CL', 'alternate', '223456', '223456', '+56223456'],
    ['PE', 'alternate', '123456789', '123456789', '+51123456789'],
    ['CL', 'company', '223456789', '223456789', '+56223456789'],
    ['MX', 'company', '8112345678', '8112345678', '+528112345678'],
    ['CO', 'collaborator', '312345678', '312345678', '+57312345678'],
    ['CL', 'card', '9123456', '9123456', '+569123456'],
    ['CL', 'card', '9123456789', '9123456789', '+569123456789'],
    ['UY', 'generic', '24001234', '24001234', '+59824001234'],
  ])('%s %s %s', (country, kind, input, normalized, e164) => {
    const r = validatePhone(country, kind, input);
    expect(r).toEqual({ ok: true, normalized, e164 });
  });

  it.each<[string, PhoneKind, unknown, PhoneErrorKey]>([
    ['CL', 'primary', '', 'phone.required'],
    ['CL', 'primary', null, 'phone.required'],
    ['CL', 'primary', '91234567', 'phone.invalidLength'],
    ['CL', 'primary', '9123456789', 'phone.invalidLength'],
    ['CL', 'primary', '91234567a', 'phone.invalidCharacters'],
    ['CL', 'primary', '+51912345678', 'phone.invalidCharacters'], // another country's code
    ['PE', 'primary', '98765432', 'phone.invalidLength'],
    ['CO', 'primary', '601234', 'phone.invalidLength'],
    ['CO', 'primary', '30012345678', 'phone.invalidLength'],
    ['MX', 'primary', '551234567', 'phone.invalidLength'],
    ['BR', 'primary', '1234567', 'phone.invalidLength'],
    ['BR', 'primary', '(10) 91234-5678', 'phone.invalidAreaCode'],
    ['CL', 'alternate', '12345', 'phone.invalidLength'],
    ['CL', 'alternate', '1234567890', 'phone.invalidLength'],
    ['CL', 'company', '22345678', 'phone.invalidLength'],
    ['MX', 'company', '223456789', 'phone.invalidLength'],
    ['CL', 'collaborator', '1234567890', 'phone.invalidLength'],
    ['CL', 'card', '123456', 'phone.invalidLength'],
    ['CL', 'card', '12345678901', 'phone.invalidLength'],
    ['CL', 'primary', '9#1234567', 'phone.invalidCharacters'],
    ['CL', 'generic', '123456', 'phone.invalidLength'],
  ])('%s %s %j -> %s', (country, kind, input, error) => {
    expect(errorOf(country, kind, input)).toBe(error);
  });

  it('Brazil builds the E.164 form from the direct-dialing field', () => {
    expect(toE164('BR', 'primary', '912345678', { areaCode: '21' })).toBe('+5521912345678');
    expect(toE164('BR', 'primary', '912345678', { areaCode: '20' })).toBeNull();
  });

  it('direct dialing (Brazil area code)', () => {
    expect(validateDirectDialing('11')).toEqual({ ok: true, normalized: '11' });
    expect(validateDirectDialing('(61)')).toEqual({ ok: true, normalized: '61' });
    expect(validateDirectDialing('')).toEqual({ ok: false, error: 'phone.required' });
    expect(validateDirectDialing('1a')).toEqual({ ok: false, error: 'phone.invalidCharacters' });
    expect(validateDirectDialing('10')).toEqual({ ok: false, error: 'phone.invalidAreaCode' });
    expect(validateDirectDialing('123')).toEqual({ ok: false, error: 'phone.invalidAreaCode' });
  });

  it('phoneStruct', () => {
    expect(is('912345678', phoneStruct('CL', 'primary'))).toBe(true);
    expect(is('9123', phoneStruct('CL', 'primary'))).toBe(false);
  });

  it('never throws; a valid phone always has only digits', () => {
    const kinds: PhoneKind[] = ['primary', 'alternate', 'company', 'collaborator', 'card', 'generic'];
    fc.assert(
      fc.property(
        fc.constantFrom('CL', 'PE', 'CO', 'MX', 'BR', 'AR', 'UY', 'ZZ', ''),
        fc.constantFrom(...kinds),
        fc.anything(),
        (c, k, v) => {
          const r = validatePhone(c, k, v);
          if (r.ok) expect(r.normalized).toMatch(/^\d+$/);
        },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom('CL', 'MX', 'BR'), fc.constantFrom(...kinds), fc.string(), (c, k, v) => {
        expect(() => validatePhone(c, k, v)).not.toThrow();
      }),
    );
  });
});
