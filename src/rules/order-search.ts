// spec §2 (seekOrder, order list search), §5 (order search: digits only). Pure.
import { define } from 'superstruct';
import { text } from './field';

/** Not in the spec: a bound so that a search box cannot carry an arbitrarily long string. */
export const ORDER_NUMBER_MAX = 20;
export type OrderSearchErrorKey = 'orderSearch.required' | 'orderSearch.digitsOnly' | 'orderSearch.tooLong';

/** spec §5: an order number to search for is digits only. Spaces typed inside it are dropped. */
export function validateOrderNumber(
  value: unknown,
): { ok: true; value: string } | { ok: false; error: OrderSearchErrorKey } {
  const v = text(value).replace(/\s/g, '');
  if (!v) return { ok: false, error: 'orderSearch.required' };
  if (!/^\d+$/.test(v)) return { ok: false, error: 'orderSearch.digitsOnly' };
  if (v.length > ORDER_NUMBER_MAX) return { ok: false, error: 'orderSearch.tooLong' };
  return { ok: true, value: v };
}

export const orderNumberStruct = define<string>('OrderNumber', (value) => {
  const r = validateOrderNumber(value);
  return r.ok ? true : r.error;
});
