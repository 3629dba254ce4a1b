// spec §3 (Address variants), §5 (Address).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is } from 'superstruct';
import { addressStruct, formatPostcode, validateAddress, validatePostcode, type AddressInput } from './address';

const base: AddressInput = {
  addressName: 'Casa',
  addressLine1: 'Av. Libertador Bernardo O’Higgins',
  addressLine2: '1234',
  addressLine3: 'Dpto 5',
  postcode: '8320000',
  state: '13',
  city: '131',
  municipal: '13101',
};
const errorsOf = (country: string, address: AddressInput, options?: Parameters<typeof validateAddress>[2]) => {
  const r = validateAddress(country, address, options);
  return r.ok ? {} : r.errors;
};

describe('validateAddress (spec §5)', () => {
  it('accepts a complete Chilean address and trims it', () => {
    const r = validateAddress('CL', { ...base, addressName: '  Mi   casa ', addressLine3: '' });
    expect(r).toEqual({
      ok: true,
      value: { ...base, addressName: 'Mi casa', addressLine3: '', addressReference: '' },
    });
  });

  it.each<[Partial<AddressInput>, Record<string, string>]>([
    [{ addressName: '' }, { addressName: 'address.required' }],
    [{ addressName: 'x'.repeat(31) }, { addressName: 'address.tooLong' }],
    [{ addressName: 'Casa!' }, { addressName: 'address.invalidCharacters' }],
    [{ addressLine1: '' }, { addressLine1: 'address.required' }],
    [{ addressLine1: 'Calle Falsa $' }, { addressLine1: 'address.invalidCharacters' }],
    [{ addressLine1: 'a'.repeat(51) }, { addressLine1: 'address.tooLong' }],
    [{ addressLine2: '' }, { addressLine2: 'address.required' }],
    [{ addressLine2: '1234567' }, { addressLine2: 'address.tooLong' }],
    [{ addressLine2: '12-B' }, { addressLine2: 'address.invalidCharacters' }],
    [{ addressLine3: 'Depto 12' }, { addressLine3: 'address.tooLong' }],
    [{ addressLine3: '#5' }, { addressLine3: 'address.invalidCharacters' }],
    [{ postcode: '83200A0' }, { postcode: 'address.postcodeInvalid' }],
    [
      { state: '', city: '', municipal: '' },
      { state: 'address.selectState', city: 'address.selectCity', municipal: 'address.selectMunicipal' },
    ],
  ])('%j -> %j', (change, errors) => {
    expect(errorsOf('CL', { ...base, ...change })).toEqual(errors);
  });

  it.each(['Calle 10 # 5-20', 'Av. 9 de Julio', 'Pasaje N° 12', 'Rua São João', 'Jr. de la Unión', 'A'])(
    'street %j is accepted',
    (line1) => {
      expect(errorsOf('CO', { ...base, addressLine1: line1, postcode: '' })).toEqual({});
    },
  );

  it('one locale requires 3 characters in addressLine1 and digits only in addressLine2', () => {
    expect(errorsOf('CL', { ...base, addressLine1: 'Av' }, { addressLine1Min: 3 })).toEqual({
      addressLine1: 'address.tooShort',
    });
    expect(errorsOf('CL', { ...base, addressLine2: '12B' }, { addressLine2DigitsOnly: true })).toEqual({
      addressLine2: 'address.digitsOnly',
    });
    expect(errorsOf('CL', { ...base, addressLine2: '12B' })).toEqual({});
  });

  it('Mexico: exterior number, postcode, state, municipality and colony are required', () => {
    expect(errorsOf('MX', { addressName: 'Casa', addressLine1: 'Insurgentes Sur' })).toEqual({
      addressLine2: 'address.exteriorNumberRequired',
      postcode: 'address.postcodeRequired',
      state: 'address.selectState',
      city: 'address.selectMunicipality',
      municipal: 'address.selectColony',
    });
    expect(errorsOf('MX', { ...base, postcode: '03100' })).toEqual({});
    expect(errorsOf('MX', { ...base, postcode: '0310' })).toEqual({ postcode: 'address.postcodeInvalid' });
  });

  it('Colombia: the department is the state select', () => {
    expect(errorsOf('CO', { ...base, state: '', postcode: '' })).toEqual({ state: 'address.selectDepartment' });
  });

  it('Brazil: postcode 00000-000 is required', () => {
    const r = validateAddress('BR', { ...base, postcode: '01310100' });
    expect(r.ok && r.value.postcode).toBe('01310-100');
    expect(errorsOf('BR', { ...base, postcode: '' })).toEqual({ postcode: 'address.postcodeRequired' });
    expect(errorsOf('BR', { ...base, postcode: '01310-10' })).toEqual({ postcode: 'address.postcodeInvalid' });
    expect(errorsOf('BR', { ...base, postcode: '0131-0100' })).toEqual({ postcode: 'address.postcodeInvalid' });
  });

  it('selections can be left to the postcode lookup', () => {
    expect(errorsOf('CL', { ...base, state: '', city: '', municipal: '' }, { requireSelections: false })).toEqual({});
  });

  it('addressStruct', () => {
    expect(is(base, addressStruct('CL'))).toBe(true);
    expect(is({ ...base, addressName: '' }, addressStruct('CL'))).toBe(false);
  });
});

describe('postcodes (spec §5)', () => {
  it.each([
    ['BR', '01310-100', '01310-100'],
    ['BR', '01310100', '01310-100'],
    ['MX', '03100', '03100'],
    ['CL', '8320000', '8320000'],
    ['BR', '1310-100', null],
    ['MX', '031000', null],
    ['CL', '83-20000', null],
  ])('%s %s -> %s', (country, value, formatted) => {
    expect(formatPostcode(country, value)).toBe(formatted);
  });
  it('Brazil: format then validate round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const digits = String(n).padStart(8, '0');
        const formatted = formatPostcode('BR', digits);
        expect(formatted).toMatch(/^\d{5}-\d{3}$/);
        expect(validatePostcode('BR', formatted)).toEqual({ ok: true, value: formatted });
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CL', 'MX', 'CO', 'BR', ''),
        fc.anything(),
        fc.dictionary(fc.string(), fc.anything()),
        (c, v, obj) => {
          expect(() => formatPostcode(c, v)).not.toThrow();
          expect(() => validateAddress(c, obj)).not.toThrow();
          expect(() => validateAddress(c, v as AddressInput)).not.toThrow();
        },
      ),
    );
  });
});
