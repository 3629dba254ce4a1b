// Demo accounts of issue 2 item 9, written by seed.ts and listed in docs/demo-accounts.md. Every document number is
// synthetic: an arbitrary body with check digits computed by src/rules (spec §5), not taken from any person or company.
import {
  cpfCheckDigits,
  curpCheckDigit,
  dniCheckCharacters,
  rfcCheckDigit,
  rucCheckDigit,
  rutCheckDigit,
} from '../../../src/rules/document-check-digits';
import type { BUSINESS_TYPES } from '../../../src/contracts/company.contract';
import type { DocumentType } from '../../../src/tenants/tenant.types';
import type { UserType } from '../account/users.schema';

/** One password for every demo account; it satisfies every tenant's policy, the special-character rule included (spec §5). */
export const DEMO_PASSWORD = 'Cuenta.Demo2026';
export const DEMO_DOMAIN = 'demo.example.com';

export interface DemoPerson {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  motherLastName?: string;
  documentType: DocumentType;
  documentNumber: string;
  dniDv?: string;
  phoneCountryCode: string;
  phoneNumber: string;
  gender: 'MALE' | 'FEMALE';
  dateOfBirth: string;
  note: string;
}

export interface DemoCompanyMember extends DemoPerson {
  userType: UserType | null;
  maxPurchaseAmount?: string;
  position: string;
  /** invited by the company but not onboarded yet: no password until the collaborator first login (spec §2, §4) */
  invited?: boolean;
}

export interface DemoCompany {
  tenant: string;
  companyDocumentType: 'RUC' | 'RFC';
  companyDocument: string;
  businessName: string;
  fantasyName: string;
  status: 'active' | 'pending';
  companyPhone: string;
  economicActivityCode: string;
  economicActivityLabel: string;
  /** where the country's list is free text (Mexico), the activity as typed */
  economicActivityText?: string;
  /** spec §3: asked in Colombia and Mexico */
  businessType?: (typeof BUSINESS_TYPES)[number];
  /** ids of the country's geo lists (server/data/geo); with two levels (Mexico) the colony is typed */
  state: string;
  city: string;
  municipal: string;
  addressLine1: string;
  addressLine2: string;
  /** required where the country's address rule asks it (Mexico) */
  postcode?: string;
  members: DemoCompanyMember[];
  note: string;
}

const email = (local: string) => `${local}@${DEMO_DOMAIN}`;
const rut = (body: string) => body + rutCheckDigit(body);
const cpf = (first9: string) => first9 + cpfCheckDigits(first9);
const curp = (first17: string) => first17 + curpCheckDigit(first17);
const ruc = (first10: string) => first10 + rucCheckDigit(first10);
const rfc = (first11: string) => first11 + rfcCheckDigit(first11);

export const DEMO_SHOPPERS: DemoPerson[] = [
  {
    tenant: 'cl',
    email: email('shopper.cl'),
    firstName: 'Camila',
    lastName: 'Rojas',
    motherLastName: 'Soto',
    documentType: 'RUT',
    documentNumber: rut('15872439'),
    phoneCountryCode: '+56',
    phoneNumber: '912345678',
    gender: 'FEMALE',
    dateOfBirth: '1988-04-12',
    note: 'Chile, personal shopper',
  },
  {
    tenant: 'cl-classic',
    email: email('shopper.cl-classic'),
    firstName: 'Matías',
    lastName: 'Fuentes',
    documentType: 'RUT',
    documentNumber: rut('17394852'),
    phoneCountryCode: '+56',
    phoneNumber: '923456781',
    gender: 'MALE',
    dateOfBirth: '1991-09-03',
    note: 'Chile (legacy back-end style)',
  },
  {
    tenant: 'home',
    email: email('shopper.home'),
    firstName: 'Valentina',
    lastName: 'Muñoz',
    documentType: 'RUT',
    documentNumber: rut('19283746'),
    phoneCountryCode: '+56',
    phoneNumber: '934567812',
    gender: 'FEMALE',
    dateOfBirth: '1993-01-25',
    note: 'Home-store variant (Chile)',
  },
  {
    tenant: 'pe',
    email: email('shopper.pe'),
    firstName: 'Lucía',
    lastName: 'Quispe',
    motherLastName: 'Huamán',
    documentType: 'DNI',
    documentNumber: '45873216',
    dniDv: dniCheckCharacters('45873216').digit,
    phoneCountryCode: '+51',
    phoneNumber: '987654321',
    gender: 'FEMALE',
    dateOfBirth: '1990-06-18',
    note: 'Peru, personal shopper (DNI with dniDv)',
  },
  {
    tenant: 'pe-b2b',
    email: email('shopper.pe-b2b'),
    firstName: 'Jorge',
    lastName: 'Mendoza',
    motherLastName: 'Vargas',
    documentType: 'DNI',
    documentNumber: '41926538',
    dniDv: dniCheckCharacters('41926538').digit,
    phoneCountryCode: '+51',
    phoneNumber: '976543218',
    gender: 'MALE',
    dateOfBirth: '1985-11-02',
    note: 'Peru B2B tenant, personal shopper',
  },
  {
    tenant: 'co',
    email: email('shopper.co'),
    firstName: 'Andrés',
    lastName: 'Restrepo',
    documentType: 'CEDULA_DE_CIUDADANIA',
    documentNumber: '1029384756',
    phoneCountryCode: '+57',
    phoneNumber: '3104567890',
    gender: 'MALE',
    dateOfBirth: '1994-02-14',
    note: 'Colombia, personal shopper (cédula de ciudadanía)',
  },
  {
    tenant: 'mx',
    email: email('shopper.mx'),
    firstName: 'Ana',
    lastName: 'Gómez',
    motherLastName: 'Ruiz',
    documentType: 'CURP',
    documentNumber: curp('GORA900315MDFMZN0'),
    phoneCountryCode: '+52',
    phoneNumber: '5512345678',
    gender: 'FEMALE',
    dateOfBirth: '1990-03-15',
    note: 'Mexico, personal shopper (CURP)',
  },
  {
    tenant: 'br',
    email: email('shopper.br'),
    firstName: 'João',
    lastName: 'Silva',
    documentType: 'CPF',
    documentNumber: cpf('384159276'),
    phoneCountryCode: '+55',
    phoneNumber: '11987654321',
    gender: 'MALE',
    dateOfBirth: '1987-07-21',
    note: 'Brazil, personal shopper (CPF)',
  },
  {
    tenant: 'ar',
    email: email('shopper.ar'),
    firstName: 'Martina',
    lastName: 'López',
    documentType: 'DNI',
    documentNumber: '38475926',
    phoneCountryCode: '+54',
    phoneNumber: '1145678901',
    gender: 'FEMALE',
    dateOfBirth: '1995-05-09',
    note: 'Argentina, personal shopper',
  },
  {
    tenant: 'uy',
    email: email('shopper.uy'),
    firstName: 'Diego',
    lastName: 'Pereira',
    documentType: 'DNI',
    documentNumber: '4572938',
    phoneCountryCode: '+598',
    phoneNumber: '94567890',
    gender: 'MALE',
    dateOfBirth: '1989-12-30',
    note: 'Uruguay, personal shopper',
  },
];

const peMember = (
  local: string,
  userType: UserType | null,
  firstName: string,
  lastName: string,
  dni: string,
  position: string,
  note: string,
  maxPurchaseAmount?: string,
): DemoCompanyMember => ({
  tenant: 'pe-b2b',
  email: email(local),
  firstName,
  lastName,
  documentType: 'DNI',
  documentNumber: dni,
  dniDv: dniCheckCharacters(dni).digit,
  phoneCountryCode: '+51',
  phoneNumber: `9${dni}`.slice(0, 9),
  gender: 'FEMALE',
  dateOfBirth: '1986-08-08',
  userType,
  position,
  note,
  ...(maxPurchaseAmount ? { maxPurchaseAmount } : {}),
});

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    tenant: 'pe-b2b',
    companyDocumentType: 'RUC',
    companyDocument: ruc('2048591736'),
    businessName: 'Constructora Andina Demo S.A.C.',
    fantasyName: 'Andina Demo',
    status: 'active',
    companyPhone: '014567890',
    economicActivityCode: '4100',
    economicActivityLabel: 'Construcción de edificios',
    state: '15',
    city: '1501',
    municipal: '150101',
    addressLine1: 'Avenida Demo',
    addressLine2: '123',
    note: 'Peruvian company (RUC) with its owner and one collaborator of each type',
    members: [
      peMember('owner.pe-b2b', null, 'Rosa', 'Paredes', '43817265', 'Gerente', 'organization owner'),
      peMember(
        'superuser.pe-b2b',
        'superUser',
        'Elena',
        'Castro',
        '46172839',
        'Administradora',
        'collaborator: super user',
      ),
      peMember(
        'buyer.pe-b2b',
        'buyer',
        'Carmen',
        'Flores',
        '47283916',
        'Compradora',
        'collaborator: buyer, up to PEN 5,000.00',
        '5000.00',
      ),
      peMember('quoter.pe-b2b', 'quoter', 'Sofía', 'Ramos', '48391627', 'Cotizadora', 'collaborator: quoter'),
      peMember(
        'creditline.pe-b2b',
        'creditLineUser',
        'Patricia',
        'Salazar',
        '49517382',
        'Tesorera',
        'collaborator: credit-line user (the credit-line report only)',
        '0.00',
      ),
      {
        ...peMember(
          'invited.pe-b2b',
          'buyer',
          'Lucía',
          'Vargas',
          '45192837',
          'Compradora',
          'collaborator invited, no password yet: first login at /pe-b2b/collaborator/first-login with RUC 20485917366',
          '2000.00',
        ),
        invited: true,
      },
    ],
  },
  {
    tenant: 'mx',
    companyDocumentType: 'RFC',
    companyDocument: rfc('CDE190412K7'),
    businessName: 'Comercializadora del Este Demo S.A. de C.V.',
    fantasyName: 'Del Este Demo',
    status: 'pending',
    companyPhone: '5587654321',
    economicActivityCode: '4661',
    economicActivityLabel: 'Comercio de materiales de construcción',
    economicActivityText: 'Comercio al por mayor de materiales de construcción',
    businessType: 'merchant',
    state: '09', // Ciudad de México (INEGI)
    city: '09014', // Benito Juárez
    municipal: 'Del Valle Centro', // the colony, typed
    addressLine1: 'Calle Demo',
    addressLine2: '45',
    postcode: '03100',
    note: 'Mexican company pending validation (spec §4: reviewed within two business days)',
    members: [
      {
        tenant: 'mx',
        email: email('owner.mx'),
        firstName: 'Luis',
        lastName: 'Hernández',
        motherLastName: 'Mora',
        documentType: 'CURP',
        documentNumber: curp('HEML850720HNLRRS0'),
        phoneCountryCode: '+52',
        phoneNumber: '8112345678',
        gender: 'MALE',
        dateOfBirth: '1985-07-20',
        userType: null,
        position: 'Director',
        note: 'owner of the pending company',
      },
    ],
  },
];

export interface DemoAgent {
  tenant: string;
  email: string;
  name: string;
}

export const DEMO_AGENTS: DemoAgent[] = [
  { tenant: 'cl', email: email('agent.cl'), name: 'Agente Demo Chile' },
  { tenant: 'pe', email: email('agent.pe'), name: 'Agente Demo Perú' },
];
