// spec §5: mandatory field sets.
import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  AddressRequired,
  CardRequired,
  CompanyProfileRequired,
  CompanyRegistrationRequired,
  FIELD_SETS,
  PersonalProfileRequired,
  RegistrationRequired,
  RequiredSelections,
  fieldSetStruct,
  missingFields,
} from './field-sets';

const filled = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, 'x']));

describe('mandatory field sets (spec §5)', () => {
  it.each(Object.keys(FIELD_SETS) as (keyof typeof FIELD_SETS)[])(
    '%s: complete passes, each field missing is reported',
    (name) => {
      const fields = FIELD_SETS[name];
      expect(is(filled(fields), fieldSetStruct(name))).toBe(true);
      expect(missingFields(name, filled(fields))).toEqual([]);
      for (const field of fields) {
        const values = { ...filled(fields), [field]: '  ' };
        expect(is(values, fieldSetStruct(name))).toBe(false);
        expect(missingFields(name, values)).toEqual([field]);
      }
    },
  );

  it('lists the fields of the spec', () => {
    expect(FIELD_SETS.personalProfile).toEqual(['firstName', 'lastName', 'primaryPhone', 'document']);
    expect(FIELD_SETS.companyProfile).toEqual([
      'position',
      'businessName',
      'addressLine1',
      'addressLine2',
      'orgPhone',
      'orgType',
      'companyDocument',
    ]);
    expect(FIELD_SETS.registration).toEqual(['email', 'password', 'firstName', 'lastName', 'phoneNumber', 'document']);
    expect(FIELD_SETS.companyRegistration).toEqual([
      'companyDocument',
      'businessName',
      'organizationType',
      'state',
      'city',
      'municipal',
      'fantasyName',
      'companyPhone',
    ]);
    expect(FIELD_SETS.requiredSelections).toEqual(['region', 'province', 'commune', 'taxpayerType', 'industry']);
  });

  it('reports every missing field in order, and accepts extra fields', () => {
    expect(missingFields('registration', { email: 'a@b.cl', extra: 1 })).toEqual([
      'password',
      'firstName',
      'lastName',
      'phoneNumber',
      'document',
    ]);
    expect(missingFields('personalProfile', null)).toEqual(['firstName', 'lastName', 'primaryPhone', 'document']);
    expect(is({ ...filled(FIELD_SETS.registration), offerSms: false }, RegistrationRequired)).toBe(true);
  });

  it('a phone object and a number count as present; false and empty objects do not', () => {
    expect(
      is(
        { firstName: 'A', lastName: 'B', primaryPhone: { countryCode: '+56', number: '912345678' }, document: '1-9' },
        PersonalProfileRequired,
      ),
    ).toBe(true);
    expect(missingFields('personalProfile', { firstName: 'A', lastName: 'B', primaryPhone: {}, document: 0 })).toEqual([
      'primaryPhone',
    ]);
    expect(is({ ...filled(FIELD_SETS.collaborator), maximumPurchaseAmount: 0 }, fieldSetStruct('collaborator'))).toBe(
      true,
    );
    expect(is({ ...filled(FIELD_SETS.requiredSelections), industry: false }, RequiredSelections)).toBe(false);
  });

  it('exports one struct per set', () => {
    expect(is({}, AddressRequired)).toBe(false);
    expect(is({}, CardRequired)).toBe(false);
    expect(is({}, CompanyProfileRequired)).toBe(false);
    expect(is({}, CompanyRegistrationRequired)).toBe(false);
  });
});
