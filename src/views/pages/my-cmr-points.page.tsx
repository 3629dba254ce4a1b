// spec §2 myCMRPoints, §7 "Loyalty subscriber endpoints for Chile and Peru": the points page for cl, cl-classic and pe
// (src/rules/loyalty.ts). Elsewhere the route renders spec §2's page-not-available screen, the same one as for any page the
// tenant does not have: the account home does not link it there, and the server answers 404 POINTS_NOT_OFFERED.
import type { MyCmrPointsNotice } from '../../machines/my-cmr-points/my-cmr-points.types';
import { offersLoyaltyPoints } from '../../rules/loyalty';
import { useFlow } from '../flows/use-flow';
import { myCmrPointsFlow } from '../my-cmr-points/my-cmr-points.flow';
import { MyCmrPointsView } from '../my-cmr-points/my-cmr-points.view';
import { useResultToast } from '../shared/use-result-toast';
import { useTenant } from '../shell/use-tenant';
import PageNotAvailablePage from './page-not-available.page';

function MyCmrPoints() {
  const notify = useResultToast<MyCmrPointsNotice>('updated', (result) => `points.${result}`);
  const actorRef = useFlow(myCmrPointsFlow, undefined, { notify });
  return (
    <div className="page" data-page="myCMRPoints">
      <MyCmrPointsView actorRef={actorRef} />
    </div>
  );
}

export default function MyCmrPointsPage() {
  const tenant = useTenant();
  return offersLoyaltyPoints(tenant.id) ? <MyCmrPoints /> : <PageNotAvailablePage />;
}
