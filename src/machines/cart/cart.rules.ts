// Issue 34: the cart's quantity rule. A quantity is a whole number of units (boxes for m2 products) from 1 to the line's
// maxQuantity; the text is kept as typed when refused.
import type { QuantityError } from './cart.types';

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; error: QuantityError };

export function checkQuantity(text: string, maxQuantity: number): QuantityCheck {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'required' };
  // "-1", "-1.5": below one; "2.5", "1,5", "abc": not a whole number
  if (value.startsWith('-')) return { ok: false, error: 'belowOne' };
  if (!/^\d+$/.test(value)) return { ok: false, error: 'notInteger' };
  const quantity = Number(value);
  if (quantity < 1) return { ok: false, error: 'belowOne' };
  if (quantity > maxQuantity) return { ok: false, error: 'overStock' };
  return { ok: true, quantity };
}
