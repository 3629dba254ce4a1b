// spec §2: companyRegistration. The page starts the company registration flow (useFlow) and renders its view.
import { pagePath } from '../app/routes';
import { companyRegistrationFlow } from '../company-registration/company-registration.flow';
import { CompanyRegistrationView } from '../company-registration/company-registration.view';
import { supportPhoneOf } from '../shared/registration-screens';
import { useFlow } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';

export default function CompanyRegistrationPage() {
  const tenant = useTenant();
  const actorRef = useFlow(companyRegistrationFlow);
  return (
    <section className="page" data-page="companyRegistration">
      <CompanyRegistrationView
        actorRef={actorRef}
        homeHref={pagePath('myAccount', tenant.id)}
        supportPhone={supportPhoneOf(tenant)}
      />
    </section>
  );
}
