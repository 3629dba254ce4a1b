// spec §2: personalRegistration. The page starts the registration flow (useFlow) and renders its view.
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { registrationFlow } from '../registration/registration.flow';
import { RegistrationView } from '../registration/registration.view';
import { useTenant } from '../shell/use-tenant';

export default function PersonalRegistrationPage() {
  const tenant = useTenant();
  const actorRef = useFlow(registrationFlow);
  return (
    <section className="page" data-page="personalRegistration">
      <RegistrationView actorRef={actorRef} accountHref={pagePath('myAccount', tenant.id)} />
    </section>
  );
}
