// Issue 10 item 5: no code, password, hash, document or card number in a log line, and no code, password or card number in
// any readable column (a hash or a document only in its own column). Values are planted, the flows exercised (login,
// recovery, registration with a NUL byte, a database refusal), then every captured log line and every text column of
// every table is searched.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/sessions';
import { lastCodeFor, tenantHeaders } from '../auth/auth-fixtures';
import { brazilianPerson } from '../registration/registration-fixtures';

// argon2 verifications in bursts on a shared 2-core machine: more than the default 5 s
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'Plantada#Clave2026';
const NEW_PASSWORD = 'Nueva#Plantada2027';
const DOCUMENT = '529.982.247-25';
const DOCUMENT_DIGITS = '52998224725';
const CARD = '4111111111111111';

describe.each(testBackends())('no secrets in logs or at rest on $name', (backend) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp({
      backend,
      logger: { stream, level: 'trace' },
      beforeReady: (app) => {
        // a refused insert carrying a hash, a document and an email, as a registration with a NUL byte used to cause
        app.post('/test/refused-insert', async () => {
          await app.users.create({
            tenant: 'br',
            email: 'refusada@example.test',
            accountType: 'INDIVIDUAL',
            firstName: 'Ana',
            lastName: 'Souza',
            documentNumber: DOCUMENT_DIGITS,
            passwordHash: await app.passwords.hash(PASSWORD),
            phoneCountryCode: '+55\u0000',
          });
          throw new ApiError(500, 'GENERIC_ERROR');
        });
      },
    });
    t.app.botCheck.config.mode = 'after-failures';
    t.app.botCheck.config.afterFailures = 1000;
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());

  it('keeps them out of every log line and every readable column', async () => {
    const user = await createTestUser(t.app, { tenant: 'br', password: PASSWORD, documentNumber: DOCUMENT_DIGITS });
    const hash = user.passwordHash!;
    const headers = { ...tenantHeaders('br'), 'content-type': 'application/json' };
    const post = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers });

    // login: wrong, right, and with a card number in an unknown field
    expect((await post('/s/auth/v1/login', { email: user.email, password: `${PASSWORD}x` })).statusCode).toBe(401);
    expect((await post('/s/auth/v1/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect(
      (await post('/s/auth/v1/login', { email: user.email, password: PASSWORD, cardNumber: CARD })).statusCode,
    ).toBe(400);
    // recovery: a 6-digit code (Brazil), a wrong one, then the right one
    expect((await post('/s/auth/v1/otp/email', { email: user.email })).statusCode).toBe(202);
    const code = (await lastCodeFor(t.app, user.email))!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await post('/s/auth/v1/password/otp-recovery', { email: user.email, code: wrong, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/s/auth/v1/password/otp-recovery', { email: user.email, code, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    // registration with a NUL byte in countryCode: refused at the boundary, 400, nothing logged of the body
    const registration = brazilianPerson({ password: PASSWORD, document: DOCUMENT, countryCode: 'BR\u0000' });
    const nul = await post('/api/auth/v1/register', registration);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('VALIDATION_ERROR');
    // the database refusing an insert: a 4xx, and a log line without the values
    const refused = await t.app.inject({ method: 'POST', url: '/test/refused-insert' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR' });
    expect(lines.some((line) => line.includes('database refused the input'))).toBe(true);

    const current = (await t.app.users.findById(user.id))!.passwordHash!;
    const planted = { code, PASSWORD, NEW_PASSWORD, hash, current, DOCUMENT, DOCUMENT_DIGITS, CARD, email: user.email };
    for (const [name, value] of Object.entries(planted)) {
      const leaking = lines.filter((line) => line.includes(value));
      expect(leaking, `${name} in a log line`).toEqual([]);
    }

    // every text column of every table
    const columns = await t.db.sql.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'json', 'jsonb')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: Record<string, string[]> = {};
    for (const { table_name: table, column_name: column } of columns) {
      const rows = await t.db.sql.query<{ v: string | null }>(`SELECT "${column}"::text AS v FROM "${table}"`);
      for (const [name, value] of Object.entries(planted)) {
        if (rows.some((row) => row.v?.includes(value))) (found[name] ??= []).push(`${table}.${column}`);
      }
    }
    expect(found.code).toBeUndefined();
    expect(found.PASSWORD).toBeUndefined();
    expect(found.NEW_PASSWORD).toBeUndefined();
    expect(found.CARD).toBeUndefined();
    // a hash only where hashes live, a document only in its own column
    for (const where of [...(found.hash ?? []), ...(found.current ?? [])]) expect(where).toMatch(/password_hash$/);
    for (const where of found.DOCUMENT_DIGITS ?? []) expect(where).toMatch(/document_number$/);
    expect(found.DOCUMENT).toBeUndefined();
  });

  it('purges outbox rows after MAIL_RETENTION_MINUTES', async () => {
    const user = await createTestUser(t.app, { tenant: 'br' });
    await t.app.inject({
      method: 'POST',
      url: '/s/auth/v1/otp/email',
      payload: { email: user.email },
      headers: tenantHeaders('br'),
    });
    expect(await lastCodeFor(t.app, user.email)).toMatch(/^\d{6}$/);
    t.clock.advanceMinutes(t.app.mailer.config.retentionMinutes + 1);
    const other = await createTestUser(t.app, { tenant: 'br' });
    await t.app.inject({
      method: 'POST',
      url: '/s/auth/v1/otp/email',
      payload: { email: other.email },
      headers: tenantHeaders('br'),
    });
    expect(await t.app.mailOutbox.list({ to: user.email })).toEqual([]);
    expect(await t.app.mailOutbox.list({ to: other.email })).toHaveLength(1);
  });
});
