// issue 12, spec §5: RFC and CURP starting with a word the authorities replace are not valid as typed; the replaced form is.
// A CURP's 17th character: a digit for births before 2000, a letter from 2000 on. Examples are public (RENAPO's and SAT's
// published rules applied to made-up names); check digits are computed with the published algorithm.
import { describe, expect, it } from 'vitest';
import { curpCheckDigit } from './document-check-digits';
import { validateDocument } from './documents';
import { CURP_INCONVENIENT_WORDS, RFC_INCONVENIENT_WORDS, startsWithInconvenientWord } from './mexican-words';

const curp = (first17: string) => first17 + curpCheckDigit(first17);
const errorOf = (type: 'CURP' | 'RFC', value: string) => {
  const r = validateDocument(type, value);
  return r.ok ? null : r.error;
};

describe('Mexican inconvenient words (issue 12)', () => {
  it.each([
    // word as typed -> refused; the issuer's replacement (second letter X) -> accepted
    ['PUTO900101HDFRRN0', 'document.inconvenientWord'],
    ['PXTO900101HDFRRN0', null],
    ['BUEY850720HNLRRS0', 'document.inconvenientWord'],
    ['BXEY850720HNLRRS0', null],
    ['CACA010203MDFRRNA', 'document.inconvenientWord'],
    ['CXCA010203MDFRRNA', null],
    ['GORA900315MDFMZN0', null],
  ])('CURP %s -> %s', (first17, error) => {
    expect(errorOf('CURP', curp(first17))).toBe(error);
  });

  it.each([
    ['PUTO800101AB1', 'document.inconvenientWord'],
    ['PUTX800101AB1', null],
    ['MAME751224HX3', 'document.inconvenientWord'],
    ['MAMX751224HX3', null],
    // a company RFC (3 letters) is not a four-letter word
    ['CUL010101AB1', null],
  ])('RFC %s -> %s', (rfc, error) => {
    expect(errorOf('RFC', rfc)).toBe(error);
  });

  it('reads only the first four letters, in any case', () => {
    expect(startsWithInconvenientWord('puto900101', CURP_INCONVENIENT_WORDS)).toBe(true);
    expect(startsWithInconvenientWord('APUTO', CURP_INCONVENIENT_WORDS)).toBe(false);
    expect(RFC_INCONVENIENT_WORDS.size).toBeLessThan(CURP_INCONVENIENT_WORDS.size);
  });
});

describe("CURP's 17th character (spec §5)", () => {
  it.each([
    ['GORA900315MDFMZN0', null], // born 1990: a digit
    // a letter is a birth from 2000 on: 2090 is still to come, so a 1990 birth with a letter is refused (issue 30)
    ['GORA900315MDFMZNA', 'document.invalidDate'],
    ['GORA050315MDFMZNA', null], // born 2005: a letter
    ['GORA000229MDFMZNA', null], // 29 Feb 2000 exists
    ['GORA000229MDFMZN0', 'document.invalidDate'], // 29 Feb 1900 does not
  ])('%s -> %s', (first17, error) => {
    expect(errorOf('CURP', curp(first17))).toBe(error);
  });
});
