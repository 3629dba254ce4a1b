// spec §7 storefront actor endpoints: the loyalty subscriber (Chile and Peru: balance and movements of CMR points) and the
// CMR subscription status update. Tenants without the programme (src/rules/loyalty.ts) answer 404 POINTS_NOT_OFFERED.
import { array, boolean, nullable, number, object, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const LoyaltyMovement = object({
  id: string(),
  /** ISO timestamp */
  date: string(),
  description: string(),
  /** earned (positive) or redeemed (negative) */
  points: number(),
  /** the purchase amount in the tenant's currency, or null */
  amount: nullable(number()),
});
export type LoyaltyMovement = Infer<typeof LoyaltyMovement>;

export const LoyaltySubscriber = object({
  balance: number(),
  /** newest first, at most 20 */
  movements: array(LoyaltyMovement),
  /** spec §3 addCMR: whether the account is subscribed to CMR */
  cmrSubscribed: boolean(),
});
export type LoyaltySubscriber = Infer<typeof LoyaltySubscriber>;

export const CmrSubscriptionBody = object({ subscribed: boolean() });
export const CmrSubscriptionResponse = object({ cmrSubscribed: boolean() });

/** The session's own account only. */
export const GetLoyaltySubscriber = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/account/v1/loyalty/subscriber',
  response: LoyaltySubscriber,
});

/** spec §7: CMR subscription status update, for the session's own account. */
export const UpdateCmrSubscription = defineEndpoint({
  method: 'PUT',
  service: 'storefront',
  path: '/s/account/v1/loyalty/cmr-subscription',
  body: CmrSubscriptionBody,
  response: CmrSubscriptionResponse,
});
