// spec §7 GET /{tenant}/users and the profile edit; spec §3 profile ids, §5 mandatory set and documents; the customer-system
// outbox (contact publish) written with the edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const body = {
  firstName: ' Camila ',
  middleName: '',
  lastName: 'Rojas',
  motherLastName: 'Soto',
  dateOfBirth: '1990-05-04',
  gender: 'FEMALE',
  primaryPhone: '912345678',
  documentType: 'RUT',
  document: '15.872.439-1',
  offerSms: true,
  brandNewsLetter: true,
  receiveEmail: false,
};

describe.each(testBackends())('profile on $name (spec §7 users)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function shopper(tenant = 'cl', fields = {}) {
    const user = await createTestUser(t.app, { tenant, ...fields });
    return { user, headers: sessionHeaders(await openSession(t.app, user)) };
  }

  it('reads and edits the profile, and publishes the contact through the outbox', async () => {
    const { user, headers } = await shopper();
    const before = (await t.app.inject({ url: '/api/my-account/cl/users', headers })).json();
    expect(before).toMatchObject({
      email: user.email,
      firstName: 'Prueba',
      gender: 'UNSET',
      usesMotherLastName: true,
      brandNewsLetter: false,
    });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/my-account/cl/users', headers, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Camila',
      motherLastName: 'Soto',
      // a date column read back as the day it is, not as a Date shifted by the server's time zone
      dateOfBirth: '1990-05-04',
      gender: 'FEMALE',
      primaryPhone: '912345678',
      documentType: 'RUT',
      document: '158724391',
      offerSms: true,
      brandNewsLetter: true,
      receiveEmail: false,
    });
    const outbox = await t.app.customerSystem.list();
    expect(outbox.find((row) => row.customerKey === user.id)).toMatchObject({ kind: 'contact', status: 'pending' });
  });

  it('keeps the rest of spec §3 profile ids: country of residence, CMR offer, data treatment, a company position (issue 31)', async () => {
    const { headers } = await shopper();
    const before = (await t.app.inject({ url: '/api/my-account/cl/users', headers })).json();
    // a person: the tenant's country by default, no position asked
    expect(before).toMatchObject({
      countryOfResidence: 'CL',
      addCMR: false,
      personalDataTreatmentPolicy: false,
      position: '',
      asksPosition: false,
    });
    const mine = { ...body, document: '20.000.000-5' };
    const payload = { ...mine, countryOfResidence: 'PE', addCMR: true, personalDataTreatmentPolicy: true };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/my-account/cl/users', headers, payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ countryOfResidence: 'PE', addCMR: true, personalDataTreatmentPolicy: true });
    // a client that leaves them out keeps what is stored
    const again = await t.app.inject({ method: 'PUT', url: '/api/my-account/cl/users', headers, payload: mine });
    expect(again.json()).toMatchObject({ countryOfResidence: 'PE', addCMR: true, personalDataTreatmentPolicy: true });
    // an unknown country is a validation error, not a 500
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/cl/users',
      headers,
      payload: { ...mine, countryOfResidence: 'ZZ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');

    // a company account is asked its position (spec §5 company profile), which is then required
    const { owner } = await createTestCompany(t.app, { tenant: 'cl' });
    const company = { headers: sessionHeaders(await openSession(t.app, owner)) };
    expect(
      (await t.app.inject({ url: '/api/my-account/cl/users', headers: company.headers })).json().asksPosition,
    ).toBe(true);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/cl/users',
      headers: company.headers,
      payload: { ...body, document: '12.345.678-5', position: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().details.fields)).toContain('position');
    const placed = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/cl/users',
      headers: company.headers,
      payload: { ...body, document: '12.345.678-5', position: 'Jefa de compras' },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().position).toBe('Jefa de compras');
  });

  it('refuses bad fields per field, a document of another account, and another tenant in the path', async () => {
    const { headers } = await shopper();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/cl/users',
      headers,
      payload: { ...body, firstName: '', primaryPhone: '12', document: '15.872.439-2', gender: 'OTHER' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/my-account/cl/users',
          headers,
          payload: { ...body, firstName: '', primaryPhone: '12', document: '15.872.439-2' },
        })
      ).json().details.fields,
    ).toEqual({ firstName: expect.any(String), primaryPhone: expect.any(String), document: expect.any(String) });
    await shopper('cl', { documentType: 'RUT', documentNumber: '173948522' });
    const clash = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/cl/users',
      headers,
      payload: { ...body, document: '17.394.852-2' },
    });
    expect(clash.json()).toMatchObject({ code: 'documentAlreadyExists' });
    expect((await t.app.inject({ url: '/api/my-account/pe/users', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/my-account/cl/users' })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // nothing was half-saved
    expect((await t.app.inject({ url: '/api/my-account/cl/users', headers })).json().firstName).toBe('Prueba');
  });

  it('Brazil: the area code (DDD) is its own field, required and checked; an account that kept it in the number shows it split', async () => {
    const { headers } = await shopper('br', { phoneNumber: '11987654321', directDialing: null });
    const before = (await t.app.inject({ url: '/api/my-account/br/users', headers })).json();
    expect(before).toMatchObject({ directDialing: '11', primaryPhone: '987654321' });
    const brazil = { ...body, motherLastName: undefined, documentType: 'CPF', document: '529.982.247-25' };
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/br/users',
      headers,
      payload: { ...brazil, primaryPhone: '987654321' },
    });
    expect(missing.json().details.fields).toEqual({ directDialing: 'phone.required' });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/br/users',
      headers,
      payload: { ...brazil, directDialing: '10', primaryPhone: '987654321' },
    });
    expect(unknown.json().details.fields).toEqual({ directDialing: 'phone.invalidAreaCode' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/br/users',
      headers,
      payload: { ...brazil, directDialing: '21', primaryPhone: '98765-4321' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ directDialing: '21', primaryPhone: '987654321' });
    // elsewhere there is no area code field
    const { headers: chile } = await shopper();
    expect((await t.app.inject({ url: '/api/my-account/cl/users', headers: chile })).json().directDialing).toBe('');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/my-account/cl/users',
      headers: chile,
      payload: { ...body, directDialing: '11' },
    });
    expect(refused.json().details.fields).toEqual({ directDialing: 'notForTenant' });
  });
});
