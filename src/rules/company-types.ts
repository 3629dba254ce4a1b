// spec §3 Company: the value lists of a company's kind, listed once (issue 29): the contracts' enums, the company forms'
// choices, the company rules and the server read them here.
export const ORGANIZATION_TYPES = ['national', 'foreign'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** the customer system's origin of a company, one per organization type (spec §3: national -> EMPRESA_NACIONAL) */
export const ORIGIN_TYPES = ['EMPRESA_NACIONAL', 'EMPRESA_EXTRANJERA'] as const;
export type OriginType = (typeof ORIGIN_TYPES)[number];

export const BUSINESS_TYPES = ['industrial', 'merchant', 'contractor', 'constructor', 'other'] as const;
export const TAXPAYER_TYPES = ['common', 'none', 'simplified'] as const;

/** The origin type of an organization type: foreign -> EMPRESA_EXTRANJERA, anything else -> EMPRESA_NACIONAL. */
export const originTypeOf = (organizationType: string | null | undefined): OriginType =>
  organizationType === 'foreign' ? 'EMPRESA_EXTRANJERA' : 'EMPRESA_NACIONAL';
