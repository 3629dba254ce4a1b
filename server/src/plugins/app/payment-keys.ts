// Issue 13, spec §7 (cryptoKeyManager/public, s/auth/v1/keys, x-encrypted): the key pairs the browser encrypts card data with.
// docs/payments.md has the decisions; in short:
// - ECDH-ES+A256KW on P-256 with A256GCM (JWE, jose). The server generates each pair; the private key is a non-extractable
//   WebCrypto CryptoKey: it cannot be exported, serialised or logged, not even by mistake.
// - Rotation by the injected clock: a key is handed out for `keyRotateMinutes`, then replaced; a replaced key still decrypts
//   for `keyGraceMinutes` (a form opened just before the rotation still submits), then it is forgotten. A body encrypted with
//   a forgotten or unknown key is refused with 400 PAYMENT_KEY_EXPIRED: the browser fetches the current key and tries again.
// - Keys live in this process's memory only (never in the database): a restart forgets them, and several instances behind a
//   load balancer each have their own, so a browser must reach the instance whose key it used (sticky sessions) or get
//   PAYMENT_KEY_EXPIRED and retry with that instance's key. A shared key store would plug in behind PaymentKeyManager.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';
import {
  CARD_JWE_ALG,
  CARD_JWE_ENC,
  type PublicJwk,
  type PublicKeyResponse,
} from '../../../../src/contracts/payment.contract';
import { ApiError } from '../../lib/api-error';

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

export function createPaymentKeyManager(app: Pick<FastifyInstance, 'clock' | 'config'>): PaymentKeyManager {
  const keys: KeyEntry[] = []; // newest first
  let generating: Promise<KeyEntry> | null = null;
  const minutes = (n: number) => n * 60_000;

  function prune(now: Date) {
    for (let i = keys.length - 1; i >= 0; i -= 1) if (keys[i]!.decryptsUntil <= now) keys.splice(i, 1);
  }

  async function generate(now: Date): Promise<KeyEntry> {
    const { publicKey, privateKey } = await generateKeyPair(CARD_JWE_ALG, { crv: 'P-256', extractable: false });
    const kid = randomUUID();
    const jwk = await exportJWK(publicKey);
    const expiresAt = new Date(now.getTime() + minutes(app.config.payments.keyRotateMinutes));
    const entry: KeyEntry = {
      kid,
      publicJwk: { kty: String(jwk.kty), crv: jwk.crv, x: jwk.x, y: jwk.y, kid, alg: CARD_JWE_ALG, use: 'enc' },
      privateKey,
      expiresAt,
      decryptsUntil: new Date(expiresAt.getTime() + minutes(app.config.payments.keyGraceMinutes)),
    };
    keys.unshift(entry);
    return entry;
  }

  async function active(): Promise<KeyEntry> {
    const now = app.clock.now();
    prune(now);
    const newest = keys[0];
    if (newest && newest.expiresAt > now) return newest;
    // one generation at a time: parallel first requests share it
    generating ??= generate(now).finally(() => {
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
      return keys.map((k) => k.publicJwk);
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
      prune(app.clock.now());
      const entry = keys.find((k) => k.kid === kid);
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
