// Issue 13, spec §7 x-encrypted: the browser encrypts the card number and security code with the server's public key
// (a compact JWE, ECDH-ES+A256KW on P-256 with A256GCM, made by jose on WebCrypto). Only the JWE leaves the browser.
import { CompactEncrypt, importJWK } from 'jose';
import {
  CARD_JWE_ALG,
  CARD_JWE_ENC,
  type EncryptedCardPayload,
  type PublicKeyResponse,
} from '../contracts/payment.contract';

export async function encryptCardSecret(key: PublicKeyResponse, secret: EncryptedCardPayload): Promise<string> {
  if (key.alg !== CARD_JWE_ALG || key.enc !== CARD_JWE_ENC) throw new Error('unsupported card encryption key');
  const publicKey = await importJWK(key.publicKey, CARD_JWE_ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(secret)))
    .setProtectedHeader({ alg: CARD_JWE_ALG, enc: CARD_JWE_ENC, kid: key.kid })
    .encrypt(publicKey);
}
