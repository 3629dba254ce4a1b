// Issue 30: mounts the buyer's purchase allowance on a page (account home, list detail, quotation detail, repurchase). Only
// a role with a maximum purchase amount (spec §6: the buyer) starts the flow, so nobody else asks the server or sees it.
import { useLoaderData } from 'react-router';
import { hasPurchaseLimit } from '../../rules/permissions';
import type { SessionRouteData } from '../app/session-guard';
import { subjectOf } from '../company/page-access';
import { BuyerAllowance } from './buyer-allowance';

export function PurchaseAllowanceNotice() {
  const data = useLoaderData() as Partial<SessionRouteData> | undefined;
  return hasPurchaseLimit(subjectOf(data?.session)) ? <BuyerAllowance /> : null;
}
