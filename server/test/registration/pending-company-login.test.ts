// spec §4: a Mexican company stays pending until validated; pending and rejected companies cannot authenticate or act.
// Regression tests across the registration area and the login route (owned by the auth area).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { reviewCompany } from '../../src/registration/registration-review';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { json, mexicanCompany } from './registration-fixtures';

describe.each(testBackends())('pending and rejected companies on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    // the bot check (auth area) is asked only after failures here: these tests are about the company's status
    t.app.botCheck.config.mode = 'after-failures';
  }, 60_000);
  afterAll(() => t.close());

  const register = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/my-account/v2/users/businessUser/registration', payload: json(body) });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/s/auth/v1/organization-user/login',
      headers: { 'x-tenant': 'mx' },
      payload: { email, password },
    });
  const review = (document: string, decision: 'approved' | 'rejected') =>
    reviewCompany(t.db, { tenant: 'mx', companyDocument: document, decision, operator: 'ops', at: t.clock.now() });

  it('refuses the login of a pending company, then lets it in once approved', async () => {
    const body = mexicanCompany({ companyDocument: 'ABC680524P73' });
    expect((await register(body)).json().status).toBe('pending');
    const refused = await login(body.email, body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR');
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await review('ABC680524P73', 'approved')).toMatchObject({ ok: true, status: 'active' });
    const accepted = await login(body.email, body.password);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
  });

  it('refuses the login of a rejected company', async () => {
    const body = mexicanCompany({ companyDocument: 'MCE950101ABA', email: 'rechazada@example.test' });
    expect((await register(body)).statusCode).toBe(201);
    expect(await review('MCE950101ABA', 'rejected')).toMatchObject({ ok: true, status: 'rejected' });
    const refused = await login(body.email, body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR');
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('ends the live sessions of a company when it is rejected', async () => {
    // a company approved earlier, signed in, then rejected on a later review
    const body = mexicanCompany({ companyDocument: 'GOM900517AB0', email: 'tarde@example.test' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    await review('GOM900517AB0', 'approved');
    const session = (await login(body.email, body.password)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect(await t.app.sessions.lookup(session)).not.toBeNull();
    // an operator re-opens the review (e.g. after a complaint) and rejects it
    await t.db.sql.query("UPDATE companies SET status = 'pending' WHERE id = $1", [res.json().companyId]);
    await review('GOM900517AB0', 'rejected');
    expect(await t.app.sessions.lookup(session)).toBeNull();
  });
});
