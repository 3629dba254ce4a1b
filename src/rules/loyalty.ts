// spec §2 myCMRPoints, §7 "Loyalty subscriber endpoints for Chile and Peru". Which tenants offer the points page: both
// Chilean variants (cl, cl-classic) and Peru's consumer tenant. Our reading where the spec is silent: the home-store variant
// (a Chilean tenant of another brand) and Peru's business variant do not take part in the CMR points programme. Pure.
export const LOYALTY_TENANTS: readonly string[] = ['cl', 'cl-classic', 'pe'];

export const offersLoyaltyPoints = (tenantId: string | null | undefined): boolean =>
  typeof tenantId === 'string' && LOYALTY_TENANTS.includes(tenantId);
