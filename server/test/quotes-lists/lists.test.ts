// Issue 15: lists (quotation service /lists) and the wish list (my-account /v1/wishLists), spec §3, §5, §8, §9.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const LISTS = '/api/quotation/lists';
const WISH = '/api/my-account/v1/wishLists';

describe.each(testBackends())('lists and wish list on $name (spec §3, §5)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
    await seedCatalogue(t.app);
    await seedStores(t.app);
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  async function signedIn(tenant = 'cl') {
    const user = await createTestUser(t.app, { tenant });
    return { user, headers: sessionHeaders(await openSession(t.app, user)) };
  }

  it("creates 'Mi primera lista' once, even on parallel first reads", async () => {
    const { headers } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ url: LISTS, headers })));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const { lists, maxNameLength } = answers[0]!.json();
    expect(maxNameLength).toBe(64);
    expect(lists).toEqual([
      expect.objectContaining({
        name: 'Mi primera lista',
        isDefault: true,
        shared: false,
        itemCount: 0,
        createdBy: 'Prueba Usuario',
      }),
    ]);
    const again = (await t.app.inject({ url: LISTS, headers })).json();
    expect(again.lists).toHaveLength(1);
  });

  it("names the default list in Portuguese in Brazil: 'Minha primeira lista' (issue 32 item 4)", async () => {
    const { headers } = await signedIn('br');
    const lists = (await t.app.inject({ url: LISTS, headers: { ...headers, 'x-tenant': 'br' } })).json().lists;
    expect(lists).toEqual([expect.objectContaining({ name: 'Minha primeira lista', isDefault: true })]);
  });

  it("keeps 'Mi primera lista' when the first thing a user does is create a list of that name", async () => {
    const { headers } = await signedIn();
    const created = await t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name: 'mi primera LISTA' } });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'LIST_NAME_EXISTS' });
    const { lists } = (await t.app.inject({ url: LISTS, headers })).json();
    expect(lists).toEqual([expect.objectContaining({ name: 'Mi primera lista', isDefault: true })]);
  });

  it('creates lists, refuses a duplicate name (case, spaces and accents ignored), a blank or a 65-character name', async () => {
    const { headers } = await signedIn();
    const create = (name: unknown) => t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name } });
    const first = await create('Baño nuevo');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Baño nuevo', isDefault: false });
    expect((await create('Terraza')).statusCode).toBe(201);
    for (const dup of ['baño nuevo', '  BAÑO   nuevo ', 'Bano nuevo']) {
      const res = await create(dup);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LIST_NAME_EXISTS', message: 'Ya tienes una lista con este nombre.' });
    }
    expect((await create('   ')).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await create(123)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await create('x'.repeat(65))).statusCode).toBe(400);
    expect((await create('x'.repeat(64))).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name: 'Otra', extra: 1 } })).statusCode,
    ).toBe(400);
  });

  it('refuses a 65-character name on creation and rename with the catalogued 400, never cutting it (issue 30)', async () => {
    const { headers } = await signedIn();
    const long = 'a'.repeat(65);
    const created = await t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name: long } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { name: expect.any(String) } },
    });
    const { lists } = (await t.app.inject({ url: LISTS, headers })).json();
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['Mi primera lista']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${LISTS}/${lists[0].id}`,
      headers,
      payload: { name: long },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { name: expect.any(String) } },
    });
    expect((await t.app.inject({ url: LISTS, headers })).json().lists[0].name).toBe('Mi primera lista');
  });

  it('lets only one of two parallel creations of the same name through (the unique index decides)', async () => {
    const { headers } = await signedIn();
    const answers = await Promise.all(
      ['Cocina', 'COCINA', 'cocina', 'Cocina '].map((name) =>
        t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('renames, shares, adds and removes items, repurchases into the cart, and deletes', async () => {
    const { user, headers } = await signedIn();
    const list = (await t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name: 'Pintura' } })).json();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${LISTS}/${list.id}`,
      headers,
      payload: { name: 'Pintura living', shared: true },
    });
    expect(renamed.json()).toMatchObject({ name: 'Pintura living', shared: true });

    await t.app.inject({
      method: 'POST',
      url: `${LISTS}/${list.id}/items`,
      headers,
      payload: { sku: 'HM-2001', quantity: 2 },
    });
    await t.app.inject({ method: 'POST', url: `${LISTS}/${list.id}/items`, headers, payload: { sku: 'HM-2001' } });
    const added = await t.app.inject({
      method: 'POST',
      url: `${LISTS}/${list.id}/items`,
      headers,
      payload: { sku: 'HM-2002', quantity: 1 },
    });
    expect(added.json()).toMatchObject({ total: 15990 * 3 + 4990, currency: 'CLP', list: { itemCount: 4 } });
    expect(
      added.json().items.map((i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity]),
    ).toEqual([
      ['HM-2001', 3],
      ['HM-2002', 1],
    ]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `${LISTS}/${list.id}/items`,
      headers,
      payload: { sku: 'NOPE-1' },
    });
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const set = await t.app.inject({
      method: 'PUT',
      url: `${LISTS}/${list.id}/items/HM-2002`,
      headers,
      payload: { quantity: 5 },
    });
    expect(set.json().items[1]).toMatchObject({ quantity: 5 });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${LISTS}/${list.id}/items/HM-2002`,
          headers,
          payload: { quantity: 0 },
        })
      ).statusCode,
    ).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url: `${LISTS}/${list.id}/items/HM-2002`, headers });
    expect(removed.json().items).toHaveLength(1);

    const cart = await t.app.inject({ method: 'POST', url: `${LISTS}/${list.id}/repurchase`, headers });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().lines).toEqual([expect.objectContaining({ sku: 'HM-2001', quantity: 3, source: 'list' })]);
    expect((await t.app.carts.forUser('cl', user.id)).count).toBe(3);

    expect((await t.app.inject({ method: 'DELETE', url: `${LISTS}/${list.id}`, headers })).json()).toEqual({
      ok: true,
    });
    expect((await t.app.inject({ url: `${LISTS}/${list.id}`, headers })).statusCode).toBe(404);
    const def = (await t.app.inject({ url: LISTS, headers }))
      .json()
      .lists.find((l: { isDefault: boolean }) => l.isDefault);
    expect((await t.app.inject({ method: 'DELETE', url: `${LISTS}/${def.id}`, headers })).json()).toMatchObject({
      code: 'LIST_DEFAULT_UNDELETABLE',
    });
  });

  it("answers another account's list id, another tenant's, or a malformed one, as not found", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const list = (
      await t.app.inject({ method: 'POST', url: LISTS, headers: owner.headers, payload: { name: 'Privada' } })
    ).json();
    const h = other.headers;
    const probes = [
      t.app.inject({ url: `${LISTS}/${list.id}`, headers: h }),
      t.app.inject({ method: 'PATCH', url: `${LISTS}/${list.id}`, headers: h, payload: { name: 'Mía' } }),
      t.app.inject({ method: 'DELETE', url: `${LISTS}/${list.id}`, headers: h }),
      t.app.inject({ method: 'POST', url: `${LISTS}/${list.id}/items`, headers: h, payload: { sku: 'HM-2001' } }),
      t.app.inject({ method: 'DELETE', url: `${LISTS}/${list.id}/items/HM-2001`, headers: h }),
      t.app.inject({ method: 'POST', url: `${LISTS}/${list.id}/repurchase`, headers: h }),
      t.app.inject({ method: 'POST', url: `${WISH}/HM-2001/move`, headers: h, payload: { listId: list.id } }),
      t.app.inject({ url: `${LISTS}/not-a-uuid`, headers: h }),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const pe = await signedIn('pe');
    expect(
      (await t.app.inject({ url: `${LISTS}/${list.id}`, headers: { ...pe.headers, 'x-tenant': 'pe' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${LISTS}/${list.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: LISTS })).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('wish list: add (twice is once), remove, move to a list', async () => {
    const { headers } = await signedIn();
    const list = (await t.app.inject({ method: 'POST', url: LISTS, headers, payload: { name: 'Jardín' } })).json();
    await t.app.inject({ method: 'POST', url: WISH, headers, payload: { sku: 'HM-6001' } });
    await t.app.inject({ method: 'POST', url: WISH, headers, payload: { sku: 'HM-6001' } });
    const two = await t.app.inject({ method: 'POST', url: WISH, headers, payload: { sku: 'HM-6002' } });
    expect(two.json().items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['HM-6001', 'HM-6002']);
    expect((await t.app.inject({ method: 'POST', url: WISH, headers, payload: { sku: 'NOPE' } })).statusCode).toBe(404);

    const moved = await t.app.inject({
      method: 'POST',
      url: `${WISH}/HM-6001/move`,
      headers,
      payload: { listId: list.id },
    });
    expect(moved.json().items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['HM-6002']);
    const detail = (await t.app.inject({ url: `${LISTS}/${list.id}`, headers })).json();
    expect(detail.items).toEqual([
      expect.objectContaining({ quantity: 1, product: expect.objectContaining({ sku: 'HM-6001' }) }),
    ]);
    // moving what is no longer in the wish list
    expect(
      (
        await t.app.inject({ method: 'POST', url: `${WISH}/HM-6001/move`, headers, payload: { listId: list.id } })
      ).json(),
    ).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });

    const removed = await t.app.inject({ method: 'DELETE', url: `${WISH}/HM-6002`, headers });
    expect(removed.json()).toEqual({ items: [] });
  });
});
