// A row's nullable text columns as the form text a contract carries: a missing value is the empty string (spec §7 responses
// carry '' where the customer left a field blank, never null).
export function blanks<Row extends Partial<Record<K, string | null>>, const K extends keyof Row>(
  row: Row,
  keys: readonly K[],
): { [P in K]: string } {
  const out = {} as { [P in K]: string };
  for (const key of keys) out[key] = row[key] ?? '';
  return out;
}
