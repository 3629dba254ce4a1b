// spec §2 myCMRPoints, §7 loyalty subscriber endpoints (Chile and Peru) and the CMR subscription status update.
import type { LoyaltySubscriber } from '../../contracts/loyalty.contract';

export interface MyCmrPointsInput {
  /** the tenant's locale and currency: points, money and dates are shown in them */
  locale: string;
  currency: string;
}

export interface MyCmrPointsContext extends MyCmrPointsInput {
  data: LoyaltySubscriber | null;
}

export type MyCmrPointsEvent = { type: 'subscription.toggle' } | { type: 'points.retry' };

export type MyCmrPointsNotice = 'updated' | 'failed';
