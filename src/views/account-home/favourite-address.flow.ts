// Issue 12 (STYLE.md §16): the account home's favourite-address block (spec §2; §7 users/preferredaddress).
import { defineFlow } from '../../flows/define-flow';
import { favouriteAddressMachine } from '../../machines/favourite-address/favourite-address.machine';
import { favouriteAddressFlowSamples } from '../../machines/favourite-address/favourite-address.samples';
import { createAccountApi } from '../../services/account.api';
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
    const api = createAccountApi(env.clients.myAccount);
    return {
      actors: {
        loadPreferred: serviceActor(env, (_input, signal) => api.preferredAddress(signal)),
      },
    };
  },
  driver: { 'block.retry': (d) => d.click(d.t('account:addresses.retry')) },
  complete: true,
});
