// spec §7 storefront actor endpoints: the loyalty subscriber (CMR points) and the CMR subscription status update.
import { GetLoyaltySubscriber, UpdateCmrSubscription } from '../contracts/loyalty.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createLoyaltyApi(storefront: ServiceClient) {
  return {
    subscriber: (signal?: AbortSignal) => callEndpoint(storefront, GetLoyaltySubscriber, { signal }),
    updateCmrSubscription: (subscribed: boolean, signal?: AbortSignal) =>
      callEndpoint(storefront, UpdateCmrSubscription, { body: { subscribed }, signal }),
  };
}
