// Opaque session ids (docs/architecture.md "Sessions"): 256 random bits; only their SHA-256 is stored. The CSRF token is
// derived from the raw id, so it needs no storage and cannot be forged without the HttpOnly session cookie.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSessionId = (): string => randomBytes(32).toString('base64url');

export const hashSessionId = (rawId: string): string => createHash('sha256').update(rawId).digest('hex');

export const csrfTokenFor = (rawId: string): string => createHash('sha256').update(`csrf:${rawId}`).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A plausible raw id: base64url of 32 bytes. Anything else is rejected before touching the database. */
export const looksLikeSessionId = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
