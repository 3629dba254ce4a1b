// Issue 17: two server PROCESSES on one PostgreSQL behave as one. Unlike two-servers.test.ts (two apps in this process),
// each server here is `server/src/main.ts` started as its own OS process, configured only by its environment, as behind a
// proxy (TRUST_PROXY, X-Forwarded-For): the same ALTCHA key and OTP secret given to both, PostgreSQL as the only shared
// state. Requests go over HTTP. Runs when TEST_DATABASE_URL is set (PGlite cannot be opened by two processes).
// Business time is the wall clock of the servers (they are real processes); nothing here waits on a time window to end.
import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { openDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/demo-data';
import { migrate } from '../../src/db/migrator';
import {
  freePort,
  START_TIMEOUT,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process';
import { FIVE_WRONG_PASSWORDS } from '../helpers/sessions';

const url = process.env.TEST_DATABASE_URL;
/** parallel requests in the bursts (STYLE.md §21) */
const BURST = 30;

interface Proc extends ServerProcess {
  base: string;
}

/** Resolves once `check` is true, looking again each `everyMs`; fails with `what` after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe.runIf(url)('two server processes on one PostgreSQL', () => {
  const schema = `test_procs_${randomBytes(5).toString('hex')}`;
  const secrets = { ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'), OTP_SECRET: randomBytes(32).toString('hex') };
  // the customer system both servers' outbox workers publish to: every request it receives
  const received: { method: string; path: string; body: string }[] = [];
  let customerSystem: HttpServer;
  let a: Proc;
  let b: Proc;

  async function admin<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  /** `npm run serve` on this schema, configured only by its environment; resolves once it listens (after its seed). */
  async function start(seed: boolean, customerSystemUrl: string): Promise<Proc> {
    const port = await freePort();
    const databaseUrl = new URL(url!);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    const server = await startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      STATIC_DIR: `/nonexistent-${schema}`, // the API only
      SEED_DEMO: String(seed),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info', // the start is told by the "Server listening" line
      BOT_CHECK_MODE: 'always',
      BOT_CHECK_MAX_NUMBER: '20',
      RATE_LIMIT_MAX: '10000',
      CUSTOMER_SYSTEM_URL: customerSystemUrl,
      CUSTOMER_SYSTEM_POLL_MS: '50',
      ...secrets,
    });
    return { ...server, base: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    const setup = await openDatabase({ kind: 'postgres', url: url!, searchPath: schema, max: 1 });
    await migrate(setup);
    await setup.close();
    customerSystem = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method ?? '', path: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => customerSystem.listen(0, '127.0.0.1', resolve));
    const systemUrl = `http://127.0.0.1:${(customerSystem.address() as AddressInfo).port}`;
    // A seeds the demo accounts; B starts on the seeded database (one after the other, as a rolling deploy would)
    a = await start(true, systemUrl);
    b = await start(false, systemUrl);
  }, START_TIMEOUT * 2);

  afterAll(async () => {
    for (const proc of [a, b]) if (proc) await stopServerProcess(proc);
    await new Promise((resolve) => customerSystem?.close(resolve));
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
  }, 30_000);

  let ipCounter = 10;
  const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

  async function call(
    proc: Proc,
    method: string,
    path: string,
    {
      ip,
      tenant = 'cl',
      body,
      headers = {},
    }: { ip: string; tenant?: string; body?: unknown; headers?: Record<string, string> },
  ) {
    const res = await fetch(`${proc.base}${path}`, {
      method,
      headers: {
        'x-tenant': tenant,
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown>, res };
  }

  /** A solved bot check, its challenge asked of `proc` (as the browser does, over HTTP). */
  async function botCheck(proc: Proc): Promise<string> {
    const { json } = await call(proc, 'GET', '/s/account/reCaptcha/challenge', { ip: nextIp() });
    const challenge = json.challenge as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const login = async (proc: Proc, email: string, password: string, ip: string, tenant = 'cl', solved?: string) =>
    call(proc, 'POST', '/s/auth/v1/login', {
      ip,
      tenant,
      body: { email, password, botCheck: solved ?? (await botCheck(proc)) },
    });

  function sessionHeaders(res: Response): Record<string, string> {
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const value = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))!.slice(name.length + 1);
    return {
      cookie: `${SESSION_COOKIE}=${value(SESSION_COOKIE)}; ${CSRF_COOKIE}=${value(CSRF_COOKIE)}`,
      'x-csrf-token': value(CSRF_COOKIE),
    };
  }

  it('a session made on A works on B, and a logout on B is seen by A at once', async () => {
    const ip = nextIp();
    const signedIn = await login(a, 'shopper.cl@demo.example.com', DEMO_PASSWORD, ip);
    expect(signedIn.status).toBe(200);
    const headers = sessionHeaders(signedIn.res);
    const onB = await call(b, 'GET', '/api/my-account/cl/users', { ip, headers });
    expect(onB.status).toBe(200);
    expect(onB.json).toMatchObject({ email: 'shopper.cl@demo.example.com' });

    expect((await call(b, 'POST', '/s/auth/v1/logout', { ip, headers, body: {} })).status).toBe(200);
    const onA = await call(a, 'GET', '/api/my-account/cl/users', { ip, headers });
    expect(onA.status).toBe(401);
    expect(onA.json).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('a bot-check challenge asked of A is accepted once by B, and refused when replayed on either', async () => {
    const ip = nextIp();
    const solved = await botCheck(a);
    const first = await login(b, 'shopper.cl@demo.example.com', DEMO_PASSWORD, ip, 'cl', solved);
    expect(first.status).toBe(200);
    for (const proc of [b, a]) {
      const replay = await login(proc, 'shopper.cl@demo.example.com', DEMO_PASSWORD, ip, 'cl', solved);
      expect(replay.status).toBe(400);
      expect(replay.json).toMatchObject({ code: 'RECAPTCHA_ERROR' });
    }
  });

  it('a recovery code mailed by A is read from the mailbox of B and sets the password there', async () => {
    const ip = nextIp();
    const email = 'shopper.co@demo.example.com';
    expect((await call(a, 'POST', '/s/auth/v1/otp/email', { ip, tenant: 'co', body: { email } })).status).toBe(202);
    const mailbox = await call(b, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`, { ip, tenant: 'co' });
    const mail = (mailbox.json.mails as { template: string; text: string }[]).find(
      (m) => m.template === 'recovery-code',
    );
    const code = mail?.text.match(/^\d{4,6}$/m)?.[0];
    expect(code).toMatch(/^\d{4,6}$/);
    const saved = await call(b, 'POST', '/s/auth/v1/password/otp-recovery', {
      ip,
      tenant: 'co',
      body: { email, code, password: 'Tornillo9Verde' },
    });
    expect(saved.status).toBe(200);
    expect((await login(a, email, 'Tornillo9Verde', ip, 'co')).status).toBe(200);
    expect((await login(b, email, DEMO_PASSWORD, ip, 'co')).status).toBe(401);
  });

  it('the lockout counts failures made on both servers', async () => {
    const ip = nextIp();
    const email = 'shopper.uy@demo.example.com';
    const codes: unknown[] = [];
    for (const proc of [a, b, a, b, a]) codes.push((await login(proc, email, 'Incorrecta1', ip, 'uy')).json.code);
    expect(codes).toEqual(FIVE_WRONG_PASSWORDS);
    const right = await login(b, email, DEMO_PASSWORD, ip, 'uy');
    expect(right.status).toBe(423);
    expect(right.json).toMatchObject({ code: 'ACCOUNT_REMAINS_LOCKED' });
  });

  it(`${BURST} parallel logins with one solved challenge, half on each server: exactly one gets past it`, async () => {
    const solved = await botCheck(a);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        login(i % 2 ? b : a, 'shopper.mx@demo.example.com', DEMO_PASSWORD, nextIp(), 'mx', solved),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json.code === 'RECAPTCHA_ERROR')).toHaveLength(BURST - 1);
  });

  it(`${BURST} parallel wrong passwords, half on each server: the lockout counts them as one server would`, async () => {
    const email = 'shopper.ar@demo.example.com';
    // each from its own address with its own solved challenge, as a distributed attacker's would
    const challenges = [];
    for (let i = 0; i < BURST; i += 1) challenges.push(await botCheck(i % 2 ? b : a));
    const answers = await Promise.all(
      challenges.map((solved, i) => login(i % 2 ? b : a, email, `Equivocada${i}x`, nextIp(), 'ar', solved)),
    );
    const codes = answers.map((r) => r.json.code);
    // the 5th failure locks (docs/security.md): 4 wrong, 1 blocking, the rest refused without a password check
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(codes.filter((c) => c === 'ACCOUNT_BLOCKED')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ACCOUNT_REMAINS_LOCKED')).toHaveLength(BURST - 5);
    const right = await login(b, email, DEMO_PASSWORD, nextIp(), 'ar');
    expect(right.status).toBe(423);
    expect(right.json).toMatchObject({ code: 'ACCOUNT_REMAINS_LOCKED' });
  });

  it('a rate limit counts the requests sent to both servers', async () => {
    const ip = nextIp();
    // recovery code requests: 5 a minute per client address and route (docs/security.md)
    const statuses: number[] = [];
    for (const proc of [a, b, a, b, a, b])
      statuses.push(
        (await call(proc, 'POST', '/s/auth/v1/otp/email', { ip, body: { email: 'nadie@example.test' } })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // another client address behind the same proxy is not limited
    expect(
      (await call(a, 'POST', '/s/auth/v1/otp/email', { ip: nextIp(), body: { email: 'nadie@example.test' } })).status,
    ).toBe(202);
  });

  it("both servers' outbox workers deliver every customer-system message exactly once", async () => {
    const ip = nextIp();
    const signedIn = await login(a, 'shopper.cl@demo.example.com', DEMO_PASSWORD, ip);
    const headers = sessionHeaders(signedIn.res);
    const { json: profile } = await call(a, 'GET', '/api/my-account/cl/users', { ip, headers });
    const { email: _email, usesMotherLastName: _uses, asksPosition: _asks, ...body } = profile;
    const names = [
      'Camila',
      'Lucía',
      'Andrea',
      'Valentina',
      'Josefa',
      'Martina',
      'Isidora',
      'Florencia',
      'Antonia',
      'Catalina',
    ];
    const before = (await admin<{ n: string }>('SELECT count(*) AS n FROM customer_system_outbox'))[0]!.n;
    // ten profile saves at once, half on each server: each commits one outbox row with the edit (spec §3, §7)
    const saves = await Promise.all(
      names.map((firstName, i) =>
        call(i % 2 ? b : a, 'PUT', '/api/my-account/cl/users', { ip, headers, body: { ...body, firstName } }),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual(names.map(() => 200));
    const rows = async () =>
      admin<{ status: string; attempts: number }>('SELECT status, attempts FROM customer_system_outbox');
    await until('every outbox row sent', async () => (await rows()).every((row) => row.status === 'sent'), 30_000, 50);
    const all = await rows();
    expect(all.length).toBe(Number(before) + names.length);
    expect(all.every((row) => row.attempts === 1)).toBe(true);
    // the customer system got each row once: as many requests as rows, each new first name once
    expect(received.length).toBe(all.length);
    const contacts = received.filter((r) => r.path.includes('/contact/'));
    for (const firstName of names)
      expect(contacts.filter((r) => r.body.includes(`"names":"${firstName}"`))).toHaveLength(1);
  });
});
