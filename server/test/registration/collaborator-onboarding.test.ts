// spec §2, §4, §8: collaborator first login: register-without-password mails a 6-digit code; register sets the password.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import { buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/sessions';
import { json, peruvianCompany } from './registration-fixtures';

const STEP1 = '/api/auth/v1/organization-user/register-without-password';
const STEP2 = '/api/auth/v1/organization-user/register';
const PASSWORD = 'Tornillo!88x';

describe.each(testBackends())('collaborator onboarding on $name', (backend) => {
  let t: TestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/my-account/v2/users/businessUser/registration',
      payload: json(peruvianCompany()),
    });
    companyId = res.json().companyId;
  }, 60_000);
  afterAll(() => t.close());

  const collaborator = (email: string) =>
    createTestUser(t.app, {
      tenant: 'pe',
      email,
      accountType: 'ORGANIZATION',
      companyId,
      userType: 'buyer',
      firstName: 'Rosa',
      lastName: 'Huamán',
    });
  // each test speaks from its own address: the routes are rate limited per client (10 a minute)
  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.0.${address}` });
  const lastCode = async (to: string) => {
    const mails = await t.app.mailOutbox.list({ to, limit: 5 });
    return mails.find((m) => m.template === 'collaborator-code')?.textBody.match(/^\d{6}$/m)?.[0] ?? null;
  };

  it('mails a 6-digit code, then sets the password and signs the collaborator in', async () => {
    await collaborator('rosa@ferreandina.pe');
    const step1 = await post(STEP1, { tenant: 'pe', email: 'Rosa@FerreAndina.pe', companyDocument: '20100047218' });
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ sent: true });
    const code = await lastCode('rosa@ferreandina.pe');
    expect(code).toMatch(/^\d{6}$/);
    const step2 = await post(STEP2, {
      tenant: 'pe',
      email: 'rosa@ferreandina.pe',
      companyDocument: '20100047218',
      code,
      password: PASSWORD,
      acceptTermsAndConditions: true,
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json()).toMatchObject({ firstName: 'Rosa' });
    expect(step2.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    // the code is single use and the collaborator is onboarded: a second step 2 finds nobody pending
    const again = await post(STEP2, {
      tenant: 'pe',
      email: 'rosa@ferreandina.pe',
      companyDocument: '20100047218',
      code,
      password: PASSWORD,
      acceptTermsAndConditions: true,
    });
    expect(again.json()).toEqual({ code: 'EMAIL_NOT_FOUND_ERROR' });
  });

  it('answers EMAIL_NOT_FOUND_ERROR for an unknown email or another company document, and mails nothing', async () => {
    await collaborator('pedro@ferreandina.pe');
    for (const body of [
      { tenant: 'pe', email: 'nadie@ferreandina.pe', companyDocument: '20100047218' },
      { tenant: 'pe', email: 'pedro@ferreandina.pe', companyDocument: '20601234565' },
    ]) {
      const res = await post(STEP1, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'EMAIL_NOT_FOUND_ERROR' });
    }
    expect(await lastCode('pedro@ferreandina.pe')).toBeNull();
  });

  it('refuses a wrong code (a new one can be asked) and a password without the company rules', async () => {
    await collaborator('ana@ferreandina.pe');
    await post(STEP1, { tenant: 'pe', email: 'ana@ferreandina.pe', companyDocument: '20100047218' });
    const code = (await lastCode('ana@ferreandina.pe'))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const base = {
      tenant: 'pe',
      email: 'ana@ferreandina.pe',
      companyDocument: '20100047218',
      acceptTermsAndConditions: true,
    };
    expect((await post(STEP2, { ...base, code: wrong, password: PASSWORD })).json()).toEqual({
      code: 'OTP_INVALID_ERROR',
    });
    // spec §5: companies need a special character
    const weak = await post(STEP2, { ...base, code, password: 'Tornillo88x' });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { password: 'special' } } });
    // a new code replaces the old one
    t.clock.advance(1000);
    expect(
      (await post(STEP1, { tenant: 'pe', email: 'ana@ferreandina.pe', companyDocument: '20100047218' })).statusCode,
    ).toBe(200);
    const fresh = (await lastCode('ana@ferreandina.pe'))!;
    expect((await post(STEP2, { ...base, code: fresh, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not take a password-recovery code as an onboarding code (each purpose keeps its own codes)', async () => {
    await collaborator('luz@ferreandina.pe');
    const recovery = await t.app.otp.issue({
      tenant: 'pe',
      email: 'luz@ferreandina.pe',
      purpose: 'organization-recovery',
      length: 6,
    });
    const base = {
      tenant: 'pe',
      email: 'luz@ferreandina.pe',
      companyDocument: '20100047218',
      acceptTermsAndConditions: true,
    };
    const res = await post(STEP2, { ...base, code: recovery.code, password: PASSWORD });
    expect(res.statusCode).not.toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('locks the code after too many wrong tries (OTP_LOCKED_ERROR), also for a new request', async () => {
    await collaborator('luis@ferreandina.pe');
    const base = { tenant: 'pe', email: 'luis@ferreandina.pe', companyDocument: '20100047218' };
    await post(STEP1, base);
    const code = (await lastCode('luis@ferreandina.pe'))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    let last = '';
    for (let i = 0; i < t.app.otp.config.maxAttempts; i += 1) {
      last = (await post(STEP2, { ...base, code: wrong, password: PASSWORD, acceptTermsAndConditions: true })).json()
        .code;
    }
    expect(last).toBe('OTP_LOCKED_ERROR');
    expect((await post(STEP1, base)).json()).toEqual({ code: 'OTP_LOCKED_ERROR' });
  });

  it('refuses a missing acceptance of terms', async () => {
    const res = await post(STEP2, {
      tenant: 'pe',
      email: 'x@ferreandina.pe',
      companyDocument: '20100047218',
      code: '123456',
      password: PASSWORD,
      acceptTermsAndConditions: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
