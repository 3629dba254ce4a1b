// Security issue items 1, 2 and 9 (STYLE.md §21): a parallel burst of wrong passwords or wrong recovery codes is decided by
// the database, not by a read-modify-write in code. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real parallel
// connections). Each request comes from its own address, as a distributed attacker's would, so the per-address limits
// are not what stops the burst: the per-account lockout is.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/sessions';
import { PASSWORD, lastCodeFor, tenantHeaders } from '../auth/auth-fixtures';

// argon2 verifications in bursts on a shared 2-core machine: more than the default 5 s
vi.setConfig({ testTimeout: 60_000 });

const BURST = 30;
const CODE_BURST = 29;

describe.each(testBackends())('parallel attempts on $name', (backend) => {
  let t: TestApp;
  /** password verifications against a real hash (the dummy verification of unknown or locked accounts is not one) */
  let evaluated = 0;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    const verify = t.app.passwords.verify.bind(t.app.passwords);
    t.app.passwords.verify = async (hash, password) => {
      if (hash) evaluated += 1;
      return verify(hash, password);
    };
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());
  beforeEach(() => {
    evaluated = 0;
    t.app.botCheck.config.mode = 'after-failures';
    t.app.botCheck.config.afterFailures = 1000;
    t.app.lockout.config.maxFailures = 5;
    t.app.otp.config.maxAttempts = 5;
  });

  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `203.0.113.${address % 250}`;
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: tenantHeaders(), remoteAddress: nextAddress() });

  it(`${BURST} parallel wrong passwords: at most the limit is evaluated, then the right password is refused`, async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('/s/auth/v1/login', { email: user.email, password: `Equivocada${i}x` }),
      ),
    );
    const codes = answers.map((res) => res.json().code as string);
    expect(evaluated).toBeLessThanOrEqual(t.app.lockout.config.maxFailures);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBe(t.app.lockout.config.maxFailures - 1);
    expect(codes.filter((code) => code === 'ACCOUNT_BLOCKED').length).toBe(1);
    expect(codes.filter((code) => code === 'ACCOUNT_REMAINS_LOCKED').length).toBe(
      BURST - t.app.lockout.config.maxFailures,
    );
    console.info(`[${backend.name}] ${BURST} parallel wrong passwords: ${evaluated} evaluated`);

    const right = await post('/s/auth/v1/login', { email: user.email, password: PASSWORD });
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('ACCOUNT_REMAINS_LOCKED');
  });

  it('the legacy login shares the same gate', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('/s/actors/login', { login: user.email, password: `Equivocada${i}x` }),
      ),
    );
    expect(evaluated).toBeLessThanOrEqual(t.app.lockout.config.maxFailures);
    const right = await post('/s/actors/login', { login: user.email, password: PASSWORD });
    expect(right.json().code).toBe('ACCOUNT_REMAINS_LOCKED');
  });

  it('the lock runs out by the clock and the right password then signs in', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/s/auth/v1/login', { email: user.email, password: `Equivocada${i}x` }),
      ),
    );
    t.clock.advanceMinutes(t.app.lockout.config.lockMinutes + 1);
    expect((await post('/s/auth/v1/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`${CODE_BURST} parallel wrong recovery codes: at most the limit is counted, then the right code is refused`, async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    expect((await post('/s/auth/v1/otp/email', { email: user.email })).statusCode).toBe(202);
    const code = (await lastCodeFor(t.app, user.email))!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');
    const answers = await Promise.all(
      Array.from({ length: CODE_BURST }, (_, i) =>
        post('/s/auth/v1/password/otp-recovery', { email: user.email, code: wrong(i), password: 'Nueva#2024x' }),
      ),
    );
    const codes = answers.map((res) => res.json().code as string);
    // the 5th wrong code locks: 4 answer OTP_INVALID_ERROR, every other one OTP_LOCKED_ERROR
    expect(codes.filter((c) => c === 'OTP_INVALID_ERROR').length).toBe(t.app.otp.config.maxAttempts - 1);
    expect(codes.filter((c) => c === 'OTP_LOCKED_ERROR').length).toBe(CODE_BURST - t.app.otp.config.maxAttempts + 1);
    console.info(
      `[${backend.name}] ${CODE_BURST} parallel wrong codes: ${codes.filter((c) => c === 'OTP_INVALID_ERROR').length + 1} counted`,
    );

    const right = await post('/s/auth/v1/password/otp-recovery', { email: user.email, code, password: 'Nueva#2024x' });
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('OTP_LOCKED_ERROR');
  });

  it('a right code in time still works after a few wrong ones, and gives its attempt back', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await post('/s/auth/v1/otp/email', { email: user.email });
    const code = (await lastCodeFor(t.app, user.email))!;
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await Promise.all(
      Array.from({ length: 3 }, () =>
        post('/s/auth/v1/password/otp-recovery', { email: user.email, code: wrong, password: 'Nueva#2024x' }),
      ),
    );
    const right = await post('/s/auth/v1/password/otp-recovery', { email: user.email, code, password: 'Nueva#2024x' });
    expect(right.json()).toEqual({ ok: true });
  });
});
