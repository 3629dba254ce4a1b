// Issue 14, spec §2, §3, §5, §6, §8: collaborators managed by the owner and super users, invited into the first login by mail,
// published to the customer system through the outbox; other roles refused; another company's collaborator is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { openSession, sessionHeaders } from '../helpers/sessions';

const base = '/api/my-account/pe-b2b/users/collaborators';

describe.each(testBackends())('collaborators on $name (spec §6)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const as = async (user: { id: string; tenant: string }) => sessionHeaders(await openSession(t.app, user));
  const body = (companyDocument: string, extra: Record<string, unknown> = {}) => ({
    email: `nuevo.${Math.random().toString(36).slice(2, 8)}@empresa.test`,
    firstName: 'Rosa',
    lastName: 'Huamán',
    phone: '987654321',
    companyDocument,
    defaultWorkSite: 'Obra Miraflores',
    userType: 'buyer',
    status: 'active',
    maximumPurchaseAmount: 1500,
    ...extra,
  });

  it('the owner lists, creates (mailing the first-login code and publishing the contact), edits and deletes', async () => {
    const c = await createTestCompany(t.app);
    const headers = await as(c.owner);
    const list = await t.app.inject({ url: base, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().currency).toBe('PEN');
    expect(
      list
        .json()
        .collaborators.map((x: { userType: string }) => x.userType)
        .sort(),
    ).toEqual(['buyer', 'buyer', 'quoter', 'superUser']);

    const input = body(c.company.companyDocument);
    const created = await t.app.inject({ method: 'POST', url: base, headers, payload: input });
    expect(created.statusCode).toBe(201);
    const collaborator = created.json();
    expect(collaborator).toMatchObject({
      email: input.email,
      userType: 'buyer',
      status: 'active',
      maximumPurchaseAmount: 1500,
      defaultWorkSite: 'Obra Miraflores',
      onboarded: false,
    });

    const mail = await t.app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(input.email)}` });
    expect(mail.json().mails[0].text).toMatch(/^\d{6}$/m);
    const outbox = await t.app.customerSystem.list();
    expect(outbox.some((row) => row.kind === 'contact' && row.customerKey === collaborator.id)).toBe(true);

    // the invited collaborator completes step 2 of the first login with the mailed code
    const code = /^(\d{6})$/m.exec(mail.json().mails[0].text)![1];
    const onboard = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/organization-user/register',
      payload: {
        tenant: 'pe-b2b',
        email: input.email,
        companyDocument: c.company.companyDocument,
        code,
        password: 'Tornillo!88x',
        acceptTermsAndConditions: true,
      },
    });
    expect(onboard.statusCode).toBe(200);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${collaborator.id}`,
      headers,
      payload: { ...body(c.company.companyDocument, { userType: 'quoter', status: 'inactive' }), email: undefined },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      userType: 'quoter',
      status: 'inactive',
      maximumPurchaseAmount: null,
      onboarded: true,
    });

    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${collaborator.id}`, headers });
    expect(removed.json()).toEqual({ deleted: true });
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${collaborator.id}`, headers })).statusCode).toBe(404);
  });

  it('the invitation mail links to the first-login page of its tenant (issue 30)', async () => {
    const c = await createTestCompany(t.app);
    const headers = await as(c.owner);
    const input = body(c.company.companyDocument);
    expect((await t.app.inject({ method: 'POST', url: base, headers, payload: input })).statusCode).toBe(201);
    const mail = (await t.app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(input.email)}` })).json()
      .mails[0];
    const link = /primer ingreso de colaboradores: (\S+)$/m.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.pathname).toBe('/pe-b2b/collaborator/first-login');
  });

  it('30 parallel invitations of one email make one collaborator; the database decides, the others are told it is taken', async () => {
    const c = await createTestCompany(t.app);
    const headers = await as(c.owner);
    const input = body(c.company.companyDocument);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.app.inject({ method: 'POST', url: base, headers, payload: input })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'emailAlreadyExists' });
    }
    const list = await t.app.inject({ url: base, headers });
    expect(list.json().collaborators.filter((x: { email: string }) => x.email === input.email)).toHaveLength(1);
  });

  it('refuses bad input with the fields, a taken email, and a document that is not the company’s', async () => {
    const c = await createTestCompany(t.app);
    const headers = await as(c.superUser);
    const bad = await t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: body(c.company.companyDocument, { email: 'x', maximumPurchaseAmount: null, phone: '12' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toMatchObject({
      email: 'email.invalid',
      maximumPurchaseAmount: 'collaborator.required',
      phone: 'phone.invalidLength',
    });
    const unknownField = await t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { ...body(c.company.companyDocument), admin: true },
    });
    expect(unknownField.statusCode).toBe(400);
    const taken = await t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: body(c.company.companyDocument, { email: c.buyer.email }),
    });
    expect(taken.json()).toMatchObject({ code: 'emailAlreadyExists' });
    const other = await createTestCompany(t.app);
    const wrongDoc = await t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: body(other.company.companyDocument),
    });
    expect(wrongDoc.json().details.fields).toMatchObject({ companyDocument: 'collaborator.documentInvalid' });
  });

  it('answers another company’s collaborator as not found and refuses buyers, quoters and persons', async () => {
    const a = await createTestCompany(t.app);
    const b = await createTestCompany(t.app);
    const headers = await as(a.owner);
    const put = { ...body(b.company.companyDocument), email: undefined };
    expect(
      (await t.app.inject({ method: 'PUT', url: `${base}/${b.buyer.id}`, headers, payload: put })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${b.buyer.id}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/not-a-uuid`, headers })).statusCode).toBe(404);
    for (const user of [a.buyer, a.quoter]) {
      const res = await t.app.inject({ url: base, headers: await as(user) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await t.app.inject({ url: base, headers: await as(a.inactive) })).statusCode).toBe(401);
    // another tenant's session naming pe-b2b
    const cl = await createTestCompany(t.app, { tenant: 'pe' });
    expect((await t.app.inject({ url: base, headers: await as(cl.owner) })).statusCode).toBe(403);
  });

  it('a super user cannot deactivate, demote or delete themselves', async () => {
    const c = await createTestCompany(t.app);
    const headers = await as(c.superUser);
    const put = (extra: Record<string, unknown>) => ({ ...body(c.company.companyDocument, extra), email: undefined });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base}/${c.superUser.id}`,
          headers,
          payload: put({ userType: 'superUser', status: 'inactive' }),
        })
      ).json().code,
    ).toBe('COLLABORATOR_SELF');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base}/${c.superUser.id}`,
          headers,
          payload: put({ userType: 'quoter' }),
        })
      ).json().code,
    ).toBe('COLLABORATOR_SELF');
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${c.superUser.id}`, headers })).json().code).toBe(
      'COLLABORATOR_SELF',
    );
  });

  it('deactivating a collaborator ends their session at once and their login is refused', async () => {
    const c = await createTestCompany(t.app, { password: 'Tornillo!88x' });
    const buyerHeaders = await as(c.buyer);
    expect((await t.app.inject({ url: '/s/checkout/v1/carts/mine', headers: buyerHeaders })).statusCode).toBe(200);
    const put = {
      ...body(c.company.companyDocument, {
        status: 'inactive',
        firstName: c.buyer.firstName,
        lastName: c.buyer.lastName,
      }),
      email: undefined,
    };
    expect(
      (await t.app.inject({ method: 'PUT', url: `${base}/${c.buyer.id}`, headers: await as(c.owner), payload: put }))
        .statusCode,
    ).toBe(200);
    const next = await t.app.inject({ url: '/s/checkout/v1/carts/mine', headers: buyerHeaders });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    t.app.botCheck.config.mode = 'after-failures';
    const login = await t.app.inject({
      method: 'POST',
      url: '/s/auth/v1/organization-user/login',
      headers: { 'x-tenant': 'pe-b2b' },
      payload: { email: c.buyer.email, password: 'Tornillo!88x' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });
});
