import { describe, expect, it } from 'vitest';
import { isCbuValid, isClabeValid, refundBankRules, validateAccountNumber, validateRefundBank } from './refund-bank';

describe('refund bank rules (spec §3 Bank refund data; ACCOUNTS.md)', () => {
  it('checks a CLABE check digit (ACCOUNTS.md known-good example)', () => {
    expect(isClabeValid('002010077777777771')).toBe(true);
    expect(isClabeValid('002010077777777772')).toBe(false);
    expect(isClabeValid('00201007777777777')).toBe(false);
  });

  it('checks a CBU check digits (ACCOUNTS.md known-good example)', () => {
    expect(isCbuValid('2850590940090418135201')).toBe(true);
    expect(isCbuValid('2850590940090418135202')).toBe(false);
    expect(isCbuValid('2850590840090418135201')).toBe(false);
  });

  it.each([
    ['CL', '12345678', true],
    ['CL', '123', false],
    ['MX', '0020 1007 7777 7777 71', true],
    ['MX', '002010077777777770', false],
    ['AR', '2850590940090418135201', true],
    ['PE', '00219300123456789012', true],
    ['PE', '0021930012345678901', false],
    ['BR', '12345-6', true],
    ['CO', '3001234567', true],
    ['UY', 'abc123', false],
  ] as const)('%s account %s valid: %s', (country, value, ok) => {
    expect(validateAccountNumber(refundBankRules(country), value).ok).toBe(ok);
  });

  it('validates every field and the holder document with the document rules', () => {
    const rules = refundBankRules('CL');
    expect(
      validateRefundBank(rules, {
        bankName: 'Banco de Chile',
        accountType: 'checking',
        accountNumber: '00123456',
        holderName: 'Camila Rojas',
        holderDocumentType: 'RUT',
        holderDocument: '15.872.439-1',
      }),
    ).toEqual({});
    expect(
      validateRefundBank(rules, { holderDocumentType: 'RUT', holderDocument: '15.872.439-2', holderName: 'C4mila' }),
    ).toEqual({
      bankName: 'refund.bankRequired',
      accountType: 'refund.accountTypeRequired',
      accountNumber: 'refund.accountNumberRequired',
      holderName: 'refund.holderNameLetters',
      holderDocument: 'refund.holderDocumentInvalid',
    });
    expect(validateRefundBank(rules, { holderDocumentType: 'CPF' }).holderDocumentType).toBe(
      'refund.holderDocumentTypeRequired',
    );
  });

  it('offers the country document types for the holder', () => {
    expect(refundBankRules('PE').holderDocumentTypes).toEqual(['DNI', 'CARNET_DE_EXTRANJERIA', 'RUC']);
    expect(refundBankRules('BR').holderDocumentTypes).toEqual(['CPF', 'CNPJ']);
    expect(refundBankRules('PE').hasBankList).toBe(false);
  });
});
