// spec §2: personalRegistration. The page wires the real service into the machine and hands the actor to the view.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../machines/registration/registration.machine';
import type { SubmitRegistrationInput, SubmitRegistrationOutput } from '../../machines/registration/registration.types';
import { createServiceClient } from '../../services/clients';
import { createRegistrationApi } from '../../services/registration.api';
import { createConsentApi } from '../../services/consent.api';
import type { ConsentItem } from '../../machines/registration/registration.types';
import { DEFAULT_TENANT_ID, findTenant, getTenant } from '../../tenants/tenants';
import { pagePath } from '../app/routes';
import { registrationInputFor } from '../registration/registration.input';
import { toRegistrationRequest } from '../registration/registration.request';
import { RegistrationView } from '../registration/registration.view';
import { getInspect } from '../flows/inspect';

export default function PersonalRegistrationPage() {
  const params = useParams();
  const tenant = findTenant(params.tenant) ?? getTenant(DEFAULT_TENANT_ID);
  const { api, consents } = useMemo(() => {
    const authentication = createServiceClient('authentication', { tenant: tenant.id });
    const storefront = createServiceClient('storefront', { tenant: tenant.id });
    return {
      api: createRegistrationApi({ authentication, storefront, myAccount: createServiceClient('myAccount', { tenant: tenant.id }) }),
      consents: createConsentApi({ authentication, storefront }),
    };
  }, [tenant.id]);
  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async ({ input, signal }) => {
            const answer = await api.registerPerson(toRegistrationRequest(input), signal);
            return { userId: answer.userId, firstName: answer.firstName };
          }),
          // spec §7, §9: templates of purpose Registro; none when the server says they do not apply here
          loadConsents: fromPromise<ConsentItem[], { tenant: string; consents: boolean }>(async ({ input, signal }) => {
            if (!input.consents) return [];
            const answer = await consents.templates('Registro', signal);
            if (!answer.required) return [];
            return answer.templates.map((template) => ({ ...template, url: template.url ?? null }));
          }),
        },
      }),
    [api, consents],
  );
  const actorRef = useActorRef(machine, { input: registrationInputFor(tenant), inspect: getInspect() });
  return (
    <section className="page" data-page="personalRegistration">
      <RegistrationView actorRef={actorRef} accountHref={pagePath('myAccount', tenant.id)} />
    </section>
  );
}
