// spec §7 users/addresses, users/preferredaddress; spec §5 address rules; STYLE.md §21 one preferred address per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';
import { seedDemoPostcodes } from '../../src/db/seed-account';

const URL = '/api/my-account/v1/users/addresses';
const PREFERRED = '/api/my-account/v1/users/preferredaddress';
const home = {
  addressName: 'Casa',
  addressLine1: 'Avenida Prueba',
  addressLine2: '123',
  addressLine3: 'B',
  postcode: '9990002',
  state: '13',
  city: '131',
  municipal: '13123',
};

describe.each(testBackends())('addresses on $name (spec §7 users/addresses)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedDemoPostcodes(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function shopper(tenant = 'cl') {
    const user = await createTestUser(t.app, { tenant });
    return sessionHeaders(await openSession(t.app, user));
  }
  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload });

  it('adds, names, lists, edits and deletes; the first address is preferred', async () => {
    const headers = await shopper();
    expect((await t.app.inject({ url: URL, headers })).json()).toEqual({ addresses: [] });
    expect((await t.app.inject({ url: PREFERRED, headers })).json()).toEqual({ address: null });

    const added = await post(headers, { ...home, addressName: '  Mi   casa ' });
    expect(added.statusCode).toBe(201);
    const first = added.json();
    expect(first).toMatchObject({
      addressName: 'Mi casa',
      stateName: 'Región Metropolitana de Santiago',
      cityName: 'Santiago',
      municipalName: 'Providencia',
      isDefaultAddress: true,
      addressReference: '',
    });
    const second = (await post(headers, { ...home, addressName: 'Oficina', municipal: '13101' })).json();
    expect(second).toMatchObject({ municipalName: 'Santiago', isDefaultAddress: false });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${second.id}`,
      headers,
      payload: { ...home, addressName: 'Trabajo', isDefaultAddress: true },
    });
    expect(edited.json()).toMatchObject({ id: second.id, addressName: 'Trabajo', isDefaultAddress: true });
    const list = (await t.app.inject({ url: URL, headers })).json().addresses;
    expect(list.map((a: { id: string; isDefaultAddress: boolean }) => [a.id, a.isDefaultAddress])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // deleting the preferred address hands the flag to the newest remaining one
    const afterDelete = await t.app.inject({ method: 'DELETE', url: `${URL}/${second.id}`, headers });
    expect(afterDelete.json().addresses).toEqual([expect.objectContaining({ id: first.id, isDefaultAddress: true })]);
    expect((await t.app.inject({ url: PREFERRED, headers })).json().address.id).toBe(first.id);
  });

  it('marks one preferred at a time, even under parallel requests', async () => {
    const headers = await shopper();
    const ids: string[] = [];
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro'])
      ids.push((await post(headers, { ...home, addressName: name })).json().id);
    const answers = await Promise.all(
      ids.flatMap((id) =>
        [1, 2].map(() => t.app.inject({ method: 'PUT', url: PREFERRED, headers, payload: { addressId: id } })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const list = (await t.app.inject({ url: URL, headers })).json().addresses as { isDefaultAddress: boolean }[];
    expect(list.filter((a) => a.isDefaultAddress)).toHaveLength(1);
    // the database itself refuses a second preferred row
    await expect(
      t.app.database.sql.query('UPDATE addresses SET is_default = true WHERE id = ANY($1::uuid[])', [ids]),
    ).rejects.toThrow(/addresses_one_preferred_key|duplicate/);
  });

  it('adds in parallel without two preferred first addresses', async () => {
    const headers = await shopper();
    const answers = await Promise.all(['A', 'B', 'C'].map((n) => post(headers, { ...home, addressName: n })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((a) => a.json().isDefaultAddress)).toHaveLength(1);
  });

  it("answers another account's or tenant's address id, and a malformed one, as not found", async () => {
    const owner = await shopper();
    const id = (await post(owner, home)).json().id;
    const other = await shopper();
    const peru = await shopper('pe');
    const pe = {
      addressName: 'Casa',
      addressLine1: 'Jr. Ejemplo',
      addressLine2: '1',
      state: '15',
      city: '1501',
      municipal: '150101',
    };
    for (const [headers, payload] of [
      [other, home],
      [peru, pe],
    ] as const) {
      expect((await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url: PREFERRED, headers, payload: { addressId: id } })).json(),
      ).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/not-a-uuid`, headers: other })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: PREFERRED, headers: other, payload: { addressId: 'x' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: URL, headers: owner })).json().addresses).toHaveLength(1);
    expect((await t.app.inject({ url: URL })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses bad input per field (spec §5) and unknown fields, never a 500', async () => {
    const headers = await shopper();
    const bad = await post(headers, { ...home, addressName: '', addressLine2: '1234567', municipal: '05101' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      addressName: 'address.required',
      addressLine2: 'address.tooLong',
      municipal: 'address.selectMunicipal',
    });
    expect((await post(headers, { ...home, extra: 1 })).json().details.fields).toEqual({ extra: 'unknown' });
    expect((await post(headers, { ...home, state: 99 })).statusCode).toBe(400);
    expect((await post(headers, {})).statusCode).toBe(400);
  });

  it('Mexico: state and municipality from the lists, colony typed, exterior number required, a loaded table knows the postcode', async () => {
    const headers = await shopper('mx');
    const mx = {
      addressName: 'Casa',
      addressLine1: 'Calle Ejemplo',
      addressLine2: '10',
      addressLine3: '2',
      postcode: '99901',
      state: '09',
      city: '09015',
      municipal: 'Colonia Demostración',
    };
    expect((await post(headers, mx)).json()).toMatchObject({
      stateName: 'Ciudad de México',
      cityName: 'Cuauhtémoc',
      municipalName: 'Colonia Demostración',
    });
    expect((await post(headers, { ...mx, addressLine2: '', postcode: '99999' })).json().details.fields).toEqual({
      addressLine2: 'address.exteriorNumberRequired',
    });
    expect((await post(headers, { ...mx, postcode: '99999' })).json().details.fields).toEqual({
      postcode: 'address.postcodeNotFound',
    });
    expect((await post(headers, { ...mx, city: '13101' })).json().details.fields).toEqual({
      city: 'address.selectMunicipality',
    });
    // the table holds the colony (compared without accents or case): an unknown code is still refused
    expect(
      (await post(headers, { ...mx, municipal: 'colonia demostracion', postcode: '99999' })).json().details.fields,
    ).toEqual({ postcode: 'address.postcodeNotFound' });
  });

  it('issue 30 item 7: a colony the table does not hold, chosen on "know your zip code", saves with the typed postcode', async () => {
    const headers = await shopper('mx');
    const centro = {
      addressName: 'Casa',
      addressLine1: 'Calle Madero',
      addressLine2: '12',
      postcode: '06000',
      state: '09',
      city: '09015',
      municipal: 'Centro',
    };
    const saved = await post(headers, centro);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      postcode: '06000',
      municipalName: 'Centro',
      cityName: 'Cuauhtémoc',
      stateName: 'Ciudad de México',
    });
    // Brazil too: a bairro the demo table does not hold
    const br = await shopper('br');
    const bairro = await post(br, {
      addressName: 'Casa',
      addressLine1: 'Rua Augusta',
      addressLine2: '100',
      postcode: '01305-000',
      state: 'SP',
      city: '3550308',
      municipal: 'Consolação',
    });
    expect(bairro.json()).toMatchObject({ postcode: '01305-000', municipalName: 'Consolação' });
  });

  it('limits an account to 20 addresses', async () => {
    const headers = await shopper('pe');
    const pe = {
      addressName: 'Casa',
      addressLine1: 'Jr. Ejemplo',
      addressLine2: '1',
      state: '15',
      city: '1501',
      municipal: '150101',
    };
    for (let i = 0; i < 20; i++) expect((await post(headers, pe)).statusCode).toBe(201);
    expect((await post(headers, pe)).json()).toMatchObject({ code: 'ADDRESS_LIMIT_REACHED' });
  });
});
