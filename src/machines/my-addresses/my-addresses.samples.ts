// Sample events of myAddressesMachine (pure data).
import type { Address } from '../../contracts/address.contract';
import type { MyAddressesEvent, MyAddressesInput } from './my-addresses.types';
import { addressSampleSaved } from '../shared/samples';

export const myAddressesSampleInput: MyAddressesInput = { country: 'CL' };
export const myAddressesSampleList: Address[] = [
  { ...addressSampleSaved, isDefaultAddress: true },
  {
    ...addressSampleSaved,
    id: '00000000-0000-4000-8000-000000000002',
    addressName: 'Oficina',
    municipal: '13123',
    municipalName: 'Providencia',
  },
];
const id = '00000000-0000-4000-8000-000000000002';

export const myAddressesSampleEvents: MyAddressesEvent[] = [
  { type: 'address.add' },
  { type: 'address.edit', id },
  { type: 'address.delete', id },
  { type: 'address.prefer', id },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'list.retry' },
  { type: 'notice.dismiss' },
];

export const myAddressesFlowSamples = {
  common: [
    ...myAddressesSampleEvents,
    { type: 'xstate.done.actor.listAddresses', output: { addresses: myAddressesSampleList, postcodeTable: true } },
    { type: 'xstate.error.actor.listAddresses', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.addressModal', output: { saved: addressSampleSaved } },
    { type: 'xstate.done.actor.addressModal', output: { saved: null } },
    { type: 'xstate.done.actor.deleteAddress', output: myAddressesSampleList.slice(1) },
    { type: 'xstate.error.actor.deleteAddress', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.setPreferred', output: myAddressesSampleList },
    { type: 'xstate.error.actor.setPreferred', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
