// Issue 31 (Ley 1581 de 2012, LGPD): the privacy centre at /:tenant/account/privacy: consent history, withdrawal of optional
// consents, the re-accept modal of spec §8, and the links to download the data and to close the account.
import { useFlow } from '../flows/use-flow';
import { privacyCentreFlow } from '../privacy-centre/privacy-centre.flow';
import { PrivacyCentreView } from '../privacy-centre/privacy-centre.view';

export default function PrivacyCentrePage() {
  // the outcome of a change is said on the page itself (a status or an alert next to the documents)
  const actorRef = useFlow(privacyCentreFlow);
  return (
    <div className="page" data-page="privacyCentre">
      <PrivacyCentreView actorRef={actorRef} />
    </div>
  );
}
