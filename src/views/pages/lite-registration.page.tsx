// spec §2: liteRegistration. Wires the services, and keeps the wizard (step and values, never the password) in sessionStorage
// so that a reload brings the person back where they were.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { liteRegistrationMachine, savedWizardOf } from '../../machines/lite-registration/lite-registration.machine';
import type { LiteSavedWizard, Option, SubmitLiteInput, SubmitLiteOutput } from '../../machines/lite-registration/lite-registration.types';
import type { CompanyRegistrationRequest } from '../../contracts/company.contract';
import { createServiceClient } from '../../services/clients';
import { createGeoApi } from '../../services/geo.api';
import { createRegistrationApi } from '../../services/registration.api';
import { DEFAULT_TENANT_ID, findTenant, getTenant } from '../../tenants/tenants';
import { pagePath } from '../app/routes';
import { liteRegistrationInputFor, liteStorageKey } from '../lite-registration/lite-registration.input';
import { LiteRegistrationView } from '../lite-registration/lite-registration.view';
import { getInspect } from '../flows/inspect';

function readSaved(key: string): LiteSavedWizard | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LiteSavedWizard) : null;
  } catch {
    return null;
  }
}

export default function LiteRegistrationPage() {
  const params = useParams();
  const tenant = findTenant(params.tenant) ?? getTenant(DEFAULT_TENANT_ID);
  const key = liteStorageKey(tenant.id);
  const machine = useMemo(() => {
    const myAccount = createServiceClient('myAccount', { tenant: tenant.id });
    const api = createRegistrationApi({
      authentication: createServiceClient('authentication', { tenant: tenant.id }),
      storefront: createServiceClient('storefront', { tenant: tenant.id }),
      myAccount,
    });
    const geo = createGeoApi(myAccount);
    return liteRegistrationMachine.provide({
      actors: {
        loadChildren: fromPromise<Option[], { parentId: string | null }>(({ input, signal }) => geo.children(input.parentId, signal)),
        submitLite: fromPromise<SubmitLiteOutput, SubmitLiteInput>(async ({ input, signal }) => {
          const { values, names } = input;
          const body: CompanyRegistrationRequest = JSON.parse(
            JSON.stringify({
              tenant: input.tenant, email: values.email.trim(), password: values.password, firstName: values.firstName.trim(),
              lastName: values.lastName.trim(), position: values.position.trim(), phoneNumber: values.phoneNumber.trim(),
              companyDocument: values.companyDocument.trim(), companyDocumentType: tenant.documents.companyDefault,
              businessName: values.businessName.trim(), fantasyName: values.fantasyName.trim(), organizationType: 'national',
              originType: 'EMPRESA_NACIONAL', businessType: values.businessType || undefined,
              economicActivityText: values.economicActivityText.trim() || undefined, state: values.state, city: values.city,
              stateName: names.state, cityName: names.city, addressLine1: values.addressLine1.trim(), addressLine2: values.addressLine2.trim(),
              companyPhone: values.companyPhone.trim(), haveCheckingAccount: 'no', acceptTermsAndConditions: true,
            }),
          );
          const answer = await api.registerCompany(body, signal);
          return { status: answer.status };
        }),
      },
    });
  }, [tenant]);
  const actorRef = useActorRef(machine, { input: liteRegistrationInputFor(tenant), inspect: getInspect() });
  // restore once, then save on every change; a finished wizard is forgotten
  useEffect(() => {
    const saved = readSaved(key);
    if (saved) actorRef.send({ type: 'wizard.restore', saved });
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') sessionStorage.removeItem(key);
      else {
        const wizard = savedWizardOf(snapshot);
        if (wizard) sessionStorage.setItem(key, JSON.stringify(wizard));
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef, key]);
  return (
    <section className="page" data-page="liteRegistration">
      <LiteRegistrationView actorRef={actorRef} homeHref={pagePath('myAccount', tenant.id)} />
    </section>
  );
}
