// spec §2: companyRegistration. Wires the real services into the machine and hands the actor to the view.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import type {
  CheckOrganizationInput,
  CheckOrganizationOutput,
  LoadChildrenInput,
  LoadOptionsOutput,
  Option,
  SubmitCompanyInput,
  SubmitCompanyOutput,
} from '../../machines/company-registration/company-registration.types';
import { createServiceClient } from '../../services/clients';
import { createGeoApi } from '../../services/geo.api';
import { createRegistrationApi } from '../../services/registration.api';
import { DEFAULT_TENANT_ID, findTenant, getTenant } from '../../tenants/tenants';
import { pagePath } from '../app/routes';
import { companyRegistrationInputFor } from '../company-registration/company-registration.input';
import { toCompanyRequest } from '../company-registration/company-registration.request';
import { CompanyRegistrationView } from '../company-registration/company-registration.view';
import { getInspect } from '../flows/inspect';

export default function CompanyRegistrationPage() {
  const params = useParams();
  const tenant = findTenant(params.tenant) ?? getTenant(DEFAULT_TENANT_ID);
  const machine = useMemo(() => {
    const myAccount = createServiceClient('myAccount', { tenant: tenant.id });
    const api = createRegistrationApi({
      authentication: createServiceClient('authentication', { tenant: tenant.id }),
      myAccount,
      storefront: createServiceClient('storefront', { tenant: tenant.id }),
    });
    const geo = createGeoApi(myAccount);
    return companyRegistrationMachine.provide({
      actors: {
        loadOptions: fromPromise<LoadOptionsOutput, { tenant: string }>(async ({ signal }) => {
          const [activities, states] = await Promise.all([api.economicActivities(signal), geo.children(null, signal)]);
          return { activities: activities.activities, freeText: activities.freeText, states };
        }),
        loadChildren: fromPromise<Option[], LoadChildrenInput>(({ input, signal }) => geo.children(input.parentId, signal)),
        checkOrganization: fromPromise<CheckOrganizationOutput, CheckOrganizationInput>(async ({ input, signal }) => ({
          exists: (await api.organizationExists(input, signal)).exists,
        })),
        submitCompany: fromPromise<SubmitCompanyOutput, SubmitCompanyInput>(async ({ input, signal }) => {
          const answer = await api.registerCompany(toCompanyRequest(input), signal);
          return { status: answer.status };
        }),
      },
    });
  }, [tenant.id]);
  const actorRef = useActorRef(machine, { input: companyRegistrationInputFor(tenant), inspect: getInspect() });
  return (
    <section className="page" data-page="companyRegistration">
      <CompanyRegistrationView actorRef={actorRef} homeHref={pagePath('myAccount', tenant.id)} />
    </section>
  );
}
