// issue 16: each tenant's brand (its name as the logo says it, and its logo file). Colours are brand tokens in CSS
// (src/views/shell/styles/brands.css, keyed by the brand id); the logos are neutral placeholder marks we drew ourselves
// (public/logos/<brand>.svg), to be replaced by the real ones. Spec §1: the home-store variant and the Peruvian business
// variant are brands of their own; the other tenants share the storefront's brand.
import type { TenantConfig } from './tenant.types';

export const BRAND_IDS = ['store', 'home', 'pro'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface Brand {
  id: BrandId;
  /** the brand's name, as the logo reads (the logo image's text alternative) */
  name: string;
  /** the logo file served from public/ */
  logo: string;
  /** the logo's intrinsic size (its height is set by CSS: spec §9's 45 px on desktop, 32 px on small tablet and below) */
  logoWidth: number;
  logoHeight: number;
}

const BRANDS: Readonly<Record<BrandId, Brand>> = {
  store: { id: 'store', name: 'Obra Casa', logo: '/logos/store.svg', logoWidth: 168, logoHeight: 45 },
  home: { id: 'home', name: 'Obra Casa Home', logo: '/logos/home.svg', logoWidth: 232, logoHeight: 45 },
  pro: { id: 'pro', name: 'Obra Casa Empresas', logo: '/logos/pro.svg', logoWidth: 240, logoHeight: 45 },
};

export function brandOf(tenant: Pick<TenantConfig, 'id' | 'b2b'>): Brand {
  if (tenant.id === 'home') return BRANDS.home;
  if (tenant.b2b) return BRANDS.pro;
  return BRANDS.store;
}
