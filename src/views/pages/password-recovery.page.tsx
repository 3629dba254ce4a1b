// spec §2: password recovery under the account area. The page starts the flow (useFlow) and renders it.
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { passwordRecoveryFlow } from '../password-recovery/password-recovery.flow';
import { PasswordRecoveryView } from '../password-recovery/password-recovery.view';
import { useTenant } from '../shell/use-tenant';

export default function PasswordRecoveryPage() {
  const tenant = useTenant();
  const actorRef = useFlow(passwordRecoveryFlow);
  return (
    <section className="page" data-page="passwordRecovery">
      <PasswordRecoveryView actorRef={actorRef} loginHref={pagePath('login', tenant.id)} />
    </section>
  );
}
