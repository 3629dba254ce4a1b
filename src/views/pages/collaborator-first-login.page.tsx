// spec §2: collaboratorFirstLogin. Wires the real services into the machine and hands the actor to the view.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { collaboratorOnboardingMachine } from '../../machines/collaborator-onboarding/collaborator-onboarding.machine';
import type {
  RegisterCollaboratorInput,
  RegisterCollaboratorOutput,
  RequestCodeInput,
} from '../../machines/collaborator-onboarding/collaborator-onboarding.types';
import { createServiceClient } from '../../services/clients';
import { createConsentApi } from '../../services/consent.api';
import { createRegistrationApi } from '../../services/registration.api';
import { DEFAULT_TENANT_ID, findTenant, getTenant } from '../../tenants/tenants';
import { pagePath } from '../app/routes';
import { collaboratorOnboardingInputFor } from '../collaborator-onboarding/collaborator-onboarding.input';
import { CollaboratorOnboardingView } from '../collaborator-onboarding/collaborator-onboarding.view';
import { getInspect } from '../flows/inspect';

export default function CollaboratorFirstLoginPage() {
  const params = useParams();
  const tenant = findTenant(params.tenant) ?? getTenant(DEFAULT_TENANT_ID);
  const machine = useMemo(() => {
    const authentication = createServiceClient('authentication', { tenant: tenant.id });
    const storefront = createServiceClient('storefront', { tenant: tenant.id });
    const api = createRegistrationApi({ authentication, storefront, myAccount: createServiceClient('myAccount', { tenant: tenant.id }) });
    const consents = createConsentApi({ authentication, storefront });
    return collaboratorOnboardingMachine.provide({
      actors: {
        requestCode: fromPromise<unknown, RequestCodeInput>(({ input, signal }) =>
          api.requestCollaboratorCode({ tenant: tenant.id, ...input }, signal),
        ),
        registerCollaborator: fromPromise<RegisterCollaboratorOutput, RegisterCollaboratorInput>(async ({ input, signal }) => {
          const answer = await api.registerCollaborator({ tenant: tenant.id, ...input, acceptTermsAndConditions: true }, signal);
          return { firstName: answer.firstName };
        }),
        // spec §7: the collaborator's templates are purpose RegistroB2BCO
        saveConsents: fromPromise<unknown, { tenant: string }>(({ signal }) => consents.acceptAll('RegistroB2BCO', signal)),
      },
    });
  }, [tenant.id]);
  const actorRef = useActorRef(machine, { input: collaboratorOnboardingInputFor(tenant), inspect: getInspect() });
  return (
    <section className="page" data-page="collaboratorFirstLogin">
      <CollaboratorOnboardingView actorRef={actorRef} accountHref={pagePath('myAccount', tenant.id)} />
    </section>
  );
}
