// Issue 34 item 8, card abuse: a cap on saved cards per account and a limit on add-card attempts per account and per
// client address (spec §8's add-card failure, CARD_LIMIT_REACHED). Before it, one account kept 73 cards added in two
// minutes: a card-testing tool once a real provider answers declines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { cardBody, encryptedHeaders, TEST_CARDS } from '../helpers/card-encryption';

const LIST = '/api/my-account/v2/users/payment-methods';

describe.each(testBackends())('add-card limits on $name (issue 34 item 8, spec §8)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      config: {
        payments: { maxSavedCards: 3, cardAddsPerAccount: 6, cardAddsPerAddress: 12, cardAddWindowMinutes: 60 },
        session: { idleMinutes: 600, absoluteHours: 48 },
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function signedIn() {
    const user = await createTestUser(t.app, { tenant: 'cl' });
    return { user, headers: sessionHeaders(await openSession(t.app, user)) };
  }

  const add = async (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: LIST,
      remoteAddress,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, TEST_CARDS.visa),
    });

  it('keeps at most the configured number of cards: the next one is refused and nothing is stored', async () => {
    const { headers } = await signedIn();
    for (let i = 0; i < 3; i++) expect((await add(headers, '10.0.1.1')).statusCode).toBe(200);
    const refused = await add(headers, '10.0.1.1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CARD_LIMIT_REACHED', details: { limit: 3 } });
    const list = await t.app.inject({ method: 'GET', url: LIST, headers });
    expect(list.json().paymentMethods).toHaveLength(3);
  });

  it('20 parallel adds to one account store no more than the cap', async () => {
    const { user, headers } = await signedIn();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cardBody(t.app, TEST_CARDS.visa)));
    const answers = await Promise.all(
      bodies.map((payload, i) =>
        t.app.inject({
          method: 'POST',
          url: LIST,
          remoteAddress: `10.0.2.${i}`,
          headers: encryptedHeaders(headers),
          payload,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.every((c) => c === 200 || c === 409 || c === 429)).toBe(true);
    const [row] = await t.db.sql.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM payment_methods WHERE user_id = $1',
      [user.id],
    );
    expect(Number(row!.n)).toBe(3);
  });

  it('counts every attempt of an account, refused ones too, and lets it try again once the window has passed', async () => {
    const { headers } = await signedIn();
    // five attempts that the server refuses (a well-formed body without the encryption header), then one that saves
    for (let i = 0; i < 5; i++) {
      const payload = await cardBody(t.app, TEST_CARDS.visa);
      const bad = await t.app.inject({ method: 'POST', url: LIST, remoteAddress: '10.0.3.1', headers, payload });
      expect(bad.json().code).toBe('PAYMENT_DECRYPTION_ERROR');
    }
    expect((await add(headers, '10.0.3.1')).statusCode).toBe(200); // the 6th attempt: still within 6
    const limited = await add(headers, '10.0.3.2'); // the 7th, from another address: the account's count
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('CARD_LIMIT_REACHED');
    t.clock.advance(61 * 60_000);
    expect((await add(headers, '10.0.3.3')).statusCode).toBe(200);
  });

  it('limits the attempts of one client address across accounts', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { headers } = await signedIn();
      answers.push((await add(headers, '10.0.4.1')).statusCode, (await add(headers, '10.0.4.1')).statusCode);
    }
    // 12 attempts from the address pass, the 13th and 14th are refused
    expect(answers.slice(0, 12).every((c) => c === 200)).toBe(true);
    expect(answers.slice(12)).toEqual([429, 429]);
  });
});
