// Issue 13: the payment service sends the card only as a JWE (x-encrypted header), and spec §3's local copy keeps no card
// number or security code.
import { describe, expect, it, vi } from 'vitest';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { CARD_JWE_ALG, CARD_JWE_ENC, type PaymentMethod } from '../contracts/payment.contract';
import { findCardNumbers } from '../rules/payment-method';
import { createServiceClient } from './clients';
import { createPaymentApi, localCopyKey } from './payment.api';

const method = (over: Partial<PaymentMethod>): PaymentMethod => ({
  id: 'pm-1',
  cardType: 'creditCard',
  gatewayKind: 'creditNetwork',
  brand: 'VISA',
  lastFour: '1111',
  expiry: '08/29',
  holderName: 'Camila Rojas',
  documentType: 'default',
  favourite: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

async function setup() {
  const { publicKey, privateKey } = await generateKeyPair(CARD_JWE_ALG, { crv: 'P-256' });
  const jwk = await exportJWK(publicKey);
  const requests: { url: string; method: string; headers: Headers; body: string }[] = [];
  const list = [
    method({}),
    method({
      id: 'pm-2',
      cardType: 'cmrCard',
      gatewayKind: 'storeCard',
      brand: 'CMR',
      lastFour: '7899',
      favourite: true,
    }),
  ];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
    });
    const body = request.url.endsWith('/cryptoKeyManager/public')
      ? {
          kid: 'k1',
          alg: CARD_JWE_ALG,
          enc: CARD_JWE_ENC,
          publicKey: { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y, kid: 'k1', alg: CARD_JWE_ALG, use: 'enc' },
          expiresAt: 'x',
          decryptsUntil: 'y',
        }
      : { paymentMethods: list, addedId: 'pm-2' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = createServiceClient('myAccount', {
    tenant: 'cl',
    baseUrl: 'https://api.example/api/my-account',
    fetch: fetchMock as typeof fetch,
    readCookie: () => 'csrf',
    sources: { runtime: {} },
  });
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  return { api: createPaymentApi(client, storage), requests, privateKey, store };
}

describe('payment service (issue 13, spec §3, §7)', () => {
  it('encrypts with the server key and sends only the JWE, marked x-encrypted, to the path of the card type', async () => {
    const { api, requests, privateKey } = await setup();
    const jwe = await api.encrypt({ cardNumber: '6271801234567899', securityCode: '917' });
    const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({
      cardNumber: '6271801234567899',
      securityCode: '917',
    });
    expect(protectedHeader).toMatchObject({ alg: CARD_JWE_ALG, enc: CARD_JWE_ENC, kid: 'k1' });
    await api.add({
      cardType: 'cmrCard',
      cardHolderName: 'Camila Rojas',
      cardExpiry: '08/29',
      documentType: 'default',
      documentNumber: '158724391',
      phoneNumber: '912345678',
      email: 'c@example.com',
      favoriteCard: true,
      encryptedCard: jwe,
    });
    const post = requests.at(-1)!;
    expect(post.url).toBe('https://api.example/api/my-account/v2/users/payment-methods/cmr-card');
    expect(post.headers.get('x-encrypted')).toBe('jwe');
    expect(post.body).not.toContain('6271801234567899');
    expect(post.body).not.toContain('917');
  });

  it('keeps spec §3 local copy: one favourite with its type and the list, no card number or code', async () => {
    const { api, store } = await setup();
    await api.list();
    expect(api.localCopy()).toEqual({
      favourite: { id: 'pm-2', type: 'cmrCard', brand: 'CMR', lastFour: '7899' },
      payments: [
        { id: 'pm-1', type: 'creditCard', brand: 'VISA', lastFour: '1111', expiry: '08/29' },
        { id: 'pm-2', type: 'cmrCard', brand: 'CMR', lastFour: '7899', expiry: '08/29' },
      ],
    });
    expect(findCardNumbers(store.get(localCopyKey('cl'))!)).toEqual([]);
  });
});
