// Issue 12 (STYLE.md §16): the address modal's edge (spec §2 three pages; §7 geo and users/addresses).
import { defineFlow } from '../../flows/define-flow';
import { MODAL_CLOSE_ANIMATION_MS } from '../../rules/motion';
import { modalCloseDelays } from '../shared/motion';
import { connectAddressModal } from '../../machines/address-modal/address-modal.connect';
import { addressModalMachine } from '../../machines/address-modal/address-modal.machine';
import { addressCheck } from '../../machines/address-modal/address-modal.rules';
import { addressModalFlowSamples } from '../../machines/address-modal/address-modal.samples';
import type { SaveAddressRequest } from '../../machines/address-modal/address-modal.types';
import type { Address } from '../../contracts/address.contract';
import type { GeoArea } from '../../contracts/geo.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { createAccountApi, type AccountApi } from '../../services/account.api';
import type { FlowDriver, FlowEnv } from '../../flows/flow-entry.types';
import { serviceActor } from '../shared/service-actor';

export function addressModalActors(env: Pick<FlowEnv, 'reportError'>, api: AccountApi) {
  return {
    loadAreas: serviceActor<GeoArea[], { parentId: string | null }>(env, (input, signal) =>
      api.areas(input.parentId, signal),
    ),
    loadChildren: serviceActor<GeoArea[], { parentId: string | null }>(env, (input, signal) =>
      api.areas(input.parentId, signal),
    ),
    findPostcodes: serviceActor<PostcodePlace[], { state: string; city: string; municipal: string }>(
      env,
      async (input, signal) =>
        (await api.postcodeByLocation(input.municipal ? input : { state: input.state, city: input.city }, signal))
          .places,
    ),
    saveAddress: serviceActor<Address, SaveAddressRequest>(env, ({ operation, id, body }, signal) =>
      operation === 'edit' && id ? api.updateAddress(id, body, signal) : api.addAddress(body, signal),
    ),
  };
}

/**
 * spec §4: once the table gave a place in add, the widget shows it with an edit link; the input is behind that link (issue 30
 * item 7: a place picked from the lists, or a refused postcode, keeps the input in sight: the connect decides).
 */
async function openPostcodeInput(d: FlowDriver) {
  const snapshot = d.snapshot();
  if (connectAddressModal(snapshot, () => undefined, 'driver').postcodeWidget.variant === 'secondary')
    await d.click(d.t('account:postcode.edit'));
}

export const addressModalFlow = defineFlow({
  name: 'address-modal',
  description:
    "Address modal: add/edit, 'know your zip code' (geo lists, postcode table) and choose street (spec §2, §3, §5).",
  machine: addressModalMachine,
  loadView: () => import('./address-modal.view').then((m) => m.AddressModalView),
  namespaces: ['account', 'rules'],
  samples: addressModalFlowSamples,
  delays: { closeAnimation: MODAL_CLOSE_ANIMATION_MS },
  input: (tenant) => ({ country: tenant.country, postcodeTable: true, operation: 'add' as const }),
  implementations: (env) => ({
    actors: addressModalActors(env, createAccountApi(env.clients.myAccount)),
    delays: modalCloseDelays,
  }),
  driver: {
    'field.change': (d, e) => d.fill(e.field, e.value),
    'preferred.toggle': (d) => d.click(d.t('account:modal.preferred'), 'checkbox'),
    'postcode.changed': async (d, e) => {
      await openPostcodeInput(d);
      await d.fill('postcode', e.postcode);
    },
    'postcode.resolved': async (d, e) => {
      await openPostcodeInput(d);
      await d.fill('postcode', e.postcode);
      await d.click(d.t('account:postcode.search'));
    },
    'place.search': (d) => d.clickSelector('[data-action="place-search"]'),
    'area.select': (d, e) => d.select(`pick-${e.level}`, e.id),
    'area.type': (d, e) => d.fill(`pick-${e.level}`, e.value),
    'zip.search': (d) => d.click(d.t('account:zip.search')),
    'zip.usePlace': (d) => d.click(d.t('account:zip.usePlace')),
    'areas.retry': (d) => d.click(d.t('account:zip.retry')),
    'street.choose': (d, e) => d.clickSelector(`[data-street-index="${e.index}"]`),
    'page.back': (d) => d.clickSelector('[data-action="page-back"]'),
    'form.submit': (d) => d.click(d.t('account:modal.save')),
    'modal.close': (d) => d.click(d.t('account:modal.close')),
  },
  // what tells graph states apart: the form valid or not, the place, how far the pick went, the pages' data
  graphContext: (c) => ({
    valid: addressCheck(c).ok,
    typed: [c.fields.addressName, c.fields.addressLine1, c.fields.addressLine2].filter((v) => v !== '').length,
    place: c.place !== null,
    pick: [c.pick.state, c.pick.city, c.pick.municipal].filter((v) => v !== '').length,
    noPostcodeFound: c.noPostcodeFound,
    places: c.places.length > 0,
    showErrors: c.showErrors,
    // closing after a save ends in `saved`, after a close in `closed` (issue 16)
    saved: c.saved !== null,
  }),
  complete: true,
});
