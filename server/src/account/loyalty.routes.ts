// spec §7 storefront actor endpoints: the loyalty subscriber (CMR points balance and movements) and the CMR subscription
// status update, for Chile and Peru only (src/rules/loyalty.ts); elsewhere 404 POINTS_NOT_OFFERED. Always the session's own
// account in the session's tenant (app.authenticate refuses a session of another tenant: 403).
import type { FastifyInstance } from 'fastify';
import { GetLoyaltySubscriber, UpdateCmrSubscription } from '../../../src/contracts/loyalty.contract';
import { offersLoyaltyPoints } from '../../../src/rules/loyalty';
import type { RequestAuth } from '../auth/auth.plugin';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

const MOVEMENTS_SHOWN = 20;

export default async function loyaltyRoutes(app: FastifyInstance) {
  const offered = (auth: RequestAuth) => {
    if (!offersLoyaltyPoints(auth.tenant)) throw new ApiError(404, 'POINTS_NOT_OFFERED');
  };

  route(app, GetLoyaltySubscriber, { preHandler: app.authenticate }, async (_input, request) => {
    const auth = request.auth!;
    offered(auth);
    const subscriber = await app.loyalty.subscriber(auth.userId, auth.tenant, MOVEMENTS_SHOWN);
    if (!subscriber) throw new ApiError(404, 'NOT_FOUND');
    return subscriber;
  });

  route(app, UpdateCmrSubscription, { preHandler: app.authenticate }, async ({ body }, request) => {
    const auth = request.auth!;
    offered(auth);
    const cmrSubscribed = await app.loyalty.setCmrSubscription(
      auth.userId,
      auth.tenant,
      body.subscribed,
      app.clock.now(),
    );
    if (cmrSubscribed === null) throw new ApiError(404, 'NOT_FOUND');
    return { cmrSubscribed };
  });
}
