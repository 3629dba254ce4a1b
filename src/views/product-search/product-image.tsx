// spec §7 product image with the per-tenant fallback by sku when the image does not load.
import { useState } from 'react';

export function ProductImage({
  src,
  fallbackSrc,
  size,
  alt = '',
}: {
  src: string;
  fallbackSrc: string;
  size: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? fallbackSrc : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="product-image"
      onError={() => setFailed(true)}
    />
  );
}
