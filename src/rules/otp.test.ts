// spec §5 (verification code), §9 (OTP lengths).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOtpFormatValid, otpLength, validateOtp } from './otp';

describe('otpLength (spec §9)', () => {
  it.each([
    ['CL', 'consumer', { min: 4, max: 4 }],
    ['PE', 'consumer', { min: 4, max: 4 }],
    ['MX', 'consumer', { min: 4, max: 4 }],
    ['CO', 'consumer', { min: 4, max: 6 }],
    ['BR', 'consumer', { min: 4, max: 6 }],
    ['br', 'consumer', { min: 4, max: 6 }],
    ['AR', 'consumer', { min: 4, max: 4 }],
    ['CL', 'business', { min: 6, max: 6 }],
    ['CO', 'business', { min: 6, max: 6 }],
    ['BR', 'business', { min: 6, max: 6 }],
  ] as const)('%s %s -> %j', (country, kind, range) => {
    expect(otpLength(country, kind)).toEqual(range);
  });
  it('reads a tenant-like object', () => {
    const tenant = { otp: { consumer: { min: 4, max: 6 }, business: { min: 6, max: 6 } } };
    expect(otpLength(tenant, 'consumer')).toEqual({ min: 4, max: 6 });
    expect(otpLength(tenant, 'business')).toEqual({ min: 6, max: 6 });
  });
});

describe('isOtpFormatValid', () => {
  const four = { min: 4, max: 4 };
  const fourToSix = { min: 4, max: 6 };
  const six = { min: 6, max: 6 };
  it.each([
    ['1234', four, true],
    [' 1234 ', four, true],
    ['0000', four, true],
    ['12345', four, false],
    ['123', four, false],
    ['12a4', four, false],
    ['', four, false],
    ['12345', fourToSix, true],
    ['123456', fourToSix, true],
    ['1234567', fourToSix, false],
    ['123456', six, true],
    ['12345', six, false],
    ['12 3456', six, false],
  ] as const)('%j in %j -> %s', (code, range, ok) => {
    expect(isOtpFormatValid(code, range)).toBe(ok);
  });
  it('message keys', () => {
    expect(validateOtp('', { min: 6, max: 6 })).toEqual({ ok: false, error: 'otp.required' });
    expect(validateOtp('12ab56', { min: 6, max: 6 })).toEqual({ ok: false, error: 'otp.digitsOnly' });
    expect(validateOtp('12345', { min: 6, max: 6 })).toEqual({ ok: false, error: 'otp.invalidLength' });
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(typeof isOtpFormatValid(v, { min: 4, max: 6 })).toBe('boolean');
      }),
    );
  });
});
