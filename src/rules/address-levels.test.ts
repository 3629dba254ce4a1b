import { describe, expect, it } from 'vitest';
import { addressGeoLevels, addressLabelKey, addressLabelSet, isAddressLabelField } from './address-levels';

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
  it('one label table for every address form (issue 32 item 3): the country set, Chile for a country without one', () => {
    expect(addressLabelKey('mx', 'municipal')).toBe('labels.MX.municipal');
    expect(addressLabelKey('CO', 'addressLine1')).toBe('labels.CO.addressLine1');
    expect(addressLabelKey('XX', 'state')).toBe('labels.CL.state');
    expect(['state', 'postcode', 'businessName'].map(isAddressLabelField)).toEqual([true, true, false]);
  });
});
