// One config per tenant of spec §1, validated against TenantConfigStruct when this module loads.
import { assert } from 'superstruct';
import { ENVIRONMENTS, TenantConfigStruct, type TenantConfig } from './tenant.types';

const consumerOtp4 = { min: 4, max: 4 };
const consumerOtp4to6 = { min: 4, max: 6 };
const businessOtp = { min: 6, max: 6 } as const;
const toggles = (country: string) => ({
  cartSync: false as const, // spec §9: cart sync disabled everywhere
  identityManagement: country === 'CO' || country === 'BR',
  directDialing: country === 'BR',
});
const consentFor = (country: string): TenantConfig['consentRequiredIn'] =>
  country === 'CO'
    ? ['production', 'beta', 'staging', 'local', 'development']
    : country === 'BR'
      ? ['production', 'beta', 'staging', 'local']
      : [];

const chileDocs = { personal: ['RUT'], company: ['RUT'], personalDefault: 'RUT', companyDefault: 'RUT' } as const;
const peruDocs = {
  personal: ['DNI', 'CARNET_DE_EXTRANJERIA', 'RUC'],
  company: ['RUC'],
  personalDefault: 'DNI',
  companyDefault: 'RUC',
} as const;

/** spec §9 (issue 31 item 5): demo public holidays of Chile that refund business days skip (docs/orders.md). */
const chileHolidays = [
  '2026-01-01',
  '2026-04-03',
  '2026-05-01',
  '2026-05-21',
  '2026-09-18',
  '2026-09-19',
  '2026-12-08',
  '2026-12-25',
  '2027-01-01',
  '2027-04-02',
];

const RAW: TenantConfig[] = [
  {
    id: 'cl',
    name: 'Chile',
    country: 'CL',
    locale: 'es-CL',
    currency: 'CLP',
    b2b: false,
    usesMotherLastName: true,
    documents: { ...chileDocs, personal: [...chileDocs.personal], company: [...chileDocs.company] },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('CL'),
    toggles: toggles('CL'),
    countryId: '361',
    legalSuffix: '-legal',
    imagePath: '/images/cl',
    backendStyle: 'newer',
    passwordPolicy: 'standard',
    addressLabels: 'default',
    phonePrefix: '+56',
    social: ['google', 'facebook'],
    holidays: chileHolidays,
  },
  {
    // The second Chilean variant keeps the legacy back-end style (spec §1: two back-end styles exist).
    id: 'cl-classic',
    name: 'Chile (clásico)',
    country: 'CL',
    locale: 'es-CL',
    currency: 'CLP',
    b2b: false,
    usesMotherLastName: true,
    documents: { ...chileDocs, personal: [...chileDocs.personal], company: [...chileDocs.company] },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('CL'),
    toggles: toggles('CL'),
    countryId: '361',
    legalSuffix: '-legal',
    imagePath: '/images/cl-classic',
    backendStyle: 'legacy',
    passwordPolicy: 'standard',
    addressLabels: 'default',
    phonePrefix: '+56',
    social: [],
    holidays: chileHolidays,
  },
  {
    id: 'pe',
    name: 'Perú',
    country: 'PE',
    locale: 'es-PE',
    currency: 'PEN',
    b2b: false,
    usesMotherLastName: true,
    documents: { ...peruDocs, personal: [...peruDocs.personal], company: [...peruDocs.company] },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('PE'),
    toggles: toggles('PE'),
    countryId: '363',
    legalSuffix: '-legal',
    imagePath: '/images/pe',
    backendStyle: 'newer',
    passwordPolicy: 'standard',
    addressLabels: 'default',
    phonePrefix: '+51',
    social: ['google'],
  },
  {
    id: 'pe-b2b',
    name: 'Perú Empresas',
    country: 'PE',
    locale: 'es-PE',
    currency: 'PEN',
    b2b: true,
    usesMotherLastName: true,
    documents: { ...peruDocs, personal: [...peruDocs.personal], company: [...peruDocs.company] },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('PE'),
    toggles: toggles('PE'),
    countryId: '363',
    legalSuffix: '-legal',
    imagePath: '/images/pe-b2b',
    backendStyle: 'newer',
    passwordPolicy: 'special',
    addressLabels: 'default',
    phonePrefix: '+51',
    social: [],
  },
  {
    id: 'mx',
    name: 'México',
    country: 'MX',
    locale: 'es-MX',
    currency: 'MXN',
    b2b: false,
    usesMotherLastName: true,
    documents: { personal: ['CURP', 'RFC'], company: ['RFC'], personalDefault: 'CURP', companyDefault: 'RFC' },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('MX'),
    toggles: toggles('MX'),
    countryId: '476',
    legalSuffix: '-legal',
    imagePath: '/images/mx',
    backendStyle: 'newer',
    passwordPolicy: 'threeOfFour',
    addressLabels: 'mx',
    phonePrefix: '+52',
    social: ['google'],
    // spec §9: the business support line given in the pending-registration copy. No real number is on record in this repo
    // (spec, docs, seed data): a placeholder in Mexico City's format whose zeros no subscriber has; replace it with the real one.
    supportPhone: '55 0000 0000',
  },
  {
    id: 'co',
    name: 'Colombia',
    country: 'CO',
    locale: 'es-CO',
    currency: 'COP',
    b2b: false,
    usesMotherLastName: false,
    documents: {
      personal: ['CEDULA_DE_CIUDADANIA', 'CEDULA_DE_EXTRANJERIA'],
      company: ['NIT'],
      personalDefault: 'CEDULA_DE_CIUDADANIA',
      companyDefault: 'NIT',
    },
    otp: { consumer: consumerOtp4to6, business: businessOtp },
    consentRequiredIn: consentFor('CO'),
    toggles: toggles('CO'),
    countryId: '401s',
    legalSuffix: '-legal',
    imagePath: '/images/co',
    backendStyle: 'newer',
    passwordPolicy: 'threeOfFour',
    addressLabels: 'co',
    phonePrefix: '+57',
    social: ['google'],
  },
  {
    id: 'ar',
    name: 'Argentina',
    country: 'AR',
    locale: 'es-AR',
    currency: 'ARS',
    b2b: false,
    usesMotherLastName: false,
    documents: { personal: ['DNI'], company: ['DNI'], personalDefault: 'DNI', companyDefault: 'DNI' },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('AR'),
    toggles: toggles('AR'),
    countryId: null,
    legalSuffix: '-legal',
    imagePath: '/images/ar',
    backendStyle: 'legacy',
    passwordPolicy: 'standard',
    addressLabels: 'default',
    phonePrefix: '+54',
    social: [],
  },
  {
    id: 'uy',
    name: 'Uruguay',
    country: 'UY',
    locale: 'es-UY',
    currency: 'UYU',
    b2b: false,
    usesMotherLastName: false,
    documents: { personal: ['DNI'], company: ['RUT'], personalDefault: 'DNI', companyDefault: 'RUT' },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('UY'),
    toggles: toggles('UY'),
    countryId: null,
    legalSuffix: '-legal',
    imagePath: '/images/uy',
    backendStyle: 'legacy',
    passwordPolicy: 'standard',
    addressLabels: 'default',
    phonePrefix: '+598',
    social: [],
  },
  {
    id: 'br',
    name: 'Brasil',
    country: 'BR',
    locale: 'pt-BR',
    currency: 'BRL',
    b2b: false,
    usesMotherLastName: false,
    documents: { personal: ['CPF'], company: ['CNPJ'], personalDefault: 'CPF', companyDefault: 'CNPJ' },
    otp: { consumer: consumerOtp4to6, business: businessOtp },
    consentRequiredIn: consentFor('BR'),
    toggles: toggles('BR'),
    countryId: '389',
    legalSuffix: '-juridico',
    imagePath: '/images/br',
    backendStyle: 'newer',
    passwordPolicy: 'special',
    addressLabels: 'default',
    phonePrefix: '+55',
    social: ['google'],
  },
  {
    // spec §1: the home-store variant (Chilean).
    id: 'home',
    name: 'Home (Chile)',
    country: 'CL',
    locale: 'es-CL',
    currency: 'CLP',
    b2b: false,
    usesMotherLastName: true,
    documents: { ...chileDocs, personal: [...chileDocs.personal], company: [...chileDocs.company] },
    otp: { consumer: consumerOtp4, business: businessOtp },
    consentRequiredIn: consentFor('CL'),
    toggles: toggles('CL'),
    countryId: '361',
    legalSuffix: '-hogar',
    imagePath: '/images/home',
    backendStyle: 'newer',
    passwordPolicy: 'standard',
    addressLabels: 'default',
    phonePrefix: '+56',
    social: ['google'],
  },
];

for (const tenant of RAW) assert(tenant, TenantConfigStruct, `tenant ${tenant.id}`);

export const TENANTS: readonly TenantConfig[] = Object.freeze(RAW);
export const TENANT_IDS = TENANTS.map((t) => t.id);
export const DEFAULT_TENANT_ID = 'cl';

export function findTenant(id: string | null | undefined): TenantConfig | undefined {
  if (!id) return undefined;
  const key = id.trim().toLowerCase();
  return TENANTS.find((t) => t.id === key);
}

export function getTenant(id: string): TenantConfig {
  const tenant = findTenant(id);
  if (!tenant) throw new Error(`Unknown tenant: ${id}`);
  return tenant;
}

/** spec §9: consent is required per tenant and environment. */
export function isConsentRequired(
  tenant: TenantConfig,
  environment: TenantConfig['consentRequiredIn'][number],
): boolean {
  return tenant.consentRequiredIn.includes(environment);
}

/**
 * spec §9: the tenant may ask a signed-in user for consents in some environment, so every signed-in page mounts the consent
 * check (src/views/company/consent-gate.tsx) and needs its texts.
 */
export function mayRequireConsent(tenant: Pick<TenantConfig, 'consentRequiredIn'>): boolean {
  return tenant.consentRequiredIn.length > 0;
}

/**
 * Consent is asked in every environment, so a page knows before the server answers that the consent block will be there
 * (the lite wizard reserves its room while the templates load, issue 17). Elsewhere the server's environment decides.
 */
export function isConsentRequiredEverywhere(tenant: Pick<TenantConfig, 'consentRequiredIn'>): boolean {
  return ENVIRONMENTS.every((environment) => tenant.consentRequiredIn.includes(environment));
}
