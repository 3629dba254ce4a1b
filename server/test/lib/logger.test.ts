// Logs never contain passwords, codes, tokens, session ids, authorization/cookie headers or card data (brief "Security").
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/lib/logger';
import { BUILD_TIMEOUT, buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const SECRETS = {
  password: 'Hunter2.Secret!',
  newPassword: 'Another.Secret9',
  code: '918273',
  token: 'tok_5up3r53cr3t',
  cardNumber: '4111111111111111',
  cvv: '737',
};

describe('log redaction', () => {
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
      logger: { stream, level: 'info' },
      beforeReady(app) {
        // A careless route that logs whole bodies and headers: redaction must still hold.
        app.post('/api/test/careless', async (request) => {
          request.log.info({ body: request.body, headers: request.headers }, 'careless log');
          request.log.info({ user: { nested: { password: SECRETS.password } } }, 'nested');
          return { ok: true };
        });
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('keeps body secrets, headers and query tokens out of the log output', async () => {
    const user = await createTestUser(t.app);
    const created = await openSession(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/test/careless?token=${SECRETS.token}&page=2`,
      headers: { ...sessionHeaders(created), authorization: `Bearer ${created.rawId}` },
      payload: {
        email: 'visible@example.test',
        ...SECRETS,
        card: { cardNumber: SECRETS.cardNumber, cvv: SECRETS.cvv },
      },
    });
    expect(res.statusCode).toBe(200);
    // timings, the process id, the random request id and the body's length may hold any short digit run (a 3-digit
    // security code in a responseTime, or in a request id such as ...32773785f): leave them out
    const output = lines
      .map((line) =>
        line
          .replace(/"(time|responseTime|pid)":[0-9.e+-]+/g, '"$1":0')
          .replace(/"(reqId|content-length)":"[^"]*"/g, '"$1":"-"'),
      )
      .join('\n');
    expect(output).toContain('careless log');
    expect(output).toContain('visible@example.test'); // the log is written, only secrets are masked
    expect(output).toContain('[REDACTED]');
    expect(output).toContain('page=2');
    for (const secret of [...Object.values(SECRETS), created.rawId, created.csrfToken]) {
      expect(output, secret).not.toContain(secret);
    }
  });

  it('masks sensitive query parameters in logged URLs', () => {
    expect(redactUrl('/x?code=123456&tenant=cl')).toBe('/x?code=%5BREDACTED%5D&tenant=cl');
    expect(redactUrl('/x?tenant=cl')).toBe('/x?tenant=cl');
    expect(redactUrl('/x')).toBe('/x');
  });
});
