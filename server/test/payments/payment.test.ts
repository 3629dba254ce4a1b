// Issue 13: saved cards on both back ends: add (encrypted), list, favourite (one per account, atomic), delete; another
// account's card answers 404; a body encrypted with an expired key is refused with PAYMENT_KEY_EXPIRED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { cardBody, encryptedHeaders, publicKey, TEST_CARDS } from '../helpers/card-encryption';
import { LOCAL_DECLINED_CARD } from '../../src/payments/payment-tokeniser.plugin';

const LIST = '/api/my-account/v2/users/payment-methods';
const STORE = '/api/my-account/v2/users/payment-methods/cmr-card';
const PREFERRED = '/api/my-account/v3/users/payment-methods/preferred-payment-method';

describe.each(testBackends())('saved cards on $name (issue 13, spec §3, §4, §7)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      config: {
        payments: { keyRotateMinutes: 60, keyGraceMinutes: 10 },
        session: { idleMinutes: 600, absoluteHours: 48 },
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function signedIn(tenant = 'cl') {
    const user = await createTestUser(t.app, { tenant });
    return { user, headers: sessionHeaders(await openSession(t.app, user)) };
  }

  it('adds a credit card and a CMR card, keeping only token, brand, last four, expiry and holder', async () => {
    const { user, headers } = await signedIn();
    const added = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, TEST_CARDS.visa, { favoriteCard: true }),
    });
    expect(added.statusCode).toBe(200);
    const body = added.json();
    expect(body.addedId).toEqual(expect.any(String));
    expect(body.paymentMethods).toEqual([
      expect.objectContaining({
        cardType: 'creditCard',
        brand: 'VISA',
        lastFour: '1111',
        expiry: '08/29',
        holderName: 'Camila Rojas',
        gatewayKind: 'creditNetwork',
        favourite: true,
      }),
    ]);
    t.clock.advance(1000); // listed oldest first
    const store = await t.app.inject({
      method: 'POST',
      url: STORE,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, TEST_CARDS.cmr, { cardType: 'cmrCard' }),
    });
    expect(store.statusCode).toBe(200);
    expect(store.json().paymentMethods[1]).toMatchObject({
      cardType: 'cmrCard',
      brand: 'CMR',
      lastFour: '7899',
      gatewayKind: 'storeCard',
      favourite: false,
    });

    const rows = await t.db.sql.query<Record<string, unknown>>('SELECT * FROM payment_methods WHERE user_id = $1', [
      user.id,
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(TEST_CARDS.visa);
    expect(text).not.toContain(TEST_CARDS.cmr);
    expect(text).not.toMatch(/"731"/);
    expect(rows.every((r) => String(r.token).startsWith('tok_'))).toBe(true);
  });

  it('offers the store card by tenant: SORIANA in Mexico, no CMR there, and store cards only on the cmr-card path', async () => {
    const mx = await signedIn('mx');
    const soriana = await t.app.inject({
      method: 'POST',
      url: STORE,
      headers: encryptedHeaders(mx.headers),
      payload: await cardBody(t.app, TEST_CARDS.soriana, { cardType: 'falabellaSoriana' }),
    });
    expect(soriana.statusCode).toBe(200);
    expect(soriana.json().paymentMethods[0]).toMatchObject({ brand: 'SORIANA', gatewayKind: 'partnerStoreCard' });
    const cmr = await t.app.inject({
      method: 'POST',
      url: STORE,
      headers: encryptedHeaders(mx.headers),
      payload: await cardBody(t.app, TEST_CARDS.cmr, { cardType: 'cmrCard' }),
    });
    expect(cmr.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { cardType: 'card.typeNotOffered' } },
    });
    const wrongPath = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(mx.headers),
      payload: await cardBody(t.app, TEST_CARDS.soriana, { cardType: 'falabellaSoriana' }),
    });
    expect(wrongPath.statusCode).toBe(400);
    const brandMismatch = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(mx.headers),
      payload: await cardBody(t.app, TEST_CARDS.soriana),
    });
    expect(brandMismatch.json()).toMatchObject({ details: { fields: { cardNumber: 'card.brandNotAccepted' } } });
  });

  it('refuses invalid card data with error keys only, never echoing a value', async () => {
    const { headers } = await signedIn();
    const bad = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, '4111111111111112', { securityCode: '12', cardExpiry: '01/20' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'VALIDATION_ERROR',
      details: {
        fields: {
          cardNumber: 'card.numberInvalid',
          cardExpiry: 'card.expired',
          securityCode: 'card.securityCodeInvalid',
        },
      },
    });
    expect(bad.body).not.toContain('4111111111111112');
    const declined = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, LOCAL_DECLINED_CARD),
    });
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_TOKENIZATION_ERROR' });
    const plain = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers,
      payload: await cardBody(t.app, TEST_CARDS.visa),
    });
    expect(plain.json()).toMatchObject({ code: 'PAYMENT_DECRYPTION_ERROR' });
    const tampered = await cardBody(t.app, TEST_CARDS.visa);
    const parts = String(tampered.encryptedCard).split('.');
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
    const broken = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(headers),
      payload: { ...tampered, encryptedCard: parts.join('.') },
    });
    expect(broken.json()).toMatchObject({ code: 'PAYMENT_DECRYPTION_ERROR' });
    const extra = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(headers),
      payload: { ...tampered, cardNumber: TEST_CARDS.visa },
    });
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { cardNumber: 'unknown' } } });
  });

  it('rotates keys: the previous key decrypts through its grace period, then the body is refused with PAYMENT_KEY_EXPIRED', async () => {
    const { headers } = await signedIn();
    const first = await publicKey(t.app);
    const body = await cardBody(t.app, TEST_CARDS.mastercard, { key: first });
    t.clock.advanceMinutes(65); // rotated 5 minutes ago: still inside the 10-minute grace
    const second = await publicKey(t.app);
    expect(second.kid).not.toBe(first.kid);
    const jwks = (await t.app.inject({ url: '/s/auth/v1/keys' })).json();
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([second.kid, first.kid]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d"\s*:/); // public parts only
    expect(
      (await t.app.inject({ method: 'POST', url: LIST, headers: encryptedHeaders(headers), payload: body })).statusCode,
    ).toBe(200);

    const late = await cardBody(t.app, TEST_CARDS.visa, { key: first });
    t.clock.advanceMinutes(10);
    const refused = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: encryptedHeaders(headers),
      payload: late,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'PAYMENT_KEY_EXPIRED' });
    expect((await t.app.inject({ url: '/s/auth/v1/keys' })).json().keys.map((k: { kid: string }) => k.kid)).toEqual([
      second.kid,
    ]);
  });

  it("answers another account's card, a malformed id and an unknown version as not found", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (
      await t.app.inject({
        method: 'POST',
        url: LIST,
        headers: encryptedHeaders(owner.headers),
        payload: await cardBody(t.app, TEST_CARDS.visa),
      })
    ).json().addedId;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/my-account/v1/users/payment-methods/${id}`,
          headers: other.headers,
        })
      ).json(),
    ).toEqual({ code: 'NOT_FOUND' });
    expect(
      (await t.app.inject({ method: 'PUT', url: PREFERRED, headers: other.headers, payload: { paymentMethodId: id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/my-account/v1/users/payment-methods/nope',
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/my-account/v9/users/payment-methods', headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: LIST, headers: other.headers })).json()).toEqual({ paymentMethods: [] });
    expect((await t.app.inject({ url: LIST })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // the owner still has it and can delete it
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-account/v1/users/payment-methods/${id}`,
      headers: owner.headers,
    });
    expect(deleted.json()).toEqual({ paymentMethods: [] });
  });

  it('keeps one favourite per account under parallel switches and adds (spec §4, STYLE.md §21)', async () => {
    const { user, headers } = await signedIn();
    const ids: string[] = [];
    for (const n of [TEST_CARDS.visa, TEST_CARDS.mastercard, TEST_CARDS.amex]) {
      ids.push(
        (
          await t.app.inject({
            method: 'POST',
            url: LIST,
            headers: encryptedHeaders(headers),
            payload: await cardBody(t.app, n),
          })
        ).json().addedId,
      );
    }
    const switches = Array.from({ length: 12 }, (_, i) =>
      t.app.inject({ method: 'PUT', url: PREFERRED, headers, payload: { paymentMethodId: ids[i % 3] } }),
    );
    const adds = [TEST_CARDS.visa, TEST_CARDS.mastercard].map(async (n) =>
      t.app.inject({
        method: 'POST',
        url: LIST,
        headers: encryptedHeaders(headers),
        payload: await cardBody(t.app, n, { favoriteCard: true }),
      }),
    );
    const answers = await Promise.all([...switches, ...adds]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const [count] = await t.db.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_methods WHERE user_id = $1 AND favourite',
      [user.id],
    );
    expect(count!.n).toBe(1);
    const list = (await t.app.inject({ url: LIST, headers })).json().paymentMethods;
    expect(list.filter((m: { favourite: boolean }) => m.favourite)).toHaveLength(1);

    const set = await t.app.inject({ method: 'PUT', url: PREFERRED, headers, payload: { paymentMethodId: ids[1] } });
    expect(set.json().paymentMethods.find((m: { favourite: boolean }) => m.favourite).id).toBe(ids[1]);
    // the index itself refuses a second favourite
    await expect(
      t.db.sql.query('UPDATE payment_methods SET favourite = true WHERE user_id = $1', [user.id]),
    ).rejects.toThrow();
  });
});
