// Sample events of myCmrPointsMachine (pure data; made-up movements).
import type { MyCmrPointsEvent } from './my-cmr-points.types';
import type { LoyaltySubscriber } from '../../contracts/loyalty.contract';

export const pointsSample: LoyaltySubscriber = {
  balance: 1150,
  movements: [
    { id: 'm4', date: '2026-11-17T15:00:00.000Z', description: 'Compra online', points: 350, amount: 34990 },
    {
      id: 'm3',
      date: '2026-11-02T15:00:00.000Z',
      description: 'Canje de puntos: gift card',
      points: -500,
      amount: null,
    },
    { id: 'm2', date: '2026-10-13T15:00:00.000Z', description: 'Compra en tienda', points: 1200, amount: 119990 },
  ],
  cmrSubscribed: false,
};

export const myCmrPointsSampleEvents: MyCmrPointsEvent[] = [{ type: 'subscription.toggle' }, { type: 'points.retry' }];

export const myCmrPointsFlowSamples = {
  common: [
    ...myCmrPointsSampleEvents,
    { type: 'xstate.done.actor.loadPoints', output: pointsSample },
    { type: 'xstate.error.actor.loadPoints', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.updateSubscription', output: { cmrSubscribed: true } },
    { type: 'xstate.error.actor.updateSubscription', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
