// Issue 34: old guest carts are purged (their cookie lives 30 days), and so are sessions that ended more than a day ago; a
// person's own cart is never touched by the sweep, whatever its age.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_DAYS, sweep } from '../../src/platform/housekeeping.plugin';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession } from '../helpers/sessions';

const DAY = 86_400_000;

describe.each(testBackends())('housekeeping on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const cartExists = async (id: string) =>
    (await t.app.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE id = $1', [id]))[0]!
      .n === 1;

  it('deletes guest carts untouched for 30 days, keeps newer ones and every person’s cart', async () => {
    expect(GUEST_CART_DAYS).toBe(30);
    const old = await t.app.carts.createGuestCart('cl');
    const user = await createTestUser(t.app, { tenant: 'cl' });
    const own = await t.app.carts.forUser('cl', user.id);
    t.clock.advance((GUEST_CART_DAYS - 1) * DAY);
    const recent = await t.app.carts.createGuestCart('cl');
    // one day short of the limit: nothing goes
    expect((await sweep(t.app)).guestCarts).toBe(0);
    t.clock.advance(2 * DAY);
    const result = await sweep(t.app);
    expect(result.guestCarts).toBe(1);
    expect(await cartExists(old.cartId)).toBe(false);
    expect(await cartExists(recent.cartId)).toBe(true);
    expect(await cartExists(own.id)).toBe(true);
  });

  it('deletes sessions that ended more than a day ago', async () => {
    const user = await createTestUser(t.app, { tenant: 'cl' });
    await openSession(t.app, user);
    t.clock.advance(400 * DAY);
    expect((await sweep(t.app)).sessions).toBeGreaterThanOrEqual(1);
    expect((await sweep(t.app)).sessions).toBe(0);
  });
});
