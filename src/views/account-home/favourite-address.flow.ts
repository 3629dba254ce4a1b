// Issue 12 (STYLE.md §16): the account home's favourite-address block (spec §2; §7 users/preferredaddress).
import { defineFlow } from '../../flows/define-flow';
import { favouriteAddressMachine } from '../../machines/favourite-address/favourite-address.machine';
import { favouriteAddressFlowSamples } from '../../machines/favourite-address/favourite-address.samples';
import type { Address as AddressData } from '../../contracts/address.contract';
import { createAccountApi } from '../../services/account.api';
import { createServiceClient } from '../../services/clients';
import { serviceActor } from '../shared/service-actor';
import { FavouriteAddressView } from './favourite-address.view';

export const favouriteAddressFlow = defineFlow({
  name: 'favourite-address',
  description: 'Account home: the favourite (preferred) address block, with its empty and error states (spec §2).',
  machine: favouriteAddressMachine,
  // the account home renders the view anyway: a static import keeps it out of a chunk of its own (issue 17)
  loadView: async () => FavouriteAddressView,
  namespaces: ['account'],
  samples: favouriteAddressFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = createAccountApi(createServiceClient('myAccount', { tenant: env.tenant.id }));
    return {
      actors: {
        loadPreferred: serviceActor<AddressData | null>(env, (_input, signal) => api.preferredAddress(signal)),
      },
    };
  },
  driver: { 'block.retry': (d) => d.click(d.t('account:addresses.retry')) },
  complete: true,
});
