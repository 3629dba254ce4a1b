// spec §3 "Product image: sku, imagePath, tenant"; spec §7: images at a per-tenant path with fmt=jpg, fit and size, and a
// per-tenant fallback by sku; spec §9: defaults format jpeg, fit contain.
export interface ProductImageOptions {
  width?: number;
  height?: number;
}

export interface ProductImage {
  src: string;
  /** shown when `src` does not load (the tenant's generic image for that sku) */
  fallbackSrc: string;
}

/** `imagePath` is the tenant's (TenantConfig.imagePath, e.g. `/images/cl`). */
export function productImage(imagePath: string, sku: string, options: ProductImageOptions = {}): ProductImage {
  const width = options.width ?? 120;
  const height = options.height ?? width;
  const safeSku = encodeURIComponent(sku);
  const base = imagePath.replace(/\/+$/, '');
  return {
    src: `${base}/${safeSku}?fmt=jpg&fit=constrain&wid=${width}&hei=${height}`,
    fallbackSrc: `${base}/fallback/${safeSku}`,
  };
}
