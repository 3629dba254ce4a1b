// Issue 31 items 2-3 (Ley 1581 de 2012, LGPD): email change by a code sent to the NEW address (spec §9 length), the
// old address told, the other sessions ended, 'Ya existe una cuenta asociada a este correo' (spec §8 emailAlreadyExists)
// only after the password; the code single use under 20 parallel tries; the step-up shared by export and closure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, BUILD_TIMEOUT, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { PASSWORD } from '../auth/auth-fixtures';
import { brazilianPerson } from '../registration/registration-fixtures';

const CODE_URL = '/s/account/v1/users/email-change/code';
const CHANGE_URL = '/s/account/v1/users/email-change';
const STEP_UP_CODE_URL = '/s/account/v1/step-up/code';
const STEP_UP_URL = '/s/account/v1/step-up';
const CLOSE_URL = '/s/account/v1/users/close';
const REGISTER = '/api/auth/v1/register';
const EXPORT_URL = '/s/account/v1/users/data-export';

/** The newest mail of `template` to an address, and the code in it when it has one. */
async function mailTo(app: FastifyInstance, to: string, template: string) {
  const mails = await app.mailOutbox.list({ to, limit: 20 });
  const mail = mails.find((m) => m.template === template) ?? null;
  return { mail, code: mail?.textBody.match(/^\d{4,6}$/m)?.[0] ?? null };
}

let unique = 0;
const fresh = (domain = 'example.test') => {
  unique += 1;
  return `nuevo${unique}.${Date.now().toString(36)}@${domain}`;
};

describe.each(testBackends())('account rights on $name', (backend) => {
  let t: TestApp;
  let ipN = 0;
  const ip = () => {
    ipN += 1;
    return `198.51.${Math.floor(ipN / 250)}.${(ipN % 250) + 1}`;
  };
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    // the sign-in checks below come from fresh addresses: no bot check before a failure
    t.app.botCheck.config.mode = 'after-failures';
  }, BUILD_TIMEOUT);
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}, remoteAddress = ip()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

  async function shopper(tenant = 'br') {
    const user = await createTestUser(t.app, { tenant, password: PASSWORD, firstName: 'Ana' });
    const session = await openSession(t.app, user);
    return { user, session, headers: sessionHeaders(session) };
  }

  describe('email change', () => {
    it('mails a code of the tenant length to the NEW address, changes the address with it, tells the old one, ends the other sessions', async () => {
      const { user, session, headers } = await shopper('br');
      const other = await openSession(t.app, user);
      const newEmail = fresh();
      const sent = await post(CODE_URL, headers, { newEmail: newEmail.toUpperCase(), password: PASSWORD });
      expect(sent.statusCode).toBe(202);
      // spec §9: Brazil consumers 4-6 digits; the code is sent at the maximum
      expect(sent.json()).toEqual({ sent: true, codeLength: { min: 4, max: 6 }, validMinutes: 10 });
      const { code } = await mailTo(t.app, newEmail, 'email-change-code');
      expect(code).toMatch(/^\d{6}$/);
      expect((await mailTo(t.app, user.email, 'email-change-code')).mail).toBeNull();

      const changed = await post(CHANGE_URL, headers, { newEmail, code: code! });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ email: newEmail, revokedSessions: 1 });
      const notice = await mailTo(t.app, user.email, 'email-changed');
      expect(notice.mail?.subject).toBe('O e-mail da sua conta foi alterado');
      expect(notice.mail?.textBody).not.toContain(newEmail);
      // the other session answers 401 at once; this one stays and shows the new address
      const otherProfile = await t.app.inject({
        method: 'GET',
        url: '/api/my-account/br/users',
        headers: sessionHeaders(other),
      });
      expect(otherProfile.statusCode).toBe(401);
      const profile = await t.app.inject({ method: 'GET', url: '/api/my-account/br/users', headers });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().email).toBe(newEmail);
      // signing in works with the new address only
      const login = (email: string) => post('/s/auth/v1/login', { 'x-tenant': 'br' }, { email, password: PASSWORD });
      expect((await login(newEmail)).statusCode).toBe(200);
      expect((await login(user.email)).statusCode).toBe(401);
      expect(session.rawId).toBeTruthy();
    });

    it('uses 4 digits in Chile', async () => {
      const { headers } = await shopper('cl');
      const newEmail = fresh();
      expect((await post(CODE_URL, headers, { newEmail, password: PASSWORD })).json().codeLength).toEqual({
        min: 4,
        max: 4,
      });
      expect((await mailTo(t.app, newEmail, 'email-change-code')).code).toMatch(/^\d{4}$/);
    });

    it('checks the password before saying that the address is taken (no enumeration), and sends nothing then', async () => {
      const { headers } = await shopper('br');
      const taken = await createTestUser(t.app, { tenant: 'br' });
      const wrong = await post(CODE_URL, headers, { newEmail: taken.email, password: 'Wrong#Pass99' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', details: { fields: { password: 'invalid' } } });
      const right = await post(CODE_URL, headers, { newEmail: taken.email, password: PASSWORD });
      expect(right.statusCode).toBe(409);
      expect(right.json().code).toBe('emailAlreadyExists');
      expect((await mailTo(t.app, taken.email, 'email-change-code')).mail).toBeNull();
      // the same address in another tenant is free
      const cl = await shopper('cl');
      const other = await createTestUser(t.app, { tenant: 'br' });
      expect((await post(CODE_URL, cl.headers, { newEmail: other.email, password: PASSWORD })).statusCode).toBe(202);
    });

    it('refuses a malformed address or the same one with 400 VALIDATION_ERROR and field details', async () => {
      const { user, headers } = await shopper('br');
      const bad = await post(CODE_URL, headers, { newEmail: 'no-es-correo', password: PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { newEmail: expect.any(String) } },
      });
      const same = await post(CODE_URL, headers, { newEmail: user.email, password: PASSWORD });
      expect(same.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { newEmail: 'unchanged' } } });
      const missing = await post(CODE_URL, headers, { password: PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { newEmail: 'required' } } });
    });

    it('refuses a wrong code, a code for another address, and a malformed one', async () => {
      const { headers } = await shopper('cl');
      const newEmail = fresh();
      await post(CODE_URL, headers, { newEmail, password: PASSWORD });
      const { code } = await mailTo(t.app, newEmail, 'email-change-code');
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expect((await post(CHANGE_URL, headers, { newEmail, code: wrong })).json().code).toBe('OTP_INVALID_ERROR');
      // the code only ever changes the address to the one it was mailed to
      expect((await post(CHANGE_URL, headers, { newEmail: fresh(), code: code! })).json().code).toBe(
        'OTP_INVALID_ERROR',
      );
      const malformed = await post(CHANGE_URL, headers, { newEmail, code: '12a4' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'OTP_INVALID_ERROR', details: { fields: { code: 'length' } } });
      expect((await post(CHANGE_URL, headers, { newEmail, code: code! })).statusCode).toBe(200);
    });

    it('answers emailAlreadyExists and changes nothing when a registration takes the address before the code is entered', async () => {
      const { user, headers } = await shopper('br');
      const newEmail = fresh();
      await post(CODE_URL, headers, { newEmail, password: PASSWORD });
      const { code } = await mailTo(t.app, newEmail, 'email-change-code');
      await createTestUser(t.app, { tenant: 'br', email: newEmail });
      const res = await post(CHANGE_URL, headers, { newEmail, code: code! });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('emailAlreadyExists');
      expect((await t.app.users.findById(user.id))!.email).toBe(user.email);
    });

    it('the code is single use under 20 parallel tries: one change, one notice, the others refused', async () => {
      const { user, headers } = await shopper('br');
      const newEmail = fresh();
      await post(CODE_URL, headers, { newEmail, password: PASSWORD });
      const { code } = await mailTo(t.app, newEmail, 'email-change-code');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(CHANGE_URL, headers, { newEmail, code: code! })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200))
        expect(['OTP_INVALID_ERROR', 'OTP_LOCKED_ERROR']).toContain(a.json().code);
      expect((await t.app.users.findById(user.id))!.email).toBe(newEmail);
      const notices = (await t.app.mailOutbox.list({ to: user.email, limit: 50 })).filter(
        (m) => m.template === 'email-changed',
      );
      expect(notices).toHaveLength(1);
    });

    it('is rate-limited like the other code senders (strictRateLimit: the 6th send in a minute is 429)', async () => {
      const { headers } = await shopper('cl');
      const from = ip();
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1)
        codes.push((await post(CODE_URL, headers, { newEmail: fresh(), password: PASSWORD }, from)).statusCode);
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('needs a session, and CSRF for a cookie session', async () => {
      const anonymous = await post(CODE_URL, { 'x-tenant': 'br' }, { newEmail: fresh(), password: PASSWORD });
      expect(anonymous.statusCode).toBe(401);
      const { session } = await shopper('br');
      const noCsrf = await post(
        CODE_URL,
        { cookie: sessionHeaders(session).cookie! },
        { newEmail: fresh(), password: PASSWORD },
      );
      expect(noCsrf.statusCode).toBe(403);
    });
  });

  describe('step-up (export and closure)', () => {
    it('mails a code to the account address; password + code give a grant that lasts five minutes', async () => {
      const { user, headers } = await shopper('br');
      const sent = await post(STEP_UP_CODE_URL, headers);
      expect(sent.statusCode).toBe(202);
      const { code } = await mailTo(t.app, user.email, 'step-up-code');
      expect(code).toMatch(/^\d{6}$/);
      const wrongPassword = await post(STEP_UP_URL, headers, { password: 'Wrong#Pass99', code: code! });
      expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
      const granted = await post(STEP_UP_URL, headers, { password: PASSWORD, code: code! });
      expect(granted.statusCode).toBe(200);
      expect(new Date(granted.json().expiresAt).getTime()).toBe(t.clock.now().getTime() + 5 * 60_000);
      // single use
      expect((await post(STEP_UP_URL, headers, { password: PASSWORD, code: code! })).json().code).toBe(
        'OTP_INVALID_ERROR',
      );
    });

    it('takes a code for five minutes only (a fresh step-up), and the code single use under 20 parallel tries', async () => {
      const { user, headers } = await shopper('cl');
      expect((await post(STEP_UP_CODE_URL, headers)).json()).toMatchObject({ validMinutes: 5 });
      const stale = (await mailTo(t.app, user.email, 'step-up-code')).code!;
      t.clock.advance(5 * 60_000 + 1);
      expect((await post(STEP_UP_URL, headers, { password: PASSWORD, code: stale })).json().code).toBe(
        'OTP_EXPIRED_ERROR',
      );
      await post(STEP_UP_CODE_URL, headers);
      const { code } = await mailTo(t.app, user.email, 'step-up-code');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(STEP_UP_URL, headers, { password: PASSWORD, code: code! })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    });
  });
  /** password + mailed code: the session's step-up grant */
  async function stepUp(user: { email: string }, headers: Record<string, string>, password = PASSWORD) {
    expect((await post(STEP_UP_CODE_URL, headers)).statusCode).toBe(202);
    const { code } = await mailTo(t.app, user.email, 'step-up-code');
    const res = await post(STEP_UP_URL, headers, { password, code: code! });
    expect(res.statusCode).toBe(200);
  }

  describe('account closure', () => {
    it('is refused without a fresh step-up, and the grant lapses after five minutes', async () => {
      const { user, headers } = await shopper('br');
      const refused = await post(CLOSE_URL, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', details: { reason: 'STEP_UP_REQUIRED' } });
      await stepUp(user, headers);
      t.clock.advance(5 * 60_000 + 1);
      expect((await post(CLOSE_URL, headers)).json().details).toEqual({ reason: 'STEP_UP_REQUIRED' });
      expect((await t.app.users.findById(user.id))!.state).toBe('active');
    });

    it('erases the person, keeps their orders anonymised, ends every session, audits without personal data, frees the email', async () => {
      const person = brazilianPerson();
      const registered = await t.app.inject({ method: 'POST', url: REGISTER, payload: person });
      expect(registered.statusCode, registered.body).toBe(201);
      const user = (await t.app.users.findByEmail('br', person.email))!;
      const session = await openSession(t.app, user);
      const other = await openSession(t.app, user);
      const headers = sessionHeaders(session);
      const sql = t.app.database.sql;
      await sql.query(
        `INSERT INTO addresses (tenant, user_id, address_name, address_line1, address_line2, state, state_name, city, city_name,
           municipal, municipal_name, is_default, created_at, updated_at)
         VALUES ('br', $1, 'Casa', 'Rua A 1', '', 'SP', 'São Paulo', 'SP1', 'São Paulo', 'M1', 'Centro', true, now(), now())`,
        [user.id],
      );
      await sql.query(
        `INSERT INTO orders (tenant, order_number, user_id, status, placed_at, updated_at, currency, payment_method,
           delivery_method, delivery_place, delivery_cost, subtotal, total)
         VALUES ('br', $2, $1, 'delivered', now(), now(), 'BRL', 'creditCard', 'homeDelivery', 'Rua A 1, São Paulo', 0, 100, 100)`,
        [user.id, String(Date.now()).slice(-12)],
      );
      // two cancellations of that order with bank refund data: one refunded, one still open
      const [order] = await sql.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [user.id]);
      for (const status of ['refunded', 'open']) {
        const [ticket] = await sql.query<{ id: string }>(
          `INSERT INTO order_tickets (tenant, ticket_number, order_id, requested_by, reason, status, refund_method, created_at)
           VALUES ('br', $1, $2, $3, 'changedMind', $4, 'bankTransfer', now()) RETURNING id`,
          [`TK${status}${String(Date.now()).slice(-8)}`, order!.id, user.id, status],
        );
        await sql.query(
          `INSERT INTO order_refund_accounts (ticket_id, country, bank_name, account_type, account_number, holder_name,
             holder_document_type, holder_document, account_number_last4, created_at)
           VALUES ($1, 'BR', 'Banco Demo', 'checking', 'sealed:v1:x', 'João Silva', 'CPF', 'sealed:v1:y', '5678', now())`,
          [ticket!.id],
        );
      }
      await stepUp(user, headers, person.password);
      const closed = await post(CLOSE_URL, headers);
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({ closed: true });
      // issue 31 item 6: the settled refund's bank data is erased with the person; the open one is kept to pay it
      const refunds = await sql.query<{ status: string; holder_name: string; account_number: string }>(
        `SELECT k.status, a.holder_name, a.account_number FROM order_refund_accounts a
         JOIN order_tickets k ON k.id = a.ticket_id WHERE k.order_id = $1 ORDER BY k.status`,
        [order!.id],
      );
      expect(refunds).toEqual([
        { status: 'open', holder_name: 'João Silva', account_number: 'sealed:v1:x' },
        { status: 'refunded', holder_name: '', account_number: '' },
      ]);
      // every session of the account answers 401 at once, this one too
      for (const s of [session, other])
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/my-account/br/users', headers: sessionHeaders(s) }))
            .statusCode,
        ).toBe(401);
      const [row] = await sql.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [user.id]);
      expect(row).toMatchObject({
        state: 'inactive',
        first_name: '',
        last_name: '',
        document_number: null,
        phone_number: null,
        password_hash: null,
      });
      expect(row!.email).not.toBe(person.email);
      expect(await sql.query('SELECT 1 FROM addresses WHERE user_id = $1', [user.id])).toEqual([]);
      // the order is kept (the law keeps it), without the delivery address
      expect(await sql.query('SELECT delivery_place FROM orders WHERE user_id = $1', [user.id])).toEqual([
        { delivery_place: '-' },
      ]);
      // the audit: when, tenant, a reference that is not the id, the email or the document
      const audit = await sql.query<Record<string, unknown>>('SELECT * FROM account_closures WHERE tenant = $1', [
        'br',
      ]);
      const mine = audit.find((a) => a.reference === t.app.accountRights.referenceOf(user.id))!;
      expect(mine).toMatchObject({ tenant: 'br', account_kind: 'INDIVIDUAL' });
      expect(JSON.stringify(mine)).not.toContain(user.id);
      expect(JSON.stringify(mine)).not.toContain(person.email);
      expect((await mailTo(t.app, person.email, 'account-closed')).mail?.subject).toBe('Sua conta foi encerrada');
      // the same person registers again with the same email (and document)
      const again = await t.app.inject({ method: 'POST', url: REGISTER, payload: person });
      expect(again.statusCode).toBe(201);
    });

    it('is idempotent: two parallel requests close the account once', async () => {
      const { user, headers } = await shopper('br');
      await stepUp(user, headers);
      const answers = await Promise.all([post(CLOSE_URL, headers), post(CLOSE_URL, headers)]);
      // the second either found it closed (200) or its session already ended (401): never a 500, never two closures
      for (const a of answers) expect([200, 401]).toContain(a.statusCode);
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      const audit = await t.app.database.sql.query('SELECT 1 FROM account_closures WHERE reference = $1', [
        t.app.accountRights.referenceOf(user.id),
      ]);
      expect(audit).toHaveLength(1);
      const notices = (await t.app.mailOutbox.list({ to: user.email, limit: 50 })).filter(
        (m) => m.template === 'account-closed',
      );
      expect(notices).toHaveLength(1);
    });

    it('a company closes with its owner (collaborators deactivated); a collaborator gets 403 COMPANY_OWNER_ONLY', async () => {
      const company = await t.app.companies.create({
        tenant: 'cl',
        companyDocument: '76.086.428-5',
        companyDocumentType: 'RUT',
        businessName: 'Ferretería Cierre',
      });
      const owner = await createTestUser(t.app, {
        tenant: 'cl',
        password: PASSWORD,
        accountType: 'ORGANIZATION',
        companyId: company.id,
      });
      const buyer = await createTestUser(t.app, {
        tenant: 'cl',
        password: PASSWORD,
        accountType: 'ORGANIZATION',
        companyId: company.id,
        userType: 'superUser',
      });
      const buyerSession = await openSession(t.app, buyer);
      const buyerHeaders = sessionHeaders(buyerSession);
      const refused = await post(CLOSE_URL, buyerHeaders);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', details: { reason: 'COMPANY_OWNER_ONLY' } });
      const ownerHeaders = sessionHeaders(await openSession(t.app, owner));
      await stepUp(owner, ownerHeaders);
      expect((await post(CLOSE_URL, ownerHeaders)).statusCode).toBe(200);
      expect((await t.app.users.findById(buyer.id))!.state).toBe('inactive');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/my-account/cl/users', headers: buyerHeaders })).statusCode,
      ).toBe(401);
    });
  });
  describe('data export', () => {
    it('is refused without a fresh step-up; with one it gives the JSON (orders, masked cards) and a PDF, in Portuguese for br', async () => {
      const { user, headers } = await shopper('br');
      const stranger = await shopper('br');
      const sql = t.app.database.sql;
      for (const [owner, number] of [
        [user.id, `7${String(Date.now()).slice(-9)}`],
        [stranger.user.id, `8${String(Date.now()).slice(-9)}`],
      ] as const)
        await sql.query(
          `INSERT INTO orders (tenant, order_number, user_id, status, placed_at, updated_at, currency, payment_method,
             delivery_method, delivery_place, delivery_cost, subtotal, total)
           VALUES ('br', $2, $1, 'delivered', now(), now(), 'BRL', 'creditCard', 'storePickup', 'Loja Centro', 0, 99.9, 99.9)`,
          [owner, number],
        );
      await sql.query(
        `INSERT INTO payment_methods (tenant, user_id, psp, token, card_type, gateway_kind, brand, last_four, expiry_month,
           expiry_year, holder_name, document_type, document_number, created_at)
         VALUES ('br', $1, 'local', $2, 'creditCard', 'visa', 'visa', '4242', 12, 2030, 'Ana Teste', 'CPF', '52998224725', now())`,
        [user.id, `tok_${user.id}`],
      );
      const get = (format: string, h = headers) =>
        t.app.inject({ method: 'GET', url: `${EXPORT_URL}?format=${format}`, headers: h, remoteAddress: ip() });
      const refused = await get('json');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'FORBIDDEN', details: { reason: 'STEP_UP_REQUIRED' } });
      await stepUp(user, headers);
      const started = performance.now();
      const json = await get('json');
      const pdf = await get('pdf');
      const elapsed = performance.now() - started;
      expect(json.statusCode, json.body).toBe(200);
      expect(json.headers['content-disposition']).toMatch(
        /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = json.json();
      expect(data.profile).toMatchObject({ email: user.email, first_name: 'Ana' });
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({ status: 'delivered', total: 99.9, delivery_place: 'Loja Centro' });
      expect(data.cards).toEqual([expect.objectContaining({ number: '**** 4242', brand: 'visa' })]);
      expect(json.body).not.toContain(`tok_${user.id}`);
      expect(data.signIns.length).toBeGreaterThanOrEqual(1);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      // a bound on the real clock, not a measure of it: both files of a small account well under 5 s
      expect(elapsed).toBeLessThan(5_000);
      // another session of the same account has no grant of its own
      const otherSession = sessionHeaders(await openSession(t.app, user));
      expect((await get('json', otherSession)).statusCode).toBe(403);
      expect((await get('csv')).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });
});
