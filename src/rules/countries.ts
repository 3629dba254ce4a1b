// spec §1: the countries the tenants serve, listed once (issue 29). Tenant configs, the address labels and the refund bank
// rules name a country by this type; src/tenants/tenant.types.ts gives it to the rest of the app with the tenant config.
export const COUNTRIES = ['CL', 'PE', 'MX', 'CO', 'AR', 'UY', 'BR'] as const;
export type Country = (typeof COUNTRIES)[number];
