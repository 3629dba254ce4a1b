// spec §2 myCMRPoints, §7 loyalty subscriber endpoints (Chile and Peru) and the CMR subscription status update.

export interface PointsMovement {
  id: string;
  /** ISO timestamp */
  date: string;
  description: string;
  points: number;
  amount: number | null;
}

export interface PointsData {
  balance: number;
  movements: PointsMovement[];
  cmrSubscribed: boolean;
}

export interface MyCmrPointsInput {
  /** the tenant's locale and currency: points, money and dates are shown in them */
  locale: string;
  currency: string;
}

export interface MyCmrPointsContext extends MyCmrPointsInput {
  data: PointsData | null;
}

export type MyCmrPointsEvent = { type: 'subscription.toggle' } | { type: 'points.retry' };

export type MyCmrPointsNotice = 'updated' | 'failed';
