// Issue 10 item 5: mail bodies carry recovery and collaborator codes, so mail_outbox keeps them sealed at rest
// (AES-256-GCM, a fresh IV per value, key derived with HKDF from OTP_SECRET). Reading the table, a backup or a dump shows
// no code; the server opens them for the development mailbox and the SMTP hand-over only. Rows are purged after
// MAIL_RETENTION_MINUTES in any case (plugins/external/mail.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';

export function mailKey(secret: string): Buffer {
  return sealingKey(secret, 'mail-outbox v1');
}

/**
 * Issue 31 item 6: one key per purpose, derived the same way (HKDF-SHA256 from OTP_SECRET), so that a value sealed for
 * one table never opens with another table's key. Purposes: 'mail-outbox v1', 'refund-accounts v1'.
 */
export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'cuenta', purpose, 32));
}

/** True for a value already sealed (any key). */
export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain text, or null when it was sealed with another key (another process's random development key). */
export function unseal(key: Buffer, value: string): string | null {
  if (!value.startsWith(PREFIX)) return value;
  try {
    const raw = Buffer.from(value.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
