// Issue 17: SQL statements per login and per authenticated GET, counted through the database handle's observer, so the
// hot paths cannot creep up unnoticed (docs/performance.md). PGlite, and PostgreSQL when TEST_DATABASE_URL is set; on
// PostgreSQL the rate-limit counters are in the database too (one upsert per API request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contracts/services';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { PASSWORD, solvedBotCheck, tenantHeaders } from '../auth/auth-fixtures';

describe.each(testBackends())('statements per request on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      backend,
      beforeReady: (app) => {
        app.botCheck.config.altcha.maxNumber = 20;
        // only app.authenticate, nothing of a handler: what every authenticated route pays
        app.get('/test/authenticated', { preHandler: app.authenticate }, async (request) => ({
          userId: request.auth!.userId,
        }));
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());

  const rateLimitStatements = backend.name === 'postgres' ? 1 : 0;

  async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    t.db.observer.onQuery = (sql) => statements.push(sql);
    try {
      return { result: await fn(), statements };
    } finally {
      t.db.observer.onQuery = null;
    }
  }

  it('app.authenticate costs one statement; the idle push a second one, at most once a minute', async () => {
    const user = await createTestUser(t.app);
    const created = await openSession(t.app, user);
    const request = () => t.app.inject({ url: '/test/authenticated', headers: sessionHeaders(created) });
    const { result, statements } = await counted(request);
    expect(result.json()).toEqual({ userId: user.id });
    expect(statements).toHaveLength(1);
    // a minute after the recorded activity the request pushes the idle timeout: one write more
    t.clock.advanceMinutes(1);
    expect((await counted(request)).statements).toHaveLength(2);
    expect((await t.app.sessions.lookup(created.rawId))?.lastSeenAt).toEqual(t.clock.now());
    // and within the next minute it does not write again
    t.clock.advance(59_000);
    expect((await counted(request)).statements).toHaveLength(1);
  });

  it('an authenticated GET of the profile: rate limit, session, the handler’s one read (user with preferences)', async () => {
    const user = await createTestUser(t.app);
    const created = await openSession(t.app, user);
    const { result, statements } = await counted(() =>
      t.app.inject({ url: '/api/my-account/cl/users', headers: sessionHeaders(created) }),
    );
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(rateLimitStatements + 1 + 1);
  });

  it('a login with the bot check: at most 7 statements (was 9 to 10)', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const botCheck = await solvedBotCheck(t.app);
    const { result, statements } = await counted(() =>
      t.app.inject({
        method: 'POST',
        url: '/s/auth/v1/login',
        headers: tenantHeaders(),
        payload: { email: user.email, password: PASSWORD, botCheck },
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.cookies.map((c) => c.name)).toEqual(expect.arrayContaining([SESSION_COOKIE, CSRF_COOKIE]));
    // preflight (address throttle + lock), bot-check claim, attempt, user with its locks and company, reset, new session
    expect(statements).toHaveLength(rateLimitStatements + 6);
  });
});
