// Issue 12 (STYLE.md §16): the addresses page's edge (spec §2 myAddresses; §7 users/addresses, users/preferredaddress,
// postcode-coverage). The address modal runs as its invoked child with the modal's own real actors.
import { defineFlow } from '../../flows/define-flow';
import { addressModalMachine } from '../../machines/address-modal/address-modal.machine';
import { myAddressesMachine } from '../../machines/my-addresses/my-addresses.machine';
import { myAddressesFlowSamples } from '../../machines/my-addresses/my-addresses.samples';
import { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';
import type { Address } from '../../contracts/address.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { createAccountApi, type AccountApi } from '../../services/account.api';
import type { FlowEnv } from '../../flows/flow-entry.types';
import { modalCloseDelays } from '../shared/motion';
import { addressModalActors } from '../address-modal/address-modal.flow';
import { serviceActor } from '../shared/service-actor';

export const accountApiFor = (env: Pick<FlowEnv, 'clients'>) => createAccountApi(env.clients.myAccount);

/** The postal-code widget with its real look-up (spec §7 location-by-postcode). */
export function postcodeWidgetWith(env: Pick<FlowEnv, 'reportError'>, api: AccountApi) {
  return postcodeWidgetMachine.provide({
    actors: {
      lookupPostcode: serviceActor<{ postcode: string; places: PostcodePlace[] }, { postcode: string }>(
        env,
        (input, signal) => api.locationByPostcode(input.postcode, signal),
      ),
    },
  });
}

export const myAddressesFlow = defineFlow({
  name: 'my-addresses',
  description:
    'Addresses: list, add and edit through the address modal, delete with confirmation, mark one preferred (spec §2, §8).',
  machine: myAddressesMachine,
  loadView: () => import('./my-addresses.view').then((m) => m.MyAddressesView),
  namespaces: ['account', 'rules'],
  samples: myAddressesFlowSamples,
  delays: {},
  input: (tenant) => ({ country: tenant.country }),
  implementations: (env) => {
    const api = accountApiFor(env);
    return {
      actors: {
        listAddresses: serviceActor(env, async (_input, signal) => {
          const [addresses, coverage] = await Promise.all([api.listAddresses(signal), api.postcodeCoverage(signal)]);
          return { addresses, postcodeTable: coverage.available };
        }),
        deleteAddress: serviceActor<Address[], { id: string }>(env, (input, signal) =>
          api.deleteAddress(input.id, signal),
        ),
        setPreferred: serviceActor<Address[], { id: string }>(env, (input, signal) =>
          api.setPreferred(input.id, signal),
        ),
        addressModal: addressModalMachine.provide({ actors: addressModalActors(env, api), delays: modalCloseDelays }),
      },
    };
  },
  driver: {
    'address.add': (d) => d.click(d.t('account:addresses.add')),
    'address.edit': (d, e) => d.clickSelector(`[data-address-id="${e.id}"] [data-action="edit"]`),
    'address.delete': (d, e) => d.clickSelector(`[data-address-id="${e.id}"] [data-action="delete"]`),
    'address.prefer': (d, e) => d.clickSelector(`[data-address-id="${e.id}"] [data-action="prefer"]`),
    'delete.confirm': (d) => d.click(d.t('account:addresses.confirmDelete.confirm')),
    'delete.cancel': (d) => d.click(d.t('account:addresses.confirmDelete.cancel')),
    'list.retry': (d) => d.click(d.t('account:addresses.retry')),
    'notice.dismiss': (d) => d.clickSelector('[data-action="dismiss"]'),
  },
  graphContext: (c) => ({
    addresses: c.addresses.map((a) => `${a.id}:${a.isDefaultAddress}`),
    modal: c.modal?.operation ?? null,
    target: c.target,
    failure: c.failure,
  }),
  complete: true,
});
