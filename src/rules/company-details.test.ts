// spec §5 company profile mandatory set and required selections, per country shape (src/rules/company-details.ts).
import { describe, expect, it } from 'vitest';
import {
  asksBusinessType,
  companyDetailsErrors,
  companyGeoLevels,
  typesMunicipal,
  validateColony,
  visibleCompanyDetailsFields,
  type CompanyDetailsShape,
  type CompanyDetailsValues,
} from './company-details';

const pe: CompanyDetailsShape = { country: 'PE', geoLevels: 3, asksBusinessType: false, activityFreeText: false };
const mx: CompanyDetailsShape = { country: 'MX', geoLevels: 2, asksBusinessType: true, activityFreeText: true };
const valid: CompanyDetailsValues = {
  position: 'Gerente',
  businessName: 'Constructora Andina S.A.C.',
  fantasyName: 'Andina',
  organizationType: 'national',
  originType: 'EMPRESA_NACIONAL',
  businessType: '',
  economicActivityCode: '4100',
  economicActivityText: '',
  state: '15',
  city: '1501',
  municipal: '150101',
  addressLine1: 'Avenida Demo',
  addressLine2: '123',
  addressLine3: '',
  postcode: '',
  companyPhone: '014567890',
};

describe('company details rule (spec §5)', () => {
  it('accepts a complete Peruvian company', () => {
    expect(companyDetailsErrors(pe, valid)).toEqual({});
  });

  it.each([
    ['position', '', 'position.required'],
    ['businessName', '  ', 'field.required'],
    ['addressLine1', '', 'address.required'],
    ['addressLine2', '', 'address.required'],
    ['companyPhone', '12', 'phone.invalidLength'],
    ['organizationType', 'galactic', 'selection.required'],
    ['originType', '', 'selection.required'],
    ['economicActivityCode', '', 'economicActivity.required'],
    ['state', '', 'address.selectState'],
    ['city', '', 'address.selectCity'],
    ['municipal', '', 'address.selectMunicipal'],
  ] as const)('%s = %j fails with %s', (field, value, key) => {
    expect(companyDetailsErrors(pe, { ...valid, [field]: value })).toEqual({ [field]: key });
  });

  it('Mexico: business type, activity text, fantasy name, postcode and the typed colony are asked', () => {
    expect(companyDetailsErrors(mx, { ...valid, municipal: '' })).toEqual({
      businessType: 'selection.required',
      economicActivityText: 'economicActivity.required',
      municipal: 'address.required',
      postcode: 'address.postcodeRequired',
      companyPhone: 'phone.invalidLength',
    });
    expect(companyDetailsErrors(mx, { ...valid, fantasyName: '' }).fantasyName).toBe('commercialName.required');
    expect(visibleCompanyDetailsFields(mx)).toContain('municipal');
    expect(visibleCompanyDetailsFields(mx)).toContain('economicActivityText');
    expect(visibleCompanyDetailsFields(pe)).toContain('economicActivityCode');
  });

  // issue 32 item 3: two levels (Mexico, Colombia, Brazil): the colony / barrio / bairro is typed text, 1-60 characters
  it.each([
    ['Centro', undefined],
    ['  Jardim   São Paulo ', undefined],
    ["Barrio 7 de Agosto - Sector O'Higgins", undefined],
    ['', 'address.required'],
    ['C'.repeat(61), 'address.tooLong'],
    ['Centro <script>', 'address.invalidCharacters'],
  ] as const)('a typed colony %j: %s', (municipal, key) => {
    expect(companyDetailsErrors(mx, { ...valid, municipal }).municipal).toBe(key);
  });
  it('a typed colony is kept trimmed with its spaces collapsed; 60 characters pass', () => {
    expect(validateColony('  Jardim   São Paulo ')).toEqual({ ok: true, value: 'Jardim São Paulo' });
    expect(validateColony('C'.repeat(60)).ok).toBe(true);
    expect(validateColony('', false)).toEqual({ ok: true, value: '' });
    expect([1, 2, 3].map(typesMunicipal)).toEqual([false, true, false]);
  });

  it('geography depth and business type by country', () => {
    expect(['CL', 'PE', 'MX', 'CO', 'UY'].map(companyGeoLevels)).toEqual([3, 3, 2, 2, 1]);
    expect(['CO', 'MX', 'PE'].map(asksBusinessType)).toEqual([true, true, false]);
  });
});
