// spec §3 (Saved payment card), §5 (Card), §9 (gaps after 4, 8, 12).
// Public test numbers of the networks' and gateways' sandboxes; CODENSA, CMR and SORIANA numbers are built on their
// prefixes (see card.ts) with a Luhn digit computed once and pasted here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is } from 'superstruct';
import {
  cardBrand,
  cardNumberStruct,
  expiryStruct,
  formatCardNumber,
  formatExpiry,
  maskCardNumber,
  validateCardNumber,
  validateCardOwnerDocument,
  validateExpiry,
  validateSavedCard,
  type CardBrand,
} from './card';

describe('validateCardNumber and cardBrand (spec §3, §5)', () => {
  it.each<[string, CardBrand]>([
    ['4111111111111111', 'VISA'],
    ['4012888888881881', 'VISA'],
    ['4242 4242 4242 4242', 'VISA'],
    ['4000056655665556', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['5105-1051-0510-5100', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['5200828282828210', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['371449635398431', 'AMEX'],
    ['30569309025904', 'DINERS'],
    ['38520000023237', 'DINERS'],
    ['36227206271667', 'DINERS'],
    ['5907120000000009', 'CODENSA'],
    ['5907121234567896', 'CODENSA'],
    ['5294480000000016', 'CODENSA'], // inside Mastercard's range: the longer prefix wins
    ['8700559876543217', 'CODENSA'],
    ['6271800000000010', 'CMR'],
    ['6271805555123455', 'CMR'],
    ['6394840000000026', 'SORIANA'],
    ['6394841111222236', 'SORIANA'],
  ])('%s is %s', (number, brand) => {
    const r = validateCardNumber(number);
    expect(r.ok && r.brand).toBe(brand);
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['', 'card.numberRequired'],
    [undefined, 'card.numberRequired'],
    ['4111 1111 1111 111a', 'card.numberDigitsOnly'],
    ['4111.1111.1111.1111', 'card.numberDigitsOnly'],
    ['4111111111111112', 'card.numberInvalid'], // Luhn
    ['5555555555554443', 'card.numberInvalid'],
    ['378282246310006', 'card.numberInvalid'],
    ['411111111111', 'card.numberInvalid'], // too short for Visa
    ['55555555555544440', 'card.numberInvalid'], // too long for Mastercard
    ['5907120000000008', 'card.numberInvalid'],
    ['6011111111111117', 'card.brandNotAccepted'], // Discover
    ['3530111333300000', 'card.brandNotAccepted'], // JCB
    ['9999999999999995', 'card.numberInvalid'],
  ])('%j -> %s', (number, error) => {
    expect(validateCardNumber(number)).toEqual({ ok: false, error });
  });

  it('names the brand while the number is typed', () => {
    expect(cardBrand('4')).toBe('VISA');
    expect(cardBrand('37')).toBe('AMEX');
    expect(cardBrand('590712')).toBe('CODENSA');
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('abc')).toBeNull();
  });

  it('cardNumberStruct', () => {
    expect(is('4111111111111111', cardNumberStruct)).toBe(true);
    expect(is('4111111111111112', cardNumberStruct)).toBe(false);
  });
});

describe('formatCardNumber (spec §9: gaps after 4, 8 and 12)', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 8224 6310 005'],
    ['30569309025904', '3056 9309 0259 04'],
    ['41111', '4111 1'],
    ['4111-1111', '4111 1111'],
    ['', ''],
  ])('%s -> %s', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
  });
  it('format then validate round-trips for valid numbers', () => {
    const luhn = (body: string) => {
      for (let d = 0; d <= 9; d += 1) {
        const s = body + d;
        const sum = [...s].reverse().reduce((acc, c, i) => {
          const n = Number(c) * (i % 2 === 1 ? 2 : 1);
          return acc + (n > 9 ? n - 9 : n);
        }, 0);
        if (sum % 10 === 0) return s;
      }
      return body;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 15, maxLength: 15 }),
        (digits) => {
          // 4111 and not any 4: some 4-prefixes are Elo's (4011 78, 4312 74, 4029 18...), a brand of its own
          const number = luhn(`4111${digits.slice(4)}`);
          const r = validateCardNumber(formatCardNumber(number));
          expect(r).toEqual({ ok: true, normalized: number, formatted: formatCardNumber(number), brand: 'VISA' });
        },
      ),
    );
  });
  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234');
    expect(maskCardNumber('12')).toBe('');
  });
});

describe('validateExpiry (spec §5: MM/AA)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['11/26', { month: 11, year: 2026 }], // valid through the end of the current month
    ['12/26', { month: 12, year: 2026 }],
    ['01/27', { month: 1, year: 2027 }],
    ['0130', { month: 1, year: 2030 }],
    [' 05 / 31 ', { month: 5, year: 2031 }],
    ['12/46', { month: 12, year: 2046 }],
  ])('%j is valid', (value, expected) => {
    expect(validateExpiry(value, now)).toEqual({ ok: true, ...expected });
  });
  it.each([
    ['', 'card.expiryRequired'],
    ['10/26', 'card.expired'],
    ['12/25', 'card.expired'],
    ['13/27', 'card.expiryInvalid'],
    ['00/27', 'card.expiryInvalid'],
    ['1/27', 'card.expiryInvalid'],
    ['01/2027', 'card.expiryInvalid'],
    ['ab/cd', 'card.expiryInvalid'],
    ['01/47', 'card.expiryInvalid'], // more than 20 years ahead
  ])('%j -> %s', (value, error) => {
    expect(validateExpiry(value, now)).toEqual({ ok: false, error });
  });
  it('formats as typed and the struct uses the injected clock', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
    expect(is('12/28', expiryStruct(now))).toBe(true);
    expect(is('12/25', expiryStruct(now))).toBe(false);
  });
});

describe('card owner document (spec §5: 5-12 alphanumeric)', () => {
  it.each(['12345', 'AB12345', '12.345.678-5', 'p1234567890z'])('%s is valid', (v) => {
    expect(validateCardOwnerDocument(v).ok).toBe(true);
  });
  it.each([
    ['', 'card.documentRequired'],
    ['1234', 'card.documentInvalid'],
    ['1234567890123', 'card.documentInvalid'],
    ['12#456', 'card.documentInvalid'],
  ])('%j -> %s', (v, error) => {
    expect(validateCardOwnerDocument(v)).toEqual({ ok: false, error });
  });
});

describe('validateSavedCard (spec §5: every card field is mandatory)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const card = {
    cardHolderName: ' Ana  Pérez ',
    cardNumber: '4111 1111 1111 1111',
    cardExpiry: '0128',
    documentType: 'identity_card',
    documentNumber: '12.345.678-5',
    phoneNumber: '912345678',
    email: 'Ana@Example.cl',
    favoriteCard: true,
  };
  it('accepts and normalizes a complete card', () => {
    expect(validateSavedCard(card, now)).toEqual({
      ok: true,
      value: {
        cardHolderName: 'Ana Pérez',
        cardNumber: '4111111111111111',
        brand: 'VISA',
        cardExpiry: '01/28',
        documentType: 'identity_card',
        documentNumber: '123456785',
        phoneNumber: '912345678',
        email: 'ana@example.cl',
        favoriteCard: true,
      },
    });
  });
  it('reports every missing field', () => {
    expect(validateSavedCard({}, now)).toEqual({
      ok: false,
      errors: {
        cardHolderName: 'name.required',
        cardNumber: 'card.numberRequired',
        cardExpiry: 'card.expiryRequired',
        documentNumber: 'card.documentRequired',
        phoneNumber: 'phone.required',
        email: 'email.required',
      },
    });
  });
  it('reports invalid fields', () => {
    const r = validateSavedCard({ ...card, cardHolderName: 'Ana 2', phoneNumber: '123456', cardExpiry: '10/26' }, now);
    expect(r).toEqual({
      ok: false,
      errors: { cardHolderName: 'name.lettersOnly', phoneNumber: 'phone.invalidLength', cardExpiry: 'card.expired' },
    });
  });
});

describe('no card rule throws', () => {
  it('on arbitrary input', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => validateCardNumber(v)).not.toThrow();
        expect(() => cardBrand(v)).not.toThrow();
        expect(() => formatCardNumber(v)).not.toThrow();
        expect(() => validateExpiry(v, now)).not.toThrow();
        expect(() => validateCardOwnerDocument(v)).not.toThrow();
        expect(() => validateSavedCard(v as never, now)).not.toThrow();
      }),
    );
  });
});
