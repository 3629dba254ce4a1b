// spec §8 PASSWORD_REMAINS_LOCKED_ERROR: the support command sets and lifts the mark that the login checks, and ends the
// account's open sessions when it sets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/password-lock';
import type { Database } from '../../src/db/database';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { PASSWORD, lowCostBotCheck, tenantHeaders } from '../auth/auth-fixtures';

describe('password-lock (support command)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: lowCostBotCheck });
    t.app.botCheck.config.mode = 'after-failures';
  }, 60_000);
  afterAll(() => t.close());

  /** the command on the test app's database (left open for the app) */
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const shared: Database = { ...t.app.database, close: async () => undefined };
    const code = await main(
      argv,
      {},
      (l) => out.push(l),
      (l) => err.push(l),
      async () => shared,
    );
    return { code, out, err };
  };
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/s/auth/v1/login', payload: { email, password }, headers: tenantHeaders() });

  it('locks: the right password then answers PASSWORD_REMAINS_LOCKED_ERROR and open sessions end; unlock restores the login', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const session = sessionHeaders(await openSession(t.app, user));
    expect((await t.app.inject({ url: '/api/my-account/cl/users', headers: session })).statusCode).toBe(200);

    const locked = await run(
      'lock',
      '--tenant',
      'cl',
      '--email',
      user.email.toUpperCase(),
      '--reason',
      'Filtración',
      '--operator',
      'Ana',
    );
    expect(locked).toEqual({ code: 0, out: [`${user.email}: password locked; 1 open session(s) ended`], err: [] });
    expect((await t.app.inject({ url: '/api/my-account/cl/users', headers: session })).statusCode).toBe(401);
    const refused = await login(user.email, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'PASSWORD_REMAINS_LOCKED_ERROR' });
    expect((await run('show', '--tenant', 'cl', '--email', user.email)).out[0]).toMatch(
      new RegExp(`^${user.email}: locked since \\d{4}-.* \\(Filtración — Ana\\)$`),
    );

    expect((await run('unlock', '--tenant', 'cl', '--email', user.email, '--operator', 'Ana')).out).toEqual([
      `${user.email}: password lock lifted`,
    ]);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await run('show', '--tenant', 'cl', '--email', user.email)).out).toEqual([`${user.email}: not locked`]);
  });

  it('refuses an incomplete command, an unknown tenant and an unknown account, changing nothing', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    expect((await run('lock', '--tenant', 'cl', '--email', user.email, '--operator', 'Ana')).code).toBe(2);
    expect(
      (await run('lock', '--tenant', 'zz', '--email', user.email, '--reason', 'x', '--operator', 'Ana')).code,
    ).toBe(2);
    expect((await run('erase', '--tenant', 'cl', '--email', user.email)).code).toBe(2);
    const unknown = await run('lock', '--tenant', 'pe', '--email', user.email, '--reason', 'x', '--operator', 'Ana');
    expect(unknown).toMatchObject({ code: 1, err: [`No account ${user.email} in pe.`] });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });
});
