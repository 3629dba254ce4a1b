// spec §7 loyalty subscriber endpoints (loyalty.routes.ts): a user's CMR points (loyalty_movements) and CMR subscription
// (users.add_cmr). Drizzle builder throughout.
import { and, asc, desc, eq, sum } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { LoyaltySubscriber } from '../../../src/contracts/loyalty.contract';
import { loyaltyMovements } from './loyalty.schema';
import { users } from './users.schema';

export interface LoyaltyRepository {
  /** the balance, the newest `shown` movements and the subscription; null when the user is gone or of another tenant */
  subscriber(userId: string, tenant: string, shown: number): Promise<LoyaltySubscriber | null>;
  /** sets the CMR subscription; the stored value, or null when the user is gone or of another tenant */
  setCmrSubscription(userId: string, tenant: string, subscribed: boolean, now: Date): Promise<boolean | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loyalty: LoyaltyRepository;
  }
}

export default fp(
  async function loyaltyPlugin(app) {
    const own = (userId: string, tenant: string) => and(eq(users.id, userId), eq(users.tenant, tenant));
    const movementsOf = (userId: string, tenant: string) =>
      and(eq(loyaltyMovements.userId, userId), eq(loyaltyMovements.tenant, tenant));
    const repository: LoyaltyRepository = {
      async subscriber(userId, tenant, shown) {
        const [user] = await app.db.select({ addCmr: users.addCmr }).from(users).where(own(userId, tenant)).limit(1);
        if (!user) return null;
        const [total] = await app.db
          .select({ balance: sum(loyaltyMovements.points) })
          .from(loyaltyMovements)
          .where(movementsOf(userId, tenant));
        const rows = await app.db
          .select({
            id: loyaltyMovements.id,
            occurredAt: loyaltyMovements.occurredAt,
            description: loyaltyMovements.description,
            points: loyaltyMovements.points,
            amount: loyaltyMovements.amount,
          })
          .from(loyaltyMovements)
          .where(movementsOf(userId, tenant))
          .orderBy(desc(loyaltyMovements.occurredAt), asc(loyaltyMovements.id))
          .limit(shown);
        return {
          balance: Number(total?.balance ?? 0),
          movements: rows.map((r) => ({
            id: r.id,
            date: new Date(r.occurredAt).toISOString(),
            description: r.description,
            points: Number(r.points),
            amount: r.amount === null ? null : Number(r.amount),
          })),
          cmrSubscribed: user.addCmr,
        };
      },
      async setCmrSubscription(userId, tenant, subscribed, now) {
        const [row] = await app.db
          .update(users)
          .set({ addCmr: subscribed, updatedAt: now })
          .where(own(userId, tenant))
          .returning({ addCmr: users.addCmr });
        return row ? row.addCmr : null;
      },
    };
    app.decorate('loyalty', repository);
  },
  { name: 'loyalty' },
);
