// Pure helpers of the address modal: the place picked on 'know your zip code', the request body, the spec §5 check.
import type { AddressBody } from '../../contracts/address.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { validateAddress } from '../../rules/address';
import type { AddressModalContext, Place } from './address-modal.types';

export const placeOf = (p: PostcodePlace): Place => ({
  state: p.state.id,
  stateName: p.state.name,
  city: p.city.id,
  cityName: p.city.name,
  municipal: p.municipal.id,
  municipalName: p.municipal.name,
});

/** Every level picked: chosen from a list where the country has one, typed otherwise. */
export function pickComplete(context: Pick<AddressModalContext, 'pick'>): boolean {
  return context.pick.state !== '' && context.pick.city.trim() !== '' && context.pick.municipal.trim() !== '';
}

export function pickedPlace(context: Pick<AddressModalContext, 'pick' | 'lists' | 'levels'>): Place {
  const name = (list: { id: string; name: string }[], id: string) => list.find((a) => a.id === id)?.name ?? id.trim();
  const { pick, lists, levels } = context;
  return {
    state: pick.state,
    stateName: name(lists.states, pick.state),
    city: levels >= 2 ? pick.city : pick.city.trim(),
    cityName: levels >= 2 ? name(lists.cities, pick.city) : pick.city.trim(),
    municipal: levels >= 3 ? pick.municipal : pick.municipal.trim(),
    municipalName: levels >= 3 ? name(lists.municipals, pick.municipal) : pick.municipal.trim(),
  };
}

export function addressBody(context: Pick<AddressModalContext, 'fields' | 'place'>): AddressBody {
  const { fields, place } = context;
  return {
    addressName: fields.addressName,
    addressLine1: fields.addressLine1,
    addressLine2: fields.addressLine2,
    addressLine3: fields.addressLine3,
    postcode: fields.postcode,
    addressReference: fields.addressReference,
    state: place?.state ?? '',
    city: place?.city ?? '',
    municipal: place?.municipal ?? '',
    isDefaultAddress: fields.isDefaultAddress,
  };
}

/** spec §5 on what the form holds (the place counts as the three selections). */
export function addressCheck(context: Pick<AddressModalContext, 'fields' | 'place' | 'country'>) {
  return validateAddress(context.country, addressBody(context));
}
