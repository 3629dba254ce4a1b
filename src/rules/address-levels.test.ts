import { describe, expect, it } from 'vitest';
import { addressGeoLevels, addressLabelSet } from './address-levels';

describe('address geo levels (spec §3)', () => {
  it.each([
    ['CL', 3],
    ['PE', 3],
    ['AR', 3],
    ['CO', 2],
    ['MX', 2],
    ['BR', 2],
    ['UY', 1],
    ['xx', 1],
    ['cl', 3],
  ] as const)('%s has %i chosen levels', (country, levels) => {
    expect(addressGeoLevels(country)).toBe(levels);
  });
  it.each([
    ['CO', 'co'],
    ['MX', 'mx'],
    ['BR', 'br'],
    ['CL', 'default'],
    ['pe', 'default'],
  ] as const)('%s labels: %s', (c, set) => {
    expect(addressLabelSet(c)).toBe(set);
  });
});
