// spec §2, §7, §8, §9 and issue 4 items 6-8: recovery codes by mail (CSPRNG, hashed, 10 min, single use, 5 tries ->
// OTP_LOCKED_ERROR, resend keeps the count), PASSWORD_REUSE_ERROR, other sessions revoked, no enumeration, change password,
// the mail outbox and the development mailbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authOtps } from '../../src/auth/auth.schema';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { COMPANY_PASSWORD, PASSWORD, lastCodeFor, lowCostBotCheck, tenantHeaders } from './auth-fixtures';

const NEW_PASSWORD = 'Nueva#2024x';

describe.each(testBackends())('password recovery and change on $name', (backend) => {
  let t: TestApp;
  let ip = '192.0.2.1';
  let n = 1;
  beforeAll(async () => {
    t = await buildTestApp({ backend, beforeReady: lowCostBotCheck });
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    n += 1;
    ip = `192.0.2.${n}`;
    t.app.botCheck.config.mode = 'after-failures';
  });

  const post = (url: string, payload: object, headers: Record<string, string> = tenantHeaders()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  const requestCode = (email: string, tenant = 'cl', url = '/s/auth/v1/otp/email') =>
    post(url, { email }, tenantHeaders(tenant));
  const recover = (
    email: string,
    code: string,
    password = NEW_PASSWORD,
    tenant = 'cl',
    url = '/s/auth/v1/password/otp-recovery',
  ) => post(url, { email, code, password }, tenantHeaders(tenant));
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

  it('mails a 4-digit code in Chile, stores only a hash, and saves the new password with it', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const res = await requestCode(user.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true, codeLength: { min: 4, max: 4 }, validMinutes: 10 });
    const code = await lastCodeFor(t.app, user.email);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await t.app.db.select().from(authOtps).where(eq(authOtps.email, user.email));
    expect(row!.codeHash).not.toContain(code!);
    expect((await recover(user.email, code!)).json()).toEqual({ ok: true });
    expect((await post('/s/auth/v1/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('uses the tenant length: 6 digits for Brazil consumers (4-6) and for every business', async () => {
    const br = await createTestUser(t.app, { tenant: 'br', password: PASSWORD });
    expect((await requestCode(br.email, 'br')).json().codeLength).toEqual({ min: 4, max: 6 });
    expect(await lastCodeFor(t.app, br.email)).toMatch(/^\d{6}$/);
    const company = await t.app.companies.create({
      tenant: 'cl',
      companyDocument: '76.086.428-5',
      companyDocumentType: 'RUT',
      businessName: 'Ferretería Sur',
    });
    const owner = await createTestUser(t.app, {
      password: COMPANY_PASSWORD,
      accountType: 'ORGANIZATION',
      companyId: company.id,
    });
    const res = await requestCode(owner.email, 'cl', '/s/auth/v1/organization-user/otp/email');
    expect(res.json().codeLength).toEqual({ min: 6, max: 6 });
    const code = await lastCodeFor(t.app, owner.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await recover(owner.email, code!, 'Nuevo!Clavo88', 'cl', '/s/auth/v1/organization-user/password/otp-recovery'))
        .statusCode,
    ).toBe(200);
  });

  it('answers an unknown email exactly like a known one and mails no code (EMAIL_NOT_FOUND_ERROR is never sent)', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const known = await requestCode(user.email);
    const unknown = await requestCode('sin.cuenta@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(JSON.stringify(unknown.json())).not.toContain('EMAIL_NOT_FOUND_ERROR');
    const [mail] = await t.app.mailOutbox.list({ to: 'sin.cuenta@example.test' });
    expect(mail?.template).toBe('recovery-unknown-email');
    expect(await lastCodeFor(t.app, 'sin.cuenta@example.test')).toBeNull();
    // guessing codes for it behaves like a wrong code for a real account
    expect((await recover('sin.cuenta@example.test', '1234')).json().code).toBe('OTP_INVALID_ERROR');
  });

  it('refuses what is not an email address (spec §5) with VALIDATION_ERROR, and mails nothing to it', async () => {
    const before = (await t.app.mailOutbox.list({ limit: 10_000 })).length;
    for (const email of ['not an email', '', 'a@b@c.example', `${'x'.repeat(5000)}@example.test`]) {
      const res = await requestCode(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { email: expect.any(String) } },
      });
    }
    expect((await t.app.mailOutbox.list({ limit: 10_000 })).length).toBe(before);
    const org = await requestCode('not an email', 'cl', '/s/auth/v1/organization-user/otp/email');
    expect(org.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('a code works once (single use) and expires after 10 minutes (OTP_EXPIRED_ERROR)', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(user.email);
    const code = (await lastCodeFor(t.app, user.email))!;
    expect((await recover(user.email, code)).statusCode).toBe(200);
    expect((await recover(user.email, code, 'Otra#Clave99')).json().code).toBe('OTP_INVALID_ERROR');

    const other = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(other.email);
    const late = (await lastCodeFor(t.app, other.email))!;
    t.clock.advance(10 * 60_000 + 1);
    const res = await recover(other.email, late);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_EXPIRED_ERROR');
  });

  it('5 wrong tries give OTP_LOCKED_ERROR, even with the right code, and a resend does not reset the count', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(user.email);
    let code = (await lastCodeFor(t.app, user.email))!;
    for (let i = 0; i < 3; i += 1)
      expect((await recover(user.email, wrong(code))).json().code).toBe('OTP_INVALID_ERROR');
    await requestCode(user.email); // resend
    code = (await lastCodeFor(t.app, user.email))!;
    expect((await recover(user.email, wrong(code))).json().code).toBe('OTP_INVALID_ERROR');
    const fifth = await recover(user.email, wrong(code));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('OTP_LOCKED_ERROR');
    expect((await recover(user.email, code)).json().code).toBe('OTP_LOCKED_ERROR');
  });

  it('PASSWORD_REUSE_ERROR for the current or a recent password, and the code stays usable', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(user.email);
    const code = (await lastCodeFor(t.app, user.email))!;
    const reuse = await recover(user.email, code, PASSWORD);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().code).toBe('PASSWORD_REUSE_ERROR');
    expect((await recover(user.email, code)).statusCode).toBe(200);
    // the replaced password is now in the history
    t.clock.advance(1000);
    await requestCode(user.email);
    const again = (await lastCodeFor(t.app, user.email))!;
    expect((await recover(user.email, again, PASSWORD)).json().code).toBe('PASSWORD_REUSE_ERROR');
  });

  it('PASSWORD_CHANGE_ERROR when the new password breaks the tenant rules', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(user.email);
    const code = (await lastCodeFor(t.app, user.email))!;
    const res = await recover(user.email, code, 'corta');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_CHANGE_ERROR');
  });

  it('ATG_USER_DATA_VALIDATION_ERROR for an inactive account and ACCOUNT_REMAINS_LOCKED for a company under review', async () => {
    const inactive = await createTestUser(t.app, { password: PASSWORD, state: 'inactive' });
    await requestCode(inactive.email);
    // an inactive account gets no code: the answer is the same, the mail is the 'no account' one
    expect(await lastCodeFor(t.app, inactive.email)).toBeNull();
    const active = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(active.email);
    const code = (await lastCodeFor(t.app, active.email))!;
    await t.app.users.update(active.id, { state: 'inactive' });
    expect((await recover(active.email, code)).json().code).toBe('ATG_USER_DATA_VALIDATION_ERROR');

    const company = await t.app.companies.create({
      tenant: 'cl',
      companyDocument: '96.500.000-1',
      companyDocumentType: 'RUT',
      businessName: 'Maderas',
    });
    const owner = await createTestUser(t.app, {
      password: COMPANY_PASSWORD,
      accountType: 'ORGANIZATION',
      companyId: company.id,
    });
    await requestCode(owner.email, 'cl', '/s/auth/v1/organization-user/otp/email');
    const ownerCode = (await lastCodeFor(t.app, owner.email))!;
    await t.app.companies.setStatus(company.id, 'pending');
    const res = await recover(
      owner.email,
      ownerCode,
      'Nuevo!Clavo88',
      'cl',
      '/s/auth/v1/organization-user/password/otp-recovery',
    );
    expect(res.json().code).toBe('ACCOUNT_REMAINS_LOCKED');
  });

  it('recovery ends every session of the user and lifts an account lockout', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    const session = await openSession(t.app, user);
    for (let i = 0; i < 5; i += 1)
      await post('/s/auth/v1/login', { email: user.email, password: 'Mala1234x', botCheck: 'x' });
    t.app.botCheck.config.mode = 'after-failures';
    await requestCode(user.email);
    expect((await recover(user.email, (await lastCodeFor(t.app, user.email))!)).statusCode).toBe(200);
    expect(await t.app.sessions.lookup(session.rawId)).toBeNull();
    t.app.botCheck.config.afterFailures = 100;
    expect((await post('/s/auth/v1/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    t.app.botCheck.config.afterFailures = 3;
  });

  it('the legacy recovery search by login and rest-recovery-password work the same', async () => {
    const user = await createTestUser(t.app, { tenant: 'ar', password: PASSWORD });
    const search = await t.app.inject({
      method: 'GET',
      url: `/s/actors/recovery-search?login=${encodeURIComponent(user.email)}&tenant=ar`,
      remoteAddress: ip,
    });
    expect(search.statusCode).toBe(202);
    const code = (await lastCodeFor(t.app, user.email))!;
    const res = await post(
      '/s/actors/rest-recovery-password',
      { login: user.email, code, password: NEW_PASSWORD },
      tenantHeaders('ar'),
    );
    expect(res.json()).toEqual({ ok: true });
  });

  it('mails in the tenant language: Portuguese for Brazil, Spanish elsewhere, as text and HTML', async () => {
    const br = await createTestUser(t.app, { tenant: 'br', password: PASSWORD });
    await requestCode(br.email, 'br');
    const [mail] = await t.app.mailOutbox.list({ to: br.email });
    expect(mail!.subject).toBe('Seu código para recuperar a senha');
    expect(mail!.htmlBody).toContain('lang="pt-BR"');
    const cl = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(cl.email);
    const [es] = await t.app.mailOutbox.list({ to: cl.email });
    expect(es!.subject).toBe('Tu código para recuperar la contraseña');
  });

  it('the development mailbox lists the mails as JSON and HTML', async () => {
    const user = await createTestUser(t.app, { password: PASSWORD });
    await requestCode(user.email);
    const json = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(user.email)}` });
    expect(json.json().mails[0]).toMatchObject({ to: user.email, template: 'recovery-code' });
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(user.email)}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(await lastCodeFor(t.app, user.email));
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${json.json().mails[0].id}` });
    expect(one.body).toContain('data-code');
  });

  describe('change password', () => {
    const change = (headers: Record<string, string>, body: object, url = '/s/auth/v1/password/reset') =>
      t.app.inject({ method: 'POST', url, payload: body, headers, remoteAddress: ip });

    it('needs a session (401 SESSION_EXPIRED) and the CSRF header for cookies', async () => {
      const none = await change({}, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ code: 'SESSION_EXPIRED', sessionTimeOut: true });
      const user = await createTestUser(t.app, { password: PASSWORD });
      const session = await openSession(t.app, user);
      const { 'x-csrf-token': _csrf, ...cookieOnly } = sessionHeaders(session);
      expect((await change(cookieOnly, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).json().code).toBe(
        'CSRF_ERROR',
      );
    });

    it('changes the password with the old one and ends every other session', async () => {
      const user = await createTestUser(t.app, { password: PASSWORD });
      const current = await openSession(t.app, user);
      const other = await openSession(t.app, user, 'MOBILE');
      const res = await change(sessionHeaders(current), { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.json()).toEqual({ ok: true, revokedSessions: 1 });
      expect(await t.app.sessions.lookup(current.rawId)).not.toBeNull();
      expect(await t.app.sessions.lookup(other.rawId)).toBeNull();
      const [mail] = await t.app.mailOutbox.list({ to: user.email });
      expect(mail!.template).toBe('password-changed');
    });

    it('INVALID_CREDENTIALS for a wrong old password, PASSWORD_CHANGE_ERROR for an equal one, PASSWORD_REUSE_ERROR for a recent one', async () => {
      const user = await createTestUser(t.app, { password: PASSWORD });
      const session = await openSession(t.app, user);
      expect(
        (await change(sessionHeaders(session), { oldPassword: 'Mala1234x', newPassword: NEW_PASSWORD })).json().code,
      ).toBe('INVALID_CREDENTIALS');
      expect(
        (await change(sessionHeaders(session), { oldPassword: PASSWORD, newPassword: PASSWORD })).json().code,
      ).toBe('PASSWORD_CHANGE_ERROR');
      expect(
        (await change(sessionHeaders(session), { oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      expect(
        (await change(sessionHeaders(session), { oldPassword: NEW_PASSWORD, newPassword: PASSWORD })).json().code,
      ).toBe('PASSWORD_REUSE_ERROR');
    });

    it('the organization variant is for company accounts only; /api/auth serves the same', async () => {
      const user = await createTestUser(t.app, { password: PASSWORD });
      const session = await openSession(t.app, user);
      const body = { oldPassword: PASSWORD, newPassword: NEW_PASSWORD };
      expect(
        (await change(sessionHeaders(session), body, '/s/auth/v1/organization-user/password/reset')).statusCode,
      ).toBe(403);
      expect((await change(sessionHeaders(session), body, '/api/auth/v1/password/reset')).statusCode).toBe(200);
    });
  });
});
