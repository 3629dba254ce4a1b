// Issue 13: no card number or security code in the server's logs, at the most verbose level, through successes, refusals and
// errors; and the scan finds one when it is planted (so a green result means something).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCardNumbers, findSecurityCodes } from '../../../src/rules/payment-method';
import { BUILD_TIMEOUT, buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { cardBody, encryptedHeaders, TEST_CARDS } from '../helpers/card-encryption';

const CODES = ['731', '4821', '952'];

describe('payment logs (issue 13)', () => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp({
      logger: { stream, level: 'trace' },
      beforeReady(app) {
        app.post('/api/test/plant', async (request) => {
          request.log.info({ note: `pan ${TEST_CARDS.amex}`, detail: { check: 'verification 952' } }, 'planted');
          return { ok: true };
        });
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('logs no card number or security code while cards are added, refused and deleted', async () => {
    const user = await createTestUser(t.app);
    const headers = sessionHeaders(await openSession(t.app, user));
    const url = '/api/my-account/v2/users/payment-methods';
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, TEST_CARDS.visa, { securityCode: '731' }),
    });
    expect(ok.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url,
      headers: encryptedHeaders(headers),
      payload: await cardBody(t.app, TEST_CARDS.amex, { securityCode: '4821', cardExpiry: '13/40' }),
    });
    await t.app.inject({ method: 'POST', url, headers, payload: { cardNumber: TEST_CARDS.mastercard, cvv: '731' } });
    await t.app.inject({
      method: 'POST',
      url,
      headers: { ...encryptedHeaders(headers), 'content-type': 'application/json' },
      payload: `{"cardNumber":"${TEST_CARDS.visa}",`,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/my-account/v2/users/payment-methods/${ok.json().addedId}`,
      headers,
    });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('card saved');
    expect(findCardNumbers(log)).toEqual([]);
    expect(findSecurityCodes(log, CODES)).toEqual([]);
  });

  it('finds a planted card number and security code', async () => {
    await t.app.inject({ method: 'POST', url: '/api/test/plant', payload: {} });
    const log = lines.join('\n');
    expect(findCardNumbers(log)).toEqual([TEST_CARDS.amex]);
    expect(findSecurityCodes(log, CODES)).toContain('952');
  });
});
