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

type Documents = TenantConfig['documents'];
type Market = Pick<
  TenantConfig,
  'country' | 'locale' | 'currency' | 'usesMotherLastName' | 'countryId' | 'phonePrefix'
> & { documents: Readonly<Documents>; consumerOtp: TenantConfig['otp']['consumer'] };

const chile: Market = {
  country: 'CL',
  locale: 'es-CL',
  currency: 'CLP',
  usesMotherLastName: true,
  documents: { personal: ['RUT'], company: ['RUT'], personalDefault: 'RUT', companyDefault: 'RUT' },
  consumerOtp: consumerOtp4,
  countryId: '361',
  phonePrefix: '+56',
};
const peru: Market = {
  country: 'PE',
  locale: 'es-PE',
  currency: 'PEN',
  usesMotherLastName: true,
  documents: {
    personal: ['DNI', 'CARNET_DE_EXTRANJERIA', 'RUC'],
    company: ['RUC'],
    personalDefault: 'DNI',
    companyDefault: 'RUC',
  },
  consumerOtp: consumerOtp4,
  countryId: '363',
  phonePrefix: '+51',
};

/** What one tenant sets beyond its market; the rest takes the defaults of most tenants. */
type Own = Pick<TenantConfig, 'id' | 'name' | 'backendStyle' | 'passwordPolicy' | 'social'> &
  Partial<Pick<TenantConfig, 'b2b' | 'legalSuffix' | 'addressLabels' | 'supportPhone' | 'holidays'>>;

/**
 * issue 29: every tenant is one market (country data shared by its variants: cl, cl-classic and home; pe and pe-b2b) plus
 * its own fields, built here in one key order; each tenant gets fresh document lists.
 */
function tenant(market: Market, own: Own): TenantConfig {
  const { id, name, b2b = false, legalSuffix = '-legal', addressLabels = 'default', supportPhone, holidays } = own;
  const { documents, consumerOtp } = market;
  return {
    id,
    name,
    country: market.country,
    locale: market.locale,
    currency: market.currency,
    b2b,
    usesMotherLastName: market.usesMotherLastName,
    documents: { ...documents, personal: [...documents.personal], company: [...documents.company] },
    otp: { consumer: consumerOtp, business: businessOtp },
    consentRequiredIn: consentFor(market.country),
    toggles: toggles(market.country),
    countryId: market.countryId,
    legalSuffix,
    imagePath: `/images/${id}`,
    backendStyle: own.backendStyle,
    passwordPolicy: own.passwordPolicy,
    addressLabels,
    phonePrefix: market.phonePrefix,
    social: own.social,
    ...(supportPhone === undefined ? {} : { supportPhone }),
    ...(holidays === undefined ? {} : { holidays }),
  };
}

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
  tenant(chile, {
    id: 'cl',
    name: 'Chile',
    backendStyle: 'newer',
    passwordPolicy: 'standard',
    social: ['google', 'facebook'],
    holidays: chileHolidays,
  }),
  // The second Chilean variant keeps the legacy back-end style (spec §1: two back-end styles exist).
  tenant(chile, {
    id: 'cl-classic',
    name: 'Chile (clásico)',
    backendStyle: 'legacy',
    passwordPolicy: 'standard',
    social: [],
    holidays: chileHolidays,
  }),
  tenant(peru, { id: 'pe', name: 'Perú', backendStyle: 'newer', passwordPolicy: 'standard', social: ['google'] }),
  tenant(peru, {
    id: 'pe-b2b',
    name: 'Perú Empresas',
    b2b: true,
    backendStyle: 'newer',
    passwordPolicy: 'special',
    social: [],
  }),
  tenant(
    {
      country: 'MX',
      locale: 'es-MX',
      currency: 'MXN',
      usesMotherLastName: true,
      documents: { personal: ['CURP', 'RFC'], company: ['RFC'], personalDefault: 'CURP', companyDefault: 'RFC' },
      consumerOtp: consumerOtp4,
      countryId: '476',
      phonePrefix: '+52',
    },
    {
      id: 'mx',
      name: 'México',
      backendStyle: 'newer',
      passwordPolicy: 'threeOfFour',
      addressLabels: 'mx',
      social: ['google'],
      // spec §9: the business support line given in the pending-registration copy. No real number is on record in this
      // repo (spec, docs, seed data): a placeholder in Mexico City's format whose zeros no subscriber has; replace it with
      // the real one.
      supportPhone: '55 0000 0000',
    },
  ),
  tenant(
    {
      country: 'CO',
      locale: 'es-CO',
      currency: 'COP',
      usesMotherLastName: false,
      documents: {
        personal: ['CEDULA_DE_CIUDADANIA', 'CEDULA_DE_EXTRANJERIA'],
        company: ['NIT'],
        personalDefault: 'CEDULA_DE_CIUDADANIA',
        companyDefault: 'NIT',
      },
      consumerOtp: consumerOtp4to6,
      countryId: '401s',
      phonePrefix: '+57',
    },
    {
      id: 'co',
      name: 'Colombia',
      backendStyle: 'newer',
      passwordPolicy: 'threeOfFour',
      addressLabels: 'co',
      social: ['google'],
    },
  ),
  tenant(
    {
      country: 'AR',
      locale: 'es-AR',
      currency: 'ARS',
      usesMotherLastName: false,
      documents: { personal: ['DNI'], company: ['DNI'], personalDefault: 'DNI', companyDefault: 'DNI' },
      consumerOtp: consumerOtp4,
      countryId: null,
      phonePrefix: '+54',
    },
    { id: 'ar', name: 'Argentina', backendStyle: 'legacy', passwordPolicy: 'standard', social: [] },
  ),
  tenant(
    {
      country: 'UY',
      locale: 'es-UY',
      currency: 'UYU',
      usesMotherLastName: false,
      documents: { personal: ['DNI'], company: ['RUT'], personalDefault: 'DNI', companyDefault: 'RUT' },
      consumerOtp: consumerOtp4,
      countryId: null,
      phonePrefix: '+598',
    },
    { id: 'uy', name: 'Uruguay', backendStyle: 'legacy', passwordPolicy: 'standard', social: [] },
  ),
  tenant(
    {
      country: 'BR',
      locale: 'pt-BR',
      currency: 'BRL',
      usesMotherLastName: false,
      documents: { personal: ['CPF'], company: ['CNPJ'], personalDefault: 'CPF', companyDefault: 'CNPJ' },
      consumerOtp: consumerOtp4to6,
      countryId: '389',
      phonePrefix: '+55',
    },
    {
      id: 'br',
      name: 'Brasil',
      legalSuffix: '-juridico',
      backendStyle: 'newer',
      passwordPolicy: 'special',
      social: ['google'],
    },
  ),
  // spec §1: the home-store variant (Chilean).
  tenant(chile, {
    id: 'home',
    name: 'Home (Chile)',
    legalSuffix: '-hogar',
    backendStyle: 'newer',
    passwordPolicy: 'standard',
    social: ['google'],
  }),
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
