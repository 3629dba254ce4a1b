// spec §2: collaboratorFirstLogin. The page starts the collaborator onboarding flow (useFlow) and renders its view.
import { pagePath } from '../app/routes';
import { collaboratorOnboardingFlow } from '../collaborator-onboarding/collaborator-onboarding.flow';
import { CollaboratorOnboardingView } from '../collaborator-onboarding/collaborator-onboarding.view';
import { useFlow } from '../flows/use-flow';
import { useTenant } from '../shell/use-tenant';

export default function CollaboratorFirstLoginPage() {
  const tenant = useTenant();
  const actorRef = useFlow(collaboratorOnboardingFlow);
  return (
    <section className="page" data-page="collaboratorFirstLogin">
      <CollaboratorOnboardingView actorRef={actorRef} accountHref={pagePath('myAccount', tenant.id)} />
    </section>
  );
}
