// Issue 31 item 2: closeAccount (account area, linked from the privacy centre). The page starts the flow and renders it.
import { pagePath } from '../app/routes';
import { accountClosureFlow } from '../account-closure/account-closure.flow';
import { AccountClosureView } from '../account-closure/account-closure.view';
import { useFlow } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';

export default function CloseAccountPage() {
  const tenant = useTenant();
  const actorRef = useFlow(accountClosureFlow);
  return (
    <section className="page" data-page="closeAccount">
      <AccountClosureView
        actorRef={actorRef}
        privacyHref={pagePath('privacyCentre', tenant.id)}
        registerHref={pagePath('personalRegistration', tenant.id)}
      />
    </section>
  );
}
