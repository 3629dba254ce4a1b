import { describe, expect, it } from 'vitest';
import { productImage } from './product-image';

describe('productImage (spec §3, §7, §9)', () => {
  it('builds the per-tenant path with format, fit and size, and the fallback by sku', () => {
    expect(productImage('/images/cl/', 'HM-1001', { width: 80 })).toEqual({
      src: '/images/cl/HM-1001?fmt=jpg&fit=constrain&wid=80&hei=80',
      fallbackSrc: '/images/cl/fallback/HM-1001',
    });
  });
  it('encodes a sku so it cannot change the path', () => {
    expect(productImage('/images/pe', '../x?y').src.startsWith('/images/pe/..%2Fx%3Fy?')).toBe(true);
  });
});
