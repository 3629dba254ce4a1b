import { describe, expect, it } from 'vitest';
import {
  cardLogo,
  cardTypesFor,
  checkCardTypeBrand,
  findCardNumbers,
  findSecurityCodes,
  gatewayKindOf,
  luhnValid,
  PAYMENT_GATEWAY_KINDS,
  validateSecurityCode,
} from './payment-method';

describe('card types by tenant (spec §2, §3)', () => {
  it.each([
    ['CL', ['cmrCard', 'creditCard', 'debitCard']],
    ['PE', ['cmrCard', 'creditCard', 'debitCard']],
    ['CO', ['cmrCard', 'creditCard', 'debitCard']],
    ['MX', ['falabellaSoriana', 'creditCard', 'debitCard']],
    ['BR', ['creditCard', 'debitCard']],
    ['AR', ['creditCard', 'debitCard']],
  ])('%s offers %j', (country, types) => expect(cardTypesFor(country)).toEqual(types));

  it('fits brands to types', () => {
    expect(checkCardTypeBrand('cmrCard', 'CMR')).toEqual({ ok: true });
    expect(checkCardTypeBrand('cmrCard', 'VISA')).toEqual({ ok: false, error: 'card.brandNotAccepted' });
    expect(checkCardTypeBrand('falabellaSoriana', 'SORIANA')).toEqual({ ok: true });
    expect(checkCardTypeBrand('creditCard', 'SORIANA')).toEqual({ ok: false, error: 'card.brandNotAccepted' });
    expect(checkCardTypeBrand('debitCard', 'MASTERCARD')).toEqual({ ok: true });
  });
});

describe('logos by gateway kind and card type (spec §3)', () => {
  it('derives one of five kinds', () => {
    expect(PAYMENT_GATEWAY_KINDS).toHaveLength(5);
    expect(gatewayKindOf('cmrCard', 'CMR')).toBe('storeCard');
    expect(gatewayKindOf('falabellaSoriana', 'SORIANA')).toBe('partnerStoreCard');
    expect(gatewayKindOf('creditCard', 'CODENSA')).toBe('localNetwork');
    expect(gatewayKindOf('debitCard', 'VISA')).toBe('debitNetwork');
    expect(gatewayKindOf('creditCard', 'AMEX')).toBe('creditNetwork');
  });
  it.each([
    ['creditNetwork', 'creditCard', 'VISA', 'visa'],
    ['creditNetwork', 'creditCard', 'MASTERCARD', 'mastercard'],
    ['creditNetwork', 'creditCard', 'AMEX', 'amex'],
    ['creditNetwork', 'creditCard', 'DINERS', 'diners'],
    ['creditNetwork', 'creditCard', 'ELO', 'generic'],
    ['debitNetwork', 'debitCard', 'VISA', 'visa'],
    ['debitNetwork', 'debitCard', 'MAESTRO', 'debit'],
    ['storeCard', 'cmrCard', 'CMR', 'cmr'],
    ['storeCard', 'cmrCard', 'UNKNOWN', 'cmr'],
    ['partnerStoreCard', 'falabellaSoriana', 'SORIANA', 'soriana'],
    ['localNetwork', 'creditCard', 'CODENSA', 'codensa'],
    ['localNetwork', 'creditCard', 'CLASSIC', 'classic'],
    ['localNetwork', 'creditCard', 'OTHER', 'generic'],
    ['unknownKind', 'cmrCard', 'X', 'cmr'],
    ['unknownKind', 'falabellaSoriana', 'X', 'soriana'],
    ['unknownKind', 'creditCard', 'X', 'generic'],
    ['unknownKind', 'creditCard', 'VISA', 'visa'],
  ])('%s / %s / %s -> %s', (kind, type, brand, logo) => expect(cardLogo(kind, type, brand)).toBe(logo));
});

describe('security code', () => {
  it.each([
    ['', null, 'card.securityCodeRequired'],
    ['12', 'VISA', 'card.securityCodeInvalid'],
    ['1234', 'VISA', 'card.securityCodeInvalid'],
    ['123', 'AMEX', 'card.securityCodeInvalid'],
    ['12a', 'VISA', 'card.securityCodeInvalid'],
  ] as const)('%j (%s) -> %s', (value, brand, error) =>
    expect(validateSecurityCode(value, brand)).toEqual({ ok: false, error }),
  );
  it('accepts 3 digits, 4 for AMEX', () => {
    expect(validateSecurityCode(' 731 ', 'VISA')).toEqual({ ok: true, value: '731' });
    expect(validateSecurityCode('4821', 'AMEX')).toEqual({ ok: true, value: '4821' });
  });
});

describe('scanners for card data at rest', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41x1')).toBe(false);
  });
  it('finds card numbers plain or grouped, and nothing in ids, times or short numbers', () => {
    const text = 'a 4111111111111111 b "5555 5555 5555 4444" c 3782-822463-10005 d';
    expect(findCardNumbers(text)).toEqual(['4111111111111111', '5555555555554444', '378282246310005']);
    expect(findCardNumbers('{"time":1795365538812} 158724391 2026-03-02T12:00:00Z tok_4111111111111111x')).toEqual([]);
    expect(findCardNumbers('00000000-0000-4000-8000-000000000000 0000000000000000 4111111111111112')).toEqual([]);
    expect(findCardNumbers('{"responseTime":0.4473610000022745} 4111111111111111.5')).toEqual([]);
    expect(findCardNumbers('pan: 4111111111111111.')).toEqual(['4111111111111111']);
  });
  it('finds security codes by field name and the known codes standing alone', () => {
    expect(findSecurityCodes('{"cvv":"731"} securityCode=4821')).toEqual(['731', '4821']);
    expect(findSecurityCodes('code 952 here', ['952'])).toEqual(['952']);
    expect(findSecurityCodes('took 952.4 ms, id 19521, x952', ['952'])).toEqual([]);
  });
});
