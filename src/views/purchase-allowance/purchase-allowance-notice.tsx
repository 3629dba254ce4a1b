// Issue 30: mounts the buyer's purchase allowance on a page (account home, list detail, quotation detail, repurchase). Only
// a role with a maximum purchase amount (spec §6: the buyer) starts the flow, so nobody else asks the server or sees it.
import { useLoaderData } from 'react-router';
import { hasPurchaseLimit } from '../../rules/permissions';
import type { SessionRouteData } from '../app/session-guard';
import { subjectOf } from '../company/page-access';
import { useFlow } from '../flows/use-flow';
import { purchaseAllowanceFlow } from './purchase-allowance.flow';
import { PurchaseAllowanceView } from './purchase-allowance.view';

/** The allowance itself, for a page that already knows the shopper is a buyer (the cart and product pages' machines do). */
export function BuyerAllowance() {
  const actorRef = useFlow(purchaseAllowanceFlow);
  return <PurchaseAllowanceView actorRef={actorRef} />;
}

export function PurchaseAllowanceNotice() {
  const data = useLoaderData() as Partial<SessionRouteData> | undefined;
  return hasPurchaseLimit(subjectOf(data?.session)) ? <BuyerAllowance /> : null;
}
