// Valid registration bodies per tenant (documents checked by src/rules: modulo-11 RUT, CPF, RUC, RFC check digits).
import type { PersonalRegistrationRequest } from '../../../src/contracts/registration.contract';
import type { CompanyRegistrationRequest } from '../../../src/contracts/company.contract';

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${++counter}.${Date.now().toString(36)}@example.test`;

export function chileanPerson(overrides: Partial<PersonalRegistrationRequest> = {}): PersonalRegistrationRequest {
  return {
    tenant: 'cl',
    email: uniqueEmail('Ana.Rojas'),
    password: 'Cuenta2026x',
    firstName: 'Ana',
    lastName: 'Rojas',
    dateOfBirth: '1990-05-17',
    gender: 'FEMALE',
    phoneNumber: '912345678',
    document: '12.345.678-5',
    documentType: 'RUT',
    offerSms: false,
    addCMR: true,
    acceptTermsAndConditions: true,
    personalDataTreatmentPolicy: true,
    ...overrides,
  };
}

export function brazilianPerson(overrides: Partial<PersonalRegistrationRequest> = {}): PersonalRegistrationRequest {
  return {
    ...chileanPerson(),
    tenant: 'br',
    email: uniqueEmail('joao'),
    password: 'Cuenta2026x!',
    firstName: 'João',
    lastName: 'Silva',
    directDialing: '11',
    phoneNumber: '987654321',
    document: '529.982.247-25',
    documentType: 'CPF',
    gender: 'MALE',
    ...overrides,
  };
}

export function peruvianCompany(overrides: Partial<CompanyRegistrationRequest> = {}): CompanyRegistrationRequest {
  return {
    tenant: 'pe',
    email: uniqueEmail('compras'),
    password: 'Cuenta2026x!',
    firstName: 'Luis',
    lastName: 'Quispe',
    position: 'Gerente',
    phoneNumber: '987654321',
    companyDocument: '20100047218',
    companyDocumentType: 'RUC',
    businessName: 'Ferretería Andina S.A.C.',
    fantasyName: 'Ferre Andina',
    organizationType: 'national',
    originType: 'EMPRESA_NACIONAL',
    taxpayerType: 'common',
    economicActivity: {
      economicActivityCode: '4752',
      economicActivityLabel:
        'Venta al por menor de artículos de ferretería, pinturas y productos de vidrio en comercios especializados',
    },
    state: '15',
    city: '1501',
    municipal: '150101',
    stateName: 'LIMA',
    cityName: 'LIMA',
    municipalName: 'LIMA',
    addressLine1: 'Avenida Arequipa',
    addressLine2: '1234',
    companyPhone: '987654321',
    haveCheckingAccount: 'yes',
    acceptTermsAndConditions: true,
    ...overrides,
  };
}

export function mexicanCompany(overrides: Partial<CompanyRegistrationRequest> = {}): CompanyRegistrationRequest {
  return {
    ...peruvianCompany(),
    tenant: 'mx',
    email: uniqueEmail('compras.mx'),
    phoneNumber: '5512345678',
    companyDocument: 'ABC680524P73',
    companyDocumentType: 'RFC',
    businessName: 'Materiales del Centro S.A. de C.V.',
    fantasyName: 'MatCentro',
    businessType: 'merchant',
    taxpayerType: 'simplified',
    economicActivity: undefined,
    economicActivityText: 'Comercio al por menor de ferretería',
    state: '09',
    city: '09015',
    municipal: 'Centro',
    stateName: 'Ciudad de México',
    cityName: 'Cuauhtémoc',
    municipalName: undefined,
    companyPhone: '5512345678',
    ...overrides,
  };
}

/** JSON without the undefined keys (a real client never sends them). */
export const json = <T extends object>(body: T) => JSON.parse(JSON.stringify(body)) as T;
