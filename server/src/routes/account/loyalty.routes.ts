// spec §7 storefront actor endpoints: the loyalty subscriber (CMR points balance and movements) and the CMR subscription
// status update, for Chile and Peru only (src/rules/loyalty.ts); elsewhere 404 POINTS_NOT_OFFERED. Always the session's own
// account in the session's tenant (app.authenticate refuses a session of another tenant: 403).
import type { FastifyInstance } from 'fastify';
import { GetLoyaltySubscriber, UpdateCmrSubscription } from '../../../../src/contracts/loyalty.contract';
import { offersLoyaltyPoints } from '../../../../src/rules/loyalty';
import type { RequestAuth } from '../../plugins/app/auth';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/endpoint-route';

const MOVEMENTS_SHOWN = 20;

export default async function loyaltyRoutes(app: FastifyInstance) {
  const offered = (auth: RequestAuth) => {
    if (!offersLoyaltyPoints(auth.tenant)) throw new ApiError(404, 'POINTS_NOT_OFFERED');
  };

  route(app, GetLoyaltySubscriber, { preHandler: app.authenticate }, async (_input, request) => {
    const auth = request.auth!;
    offered(auth);
    const sql = app.database.sql;
    const [user] = await sql.query<{ add_cmr: boolean }>('SELECT add_cmr FROM users WHERE id = $1 AND tenant = $2', [
      auth.userId,
      auth.tenant,
    ]);
    if (!user) throw new ApiError(404, 'NOT_FOUND');
    const [sum] = await sql.query<{ balance: string | number | null }>(
      'SELECT COALESCE(SUM(points), 0) AS balance FROM loyalty_movements WHERE user_id = $1 AND tenant = $2',
      [auth.userId, auth.tenant],
    );
    const rows = await sql.query<{
      id: string;
      occurred_at: Date | string;
      description: string;
      points: number;
      amount: string | number | null;
    }>(
      `SELECT id, occurred_at, description, points, amount FROM loyalty_movements WHERE user_id = $1 AND tenant = $2
       ORDER BY occurred_at DESC, id LIMIT ${MOVEMENTS_SHOWN}`,
      [auth.userId, auth.tenant],
    );
    return {
      balance: Number(sum?.balance ?? 0),
      movements: rows.map((r) => ({
        id: r.id,
        date: new Date(r.occurred_at).toISOString(),
        description: r.description,
        points: Number(r.points),
        amount: r.amount === null ? null : Number(r.amount),
      })),
      cmrSubscribed: user.add_cmr,
    };
  });

  route(app, UpdateCmrSubscription, { preHandler: app.authenticate }, async ({ body }, request) => {
    const auth = request.auth!;
    offered(auth);
    const [row] = await app.database.sql.query<{ add_cmr: boolean }>(
      'UPDATE users SET add_cmr = $3, updated_at = $4 WHERE id = $1 AND tenant = $2 RETURNING add_cmr',
      [auth.userId, auth.tenant, body.subscribed, app.clock.now()],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return { cmrSubscribed: row.add_cmr };
  });
}
