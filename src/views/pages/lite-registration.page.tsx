// spec §2: liteRegistration. The page starts the lite wizard (useFlow: the flow restores and keeps the wizard across a
// reload) and renders its view.
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { liteRegistrationFlow } from '../lite-registration/lite-registration.flow';
import { LiteRegistrationView } from '../lite-registration/lite-registration.view';
import { supportPhoneOf } from '../shared/registration-screens';
import { useTenant } from '../shell/use-tenant';
import { isConsentRequiredEverywhere } from '../../tenants/tenants';

export default function LiteRegistrationPage() {
  const tenant = useTenant();
  const actorRef = useFlow(liteRegistrationFlow);
  return (
    <section className="page" data-page="liteRegistration">
      <LiteRegistrationView
        actorRef={actorRef}
        homeHref={pagePath('myAccount', tenant.id)}
        consentsExpected={isConsentRequiredEverywhere(tenant)}
        supportPhone={supportPhoneOf(tenant)}
      />
    </section>
  );
}
