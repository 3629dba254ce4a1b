// spec §9 "Comparison holds up to 2 items in one reading; another part says a maximum exists without its number" (issue 34
// item 4): one reading, one constant. Pure: the comparison set kept in the URL and in localStorage.
export const COMPARE_LIMIT = 2;

/** skus from `?skus=a,b` or a stored value: trimmed, without duplicates or empties, at most COMPARE_LIMIT */
export function parseCompareSkus(raw: string | null | undefined): string[] {
  const skus: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const sku = part.trim();
    if (sku && /^[A-Za-z0-9._-]{1,64}$/.test(sku) && !skus.includes(sku)) skus.push(sku);
  }
  return skus.slice(0, COMPARE_LIMIT);
}

export type CompareAdd = { ok: true; skus: string[] } | { ok: false; code: 'COMPARE_LIMIT_REACHED' };

/** Adds `sku` to the set: already there is a no-op; a full set refuses (spec §8 "compare add" failure). */
export function addToCompare(skus: readonly string[], sku: string): CompareAdd {
  if (skus.includes(sku)) return { ok: true, skus: [...skus] };
  if (skus.length >= COMPARE_LIMIT) return { ok: false, code: 'COMPARE_LIMIT_REACHED' };
  return { ok: true, skus: [...skus, sku] };
}

export function removeFromCompare(skus: readonly string[], sku: string): string[] {
  return skus.filter((s) => s !== sku);
}
