// Housekeeping (issue 34: old guest carts were never purged; expired sessions neither): at start and every hour the server
// deletes the sessions that ended more than a day ago (app.sessions.purgeExpired) and the guest carts nobody touched in
// GUEST_CART_DAYS (a guest's cart lives in a cookie the browser may have lost long ago). A failed sweep is logged, never
// fatal; the timer does not keep the process alive and stops when the server closes.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { GUEST_CART_MAX_AGE } from '../storefront/carts.repository';

/** A guest cart untouched as long as its cookie lives (server/src/storefront/carts.repository.ts) is deleted. */
export const GUEST_CART_DAYS = GUEST_CART_MAX_AGE / 86_400;
const EVERY_MS = 3_600_000;

export interface SweepResult {
  sessions: number;
  guestCarts: number;
}

export async function sweep(app: Pick<FastifyInstance, 'sessions' | 'carts' | 'clock'>): Promise<SweepResult> {
  const sessions = await app.sessions.purgeExpired();
  const before = new Date(app.clock.now().getTime() - GUEST_CART_DAYS * 86_400_000);
  const guestCarts = await app.carts.purgeGuestCarts(before);
  return { sessions, guestCarts };
}

export default fp(
  async function housekeeping(app) {
    const run = () =>
      sweep(app)
        .then((result) => {
          if (result.sessions || result.guestCarts) app.log.info({ purged: result }, 'housekeeping');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    app.addHook('onReady', async () => {
      void run();
    });
    const timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['sessions', 'carts'] },
);
