// Issue 13, spec §7 (cryptoKeyManager/public, s/auth/v1/keys, x-encrypted): the key pairs the browser encrypts card data with.
// docs/payments.md has the decisions; in short:
// - ECDH-ES+A256KW on P-256 with A256GCM (JWE, jose). The server generates each pair; the private key is a non-extractable
//   WebCrypto CryptoKey: it cannot be exported, serialised or logged, not even by mistake.
// - Rotation by the injected clock: a key is handed out for `keyRotateMinutes`, then replaced; a replaced key still decrypts
//   for `keyGraceMinutes` (a form opened just before the rotation still submits), then it is forgotten. A body encrypted with
//   a forgotten or unknown key is refused with 400 PAYMENT_KEY_EXPIRED: the browser fetches the current key and tries again.
// - Issue 17: keys are shared by every server on one database (table payment_keys). The private key is stored SEALED
//   (AES-256-GCM, key derived with HKDF from OTP_SECRET, lib/mail-sealing.ts), never in clear; each server imports it as a
//   non-extractable CryptoKey when it first needs it. The server that finds no live key makes one; two making one at the
//   same moment both store theirs, and every server decrypts with either. Rows past their grace are deleted.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { hkdfSync, randomUUID } from 'node:crypto';
import {
  CARD_JWE_ALG,
  CARD_JWE_ENC,
  type PublicJwk,
  type PublicKeyResponse,
} from '../../../src/contracts/payment.contract';
import { ApiError } from '../lib/api-error';
import { seal, unseal } from '../lib/mail-sealing';

interface KeyEntry {
  kid: string;
  publicJwk: PublicJwk;
  privateKey: CryptoKey;
  /** handed out until then */
  expiresAt: Date;
  /** decrypts until then */
  decryptsUntil: Date;
}

export interface PaymentKeyManager {
  /** The key the browser should encrypt with now (rotating first when the current one is due). */
  current(): Promise<PublicKeyResponse>;
  /** spec §7 s/auth/v1/keys: every public key that still decrypts, newest first. */
  jwks(): Promise<PublicJwk[]>;
  /** Decrypts a compact JWE made with one of our keys; 400 PAYMENT_KEY_EXPIRED or PAYMENT_DECRYPTION_ERROR otherwise. */
  decrypt(jwe: string): Promise<Uint8Array>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentKeys: PaymentKeyManager;
  }
}

interface KeyRow extends Record<string, unknown> {
  kid: string;
  public_jwk: PublicJwk | string;
  private_sealed: string;
  expires_at: Date | string;
  decrypts_until: Date | string;
}

const sealingKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'cuenta', 'payment-keys v1', 32));

export function createPaymentKeyManager(
  app: Pick<FastifyInstance, 'clock' | 'config' | 'database' | 'secrets'>,
): PaymentKeyManager {
  const keys = new Map<string, KeyEntry>(); // imported private keys, by kid
  let newest: KeyEntry | null = null; // the key this server hands out
  let generating: Promise<KeyEntry> | null = null;
  const minutes = (n: number) => n * 60_000;
  const secret = sealingKey(app.secrets.otp);

  function prune(now: Date) {
    for (const [kid, entry] of keys) if (entry.decryptsUntil <= now) keys.delete(kid);
    if (newest && newest.decryptsUntil <= now) newest = null;
  }

  async function entryOf(row: KeyRow): Promise<KeyEntry | null> {
    const cached = keys.get(row.kid);
    if (cached) return cached;
    const opened = unseal(secret, row.private_sealed);
    if (opened === null) return null; // sealed with another OTP_SECRET: unusable here
    const privateKey = (await importJWK(JSON.parse(opened) as JWK, CARD_JWE_ALG, { extractable: false })) as CryptoKey;
    const publicJwk = (typeof row.public_jwk === 'string' ? JSON.parse(row.public_jwk) : row.public_jwk) as PublicJwk;
    const entry: KeyEntry = {
      kid: row.kid,
      publicJwk,
      privateKey,
      expiresAt: new Date(row.expires_at),
      decryptsUntil: new Date(row.decrypts_until),
    };
    keys.set(entry.kid, entry);
    return entry;
  }

  async function generate(now: Date): Promise<KeyEntry> {
    // made extractable only to be sealed and stored; this server uses a non-extractable import of it
    const { publicKey, privateKey } = await generateKeyPair(CARD_JWE_ALG, { crv: 'P-256', extractable: true });
    const kid = randomUUID();
    const jwk = await exportJWK(publicKey);
    const expiresAt = new Date(now.getTime() + minutes(app.config.payments.keyRotateMinutes));
    const row: KeyRow = {
      kid,
      public_jwk: { kty: String(jwk.kty), crv: jwk.crv, x: jwk.x, y: jwk.y, kid, alg: CARD_JWE_ALG, use: 'enc' },
      private_sealed: seal(secret, JSON.stringify(await exportJWK(privateKey))),
      expires_at: expiresAt,
      decrypts_until: new Date(expiresAt.getTime() + minutes(app.config.payments.keyGraceMinutes)),
    };
    await app.database.sql.query(
      `WITH purge AS (DELETE FROM payment_keys WHERE decrypts_until <= $6)
       INSERT INTO payment_keys (kid, public_jwk, private_sealed, created_at, expires_at, decrypts_until)
       VALUES ($1, $2::jsonb, $3, $6, $4, $5)`,
      [kid, JSON.stringify(row.public_jwk), row.private_sealed, row.expires_at, row.decrypts_until, now],
    );
    return (await entryOf(row))!;
  }

  async function active(): Promise<KeyEntry> {
    const now = app.clock.now();
    prune(now);
    if (newest && newest.expiresAt > now) return newest;
    // one look-up or generation at a time in this server: parallel first requests share it
    generating ??= (async () => {
      const rows = await app.database.sql.query<KeyRow>(
        'SELECT * FROM payment_keys WHERE expires_at > $1 ORDER BY created_at DESC, kid LIMIT 1',
        [now],
      );
      const shared = rows[0] ? await entryOf(rows[0]) : null;
      newest = shared ?? (await generate(now));
      return newest;
    })().finally(() => {
      generating = null;
    });
    return generating;
  }

  const view = (k: KeyEntry): PublicKeyResponse => ({
    kid: k.kid,
    alg: CARD_JWE_ALG,
    enc: CARD_JWE_ENC,
    publicKey: k.publicJwk,
    expiresAt: k.expiresAt.toISOString(),
    decryptsUntil: k.decryptsUntil.toISOString(),
  });

  return {
    async current() {
      return view(await active());
    },
    async jwks() {
      await active();
      const rows = await app.database.sql.query<{ public_jwk: PublicJwk | string }>(
        'SELECT public_jwk FROM payment_keys WHERE decrypts_until > $1 ORDER BY created_at DESC, kid',
        [app.clock.now()],
      );
      return rows.map((row) =>
        typeof row.public_jwk === 'string' ? (JSON.parse(row.public_jwk) as PublicJwk) : row.public_jwk,
      );
    },
    async decrypt(jwe) {
      let kid: unknown;
      try {
        const header = decodeProtectedHeader(jwe);
        if (header.alg !== CARD_JWE_ALG || header.enc !== CARD_JWE_ENC) throw new Error('algorithm');
        kid = header.kid;
      } catch {
        throw new ApiError(400, 'PAYMENT_DECRYPTION_ERROR');
      }
      const now = app.clock.now();
      prune(now);
      if (typeof kid !== 'string' || kid.length > 100) throw new ApiError(400, 'PAYMENT_KEY_EXPIRED');
      let entry = keys.get(kid) ?? null;
      if (!entry) {
        // made by another server (or before this one started)
        const [row] = await app.database.sql.query<KeyRow>(
          'SELECT * FROM payment_keys WHERE kid = $1 AND decrypts_until > $2',
          [kid, now],
        );
        entry = row ? await entryOf(row) : null;
      }
      if (!entry) throw new ApiError(400, 'PAYMENT_KEY_EXPIRED');
      try {
        const { plaintext } = await compactDecrypt(jwe, entry.privateKey, {
          keyManagementAlgorithms: [CARD_JWE_ALG],
          contentEncryptionAlgorithms: [CARD_JWE_ENC],
        });
        return plaintext;
      } catch {
        throw new ApiError(400, 'PAYMENT_DECRYPTION_ERROR');
      }
    },
  };
}

export default fp(
  async function paymentKeysPlugin(app) {
    app.decorate('paymentKeys', createPaymentKeyManager(app));
  },
  { name: 'payment-keys' },
);
