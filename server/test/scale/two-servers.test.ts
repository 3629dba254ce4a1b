// Issue 17: two app servers on ONE PostgreSQL schema behave as one (docs/performance.md "Scale-out"). Each server is its own
// Fastify app with its own connection pool and its own process memory (plugin state, caches); only the database is shared,
// as with N processes behind a proxy. Runs when TEST_DATABASE_URL is set (PGlite cannot be shared by two servers).
// Business time is one TestClock both servers read: nothing sleeps.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompactEncrypt, importJWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { CARD_JWE_ALG, CARD_JWE_ENC } from '../../../src/contracts/payment.contract';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { buildApp } from '../../src/app';
import { makeConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';
import { createCustomerSystem } from '../../src/registration/customer-system.repository';
import { enqueueCustomerPublish } from '../../src/registration/customer-system-outbox';
import { lastCodeFor, PASSWORD, solvedBotCheck, tenantHeaders } from '../auth/auth-fixtures';
import { FIVE_WRONG_PASSWORDS, createTestUser } from '../helpers/sessions';
import { BUILD_TIMEOUT, TestClock } from '../helpers/test-app';

const url = process.env.TEST_DATABASE_URL;

interface Server {
  app: FastifyInstance;
  db: Database;
}

describe.runIf(url)('two servers on one PostgreSQL', () => {
  const schema = `test_two_${randomBytes(5).toString('hex')}`;
  const clock = new TestClock();
  let a: Server;
  let b: Server;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  async function server(): Promise<Server> {
    const db = await openDatabase({ kind: 'postgres', url: url!, searchPath: schema, max: 4 });
    // no secrets configured: outside production both get the database's development secrets (plugins/external/secrets.ts)
    const config = makeConfig({ rateLimit: { max: 10_000 } });
    const app = await buildApp({ db, clock, config, logger: false });
    app.botCheck.config.altcha.maxNumber = 20;
    app.botCheck.config.mode = 'always';
    await app.ready();
    return { app, db };
  }

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    const setup = await openDatabase({ kind: 'postgres', url: url!, searchPath: schema, max: 1 });
    await migrate(setup);
    await setup.close();
    // one after the other: two start-ups at once on a busy machine can exceed a plugin's start-up timeout
    a = await server();
    b = await server();
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    for (const s of [a, b]) {
      await s?.app.close();
      await s?.db.close();
    }
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  let ipCounter = 10;
  const nextIp = () => `203.0.113.${(ipCounter += 1)}`;
  const post = (s: Server, path: string, payload: object, remoteAddress: string, headers = tenantHeaders()) =>
    s.app.inject({ method: 'POST', url: path, payload, headers, remoteAddress });
  const login = async (s: Server, email: string, password: string, ip: string, botFrom: Server = s) =>
    post(s, '/s/auth/v1/login', { email, password, botCheck: await solvedBotCheck(botFrom.app) }, ip);
  const cookiesOf = (res: { cookies: { name: string; value: string }[] }) => {
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const csrf = res.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    return { cookie: `${SESSION_COOKIE}=${sid}; ${CSRF_COOKIE}=${csrf}`, 'x-csrf-token': csrf };
  };
  const profile = (s: Server, headers: Record<string, string>) =>
    s.app.inject({ method: 'GET', url: '/api/my-account/cl/users', headers });

  it('a session made on A works on B, and a logout on A is seen by B at once', async () => {
    const user = await createTestUser(a.app, { password: PASSWORD });
    const ip = nextIp();
    const res = await login(a, user.email, PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    const headers = cookiesOf(res);
    expect((await profile(b, headers)).json()).toMatchObject({ email: user.email });
    expect((await profile(a, headers)).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'POST', url: '/s/auth/v1/logout', headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await profile(b, headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('a bot-check challenge made by A is accepted by B once, and refused when replayed on B or on A', async () => {
    const user = await createTestUser(a.app, { password: PASSWORD });
    const ip = nextIp();
    const solved = await solvedBotCheck(a.app);
    const first = await post(b, '/s/auth/v1/login', { email: user.email, password: PASSWORD, botCheck: solved }, ip);
    expect(first.statusCode).toBe(200);
    for (const s of [b, a]) {
      const replay = await post(s, '/s/auth/v1/login', { email: user.email, password: PASSWORD, botCheck: solved }, ip);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: 'RECAPTCHA_ERROR' });
    }
  });

  it('a recovery code mailed by A verifies on B (same code secret, same sealed mailbox)', async () => {
    const user = await createTestUser(a.app, { password: PASSWORD });
    const ip = nextIp();
    expect((await post(a, '/s/auth/v1/otp/email', { email: user.email }, ip)).statusCode).toBe(202);
    const code = await lastCodeFor(b.app, user.email); // B opens the mail A sealed
    expect(code).toMatch(/^\d{4}$/);
    const saved = await post(
      b,
      '/s/auth/v1/password/otp-recovery',
      { email: user.email, code, password: 'Tornillo9Verde' },
      ip,
    );
    expect(saved.statusCode).toBe(200);
    expect((await login(a, user.email, 'Tornillo9Verde', ip, b)).statusCode).toBe(200);
  });

  it('the lockout counts failures on both servers', async () => {
    const user = await createTestUser(a.app, { password: PASSWORD });
    const ip = nextIp();
    const codes: string[] = [];
    for (const s of [a, b, a, b, a]) codes.push((await login(s, user.email, 'Incorrecta1', ip)).json().code);
    expect(codes).toEqual(FIVE_WRONG_PASSWORDS);
    const right = await login(b, user.email, PASSWORD, ip);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_REMAINS_LOCKED' });
  });

  it('a rate limit counts requests on both servers, and its window ends by the clock', async () => {
    const ip = nextIp();
    // recovery code requests: 5 a minute per address and route (docs/security.md)
    const statuses: number[] = [];
    for (const s of [a, b, a, b, a, b])
      statuses.push((await post(s, '/s/auth/v1/otp/email', { email: 'nadie@example.test' }, ip)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await post(a, '/s/auth/v1/otp/email', { email: 'nadie@example.test' }, ip)).json()).toMatchObject({
      code: 'RATE_LIMITED',
    });
    clock.advance(61_000);
    expect((await post(a, '/s/auth/v1/otp/email', { email: 'nadie@example.test' }, ip)).statusCode).toBe(202);
  });

  it('a card encrypted with the key A handed out is decrypted by B', async () => {
    const key = await a.app.paymentKeys.current();
    expect((await b.app.paymentKeys.current()).kid).toBe(key.kid);
    const jwe = await new CompactEncrypt(new TextEncoder().encode('{"cardNumber":"4111111111111111"}'))
      .setProtectedHeader({ alg: CARD_JWE_ALG, enc: CARD_JWE_ENC, kid: key.kid })
      .encrypt(await importJWK(key.publicKey, CARD_JWE_ALG));
    expect(new TextDecoder().decode(await b.app.paymentKeys.decrypt(jwe))).toContain('4111111111111111');
  });

  it('two outbox workers deliver each customer-system message exactly once', async () => {
    await a.db.sql.query('DELETE FROM customer_system_outbox');
    const total = 45;
    await a.db.transaction(async (tx) => {
      for (let i = 0; i < total; i += 1) {
        await enqueueCustomerPublish(tx, {
          tenant: 'cl',
          kind: 'publish',
          userId: null,
          companyId: null,
          customerKey: `customer-${i}`,
          payload: { i } as never,
          at: clock.now(),
        });
      }
    });
    const sent: string[] = [];
    // each call yields to the event loop, so the two workers' claims and sends interleave
    const fakeFetch = (async (_url: URL | string, init?: RequestInit) => {
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(String((JSON.parse(String(init?.body)) as { i: number }).i));
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const workerA = createCustomerSystem(a.app, { url: 'http://customers.test', fetch: fakeFetch, pollMs: 0 });
    const workerB = createCustomerSystem(b.app, { url: 'http://customers.test', fetch: fakeFetch, pollMs: 0 });
    let delivered = 0;
    for (let round = 0; round < 4; round += 1) {
      const [x, y] = await Promise.all([workerA.deliverDue(), workerB.deliverDue()]);
      delivered += x + y;
    }
    expect(delivered).toBe(total);
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    const [row] = await b.db.sql.query<{ sent: string }>(
      "SELECT count(*) AS sent FROM customer_system_outbox WHERE status = 'sent' AND attempts = 1",
    );
    expect(Number(row!.sent)).toBe(total);
  });

  it('two mail retry workers send each failed mail exactly once', async () => {
    const total = 30;
    const ids: string[] = [];
    for (let i = 0; i < total; i += 1) {
      const stored = await a.app.mailer.send({
        to: `retry${i}@example.test`,
        tenant: 'cl',
        template: 'recovery-unknown-email',
      });
      ids.push(stored.id);
    }
    // as if the SMTP server had refused them when they were written
    await a.db.sql.query(`UPDATE mail_outbox SET status = 'failed' WHERE id = ANY($1::uuid[])`, [ids]);
    const sent: string[] = [];
    const sender = async (mail: { to: string; text: string }) => {
      await new Promise((resolve) => setImmediate(resolve));
      expect(mail.text).not.toContain('sealed:'); // opened with the shared secret before sending
      sent.push(mail.to);
    };
    let delivered = 0;
    for (let round = 0; round < 3; round += 1) {
      const [x, y] = await Promise.all([a.app.mailer.retryFailed(sender), b.app.mailer.retryFailed(sender)]);
      delivered += x + y;
    }
    expect(delivered).toBe(total);
    expect(new Set(sent).size).toBe(total);
    expect(sent).toHaveLength(total);
  });
});
