// spec §5 (verification code), §9 (OTP lengths). Pure.
import { text } from './field';

export type OtpKind = 'consumer' | 'business';
export interface OtpRange {
  min: number;
  max: number;
}
/** A tenant-like object carrying its OTP lengths (src/tenants' TenantConfig has this shape). */
export interface OtpConfigured {
  otp: { consumer: OtpRange; business: OtpRange };
}

const BUSINESS: OtpRange = { min: 6, max: 6 };

/**
 * spec §9: consumer OTP length is 4 in Chile, Peru and Mexico, 4-6 in Colombia and Brazil; business is 6 everywhere.
 * `tenant` is a country code ('CL') or a tenant-like `{ otp: { consumer, business } }`. Countries the spec does not name
 * (Argentina, Uruguay) get 4, like the tenant configs.
 */
export function otpLength(tenant: string | OtpConfigured, kind: OtpKind): OtpRange {
  if (typeof tenant === 'object' && tenant !== null && tenant.otp) {
    const range = tenant.otp[kind === 'business' ? 'business' : 'consumer'];
    return { min: range.min, max: range.max };
  }
  if (kind === 'business') return { ...BUSINESS };
  const country = typeof tenant === 'string' ? tenant.toUpperCase() : '';
  return country === 'CO' || country === 'BR' ? { min: 4, max: 6 } : { min: 4, max: 4 };
}

/** True when the code is digits only and its length is within the range. */
export function isOtpFormatValid(code: unknown, range: OtpRange): boolean {
  return validateOtp(code, range).ok;
}

export type OtpErrorKey = 'otp.required' | 'otp.digitsOnly' | 'otp.invalidLength';
/** The same check with the message key to show. */
export function validateOtp(
  code: unknown,
  range: OtpRange,
): { ok: true; value: string } | { ok: false; error: OtpErrorKey } {
  const value = text(code);
  if (!value) return { ok: false, error: 'otp.required' };
  if (!/^\d+$/.test(value)) return { ok: false, error: 'otp.digitsOnly' };
  if (value.length < range.min || value.length > range.max) return { ok: false, error: 'otp.invalidLength' };
  return { ok: true, value };
}
