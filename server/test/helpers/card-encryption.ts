// Test helper: what the browser does before POSTing a card (issue 13): fetch the public key and make a compact JWE of the
// number and security code. Also the test card numbers (Luhn-valid, synthetic: the networks' published test numbers, and the
// store-card prefixes of src/rules/card.ts).
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import {
  CARD_JWE_ALG,
  CARD_JWE_ENC,
  ENCRYPTED_HEADER_VALUE,
  type PublicKeyResponse,
} from '../../../src/contracts/payment.contract';
import { HEADERS } from '../../../src/contracts/services';

export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  cmr: '6271801234567899',
  soriana: '6394841234567897',
} as const;

export async function publicKey(app: FastifyInstance): Promise<PublicKeyResponse> {
  return (await app.inject({ url: '/api/my-account/v1/cryptoKeyManager/public' })).json();
}

export async function encryptCard(key: PublicKeyResponse, cardNumber: string, securityCode: string): Promise<string> {
  const jwk = await importJWK(key.publicKey, CARD_JWE_ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ cardNumber, securityCode })))
    .setProtectedHeader({ alg: CARD_JWE_ALG, enc: CARD_JWE_ENC, kid: key.kid })
    .encrypt(jwk);
}

export const encryptedHeaders = (headers: Record<string, string>) => ({
  ...headers,
  [HEADERS.encrypted]: ENCRYPTED_HEADER_VALUE,
});

/** A valid add-card body (spec §3 fields) for `cardNumber`; override any field. */
export async function cardBody(
  app: FastifyInstance,
  cardNumber: string,
  overrides: Record<string, unknown> & { securityCode?: string; key?: PublicKeyResponse } = {},
): Promise<Record<string, unknown>> {
  const { securityCode = cardNumber.startsWith('3') ? '4821' : '731', key, ...fields } = overrides;
  return {
    cardType: 'creditCard',
    cardHolderName: 'Camila Rojas',
    cardExpiry: '08/29',
    documentType: 'identity_card',
    documentNumber: '158724391',
    phoneNumber: '912345678',
    email: 'camila@example.com',
    favoriteCard: false,
    encryptedCard: await encryptCard(key ?? (await publicKey(app)), cardNumber, securityCode),
    ...fields,
  };
}
