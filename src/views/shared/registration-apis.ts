// Issue 29: the two services every registration flow's edge calls (personal, company, lite, the collaborator's first
// login): the registration itself and the consent templates (spec §7, §9), over the tenant's clients.
import type { ServiceClients } from '../../services/clients';
import { createConsentApi } from '../../services/consent.api';
import { createRegistrationApi } from '../../services/registration.api';

export function registrationApisFor(clients: ServiceClients) {
  const { authentication, storefront, myAccount } = clients;
  return {
    api: createRegistrationApi({ authentication, storefront, myAccount }),
    consents: createConsentApi({ authentication, storefront }),
  };
}
