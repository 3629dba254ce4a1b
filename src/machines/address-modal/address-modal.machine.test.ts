// spec §2 address modal (three pages), §4 widget variants, §5 address rules.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Address } from '../../contracts/address.contract';
import type { GeoArea } from '../../contracts/geo.contract';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { connectAddressModal } from './address-modal.connect';
import { addressModalMachine } from './address-modal.machine';
import { addressModalSampleInputs, addressSampleAreas, addressSamplePlaces } from './address-modal.samples';
import type { AddressModalInput, SaveAddressRequest } from './address-modal.types';
import { addressSampleSaved } from '../shared/samples';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  input: AddressModalInput,
  overrides: {
    save?: (r: SaveAddressRequest) => Promise<Address>;
    find?: () => Promise<PostcodePlace[]>;
    load?: (p: string | null) => Promise<GeoArea[]>;
  } = {},
) {
  const save = vi.fn(
    overrides.save ?? (async (r: SaveAddressRequest) => ({ ...addressSampleSaved, addressName: r.body.addressName })),
  );
  const load =
    overrides.load ??
    (async (parentId: string | null) =>
      parentId === null
        ? addressSampleAreas.states
        : parentId === '13'
          ? addressSampleAreas.cities
          : addressSampleAreas.municipals);
  const machine = addressModalMachine.provide({
    actors: {
      loadAreas: fromPromise(async ({ input: i }: { input: { parentId: string | null } }) => load(i.parentId)),
      loadChildren: fromPromise(async ({ input: i }: { input: { parentId: string | null } }) => load(i.parentId)),
      findPostcodes: fromPromise(async () => (overrides.find ?? (async () => addressSamplePlaces))()),
      saveAddress: fromPromise(async ({ input: i }: { input: SaveAddressRequest }) => save(i)),
    },
  });
  // the close animation (spec §9, 0.5 s) runs on a simulated clock: no test waits on real time
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  const api = () => connectAddressModal(actor.getSnapshot(), actor.send, 'm');
  const type = (field: 'addressName' | 'addressLine1' | 'addressLine2', value: string) =>
    api().fields[field].onChange({ target: { value } });
  return { actor, api, save, type, clock };
}

describe('address modal (spec §2)', () => {
  it('add: postcode -> choose street -> form filled, secondary widget with the chosen address, saves', async () => {
    const { actor, api, save, type, clock } = start(addressModalSampleInputs.add);
    expect(api()).toMatchObject({
      page: 'form',
      titleKey: 'modal.addTitle',
      postcodeWidget: { variant: 'primary', operation: 'add', address: null },
    });
    api().onPostcodeChanged('9990001');
    api().onPostcodeResolved('9990001', addressSamplePlaces);
    expect(api().page).toBe('chooseStreet');
    expect(api().streets.map((s) => s.street)).toEqual(['Calle Demostración', 'Pasaje Ejemplo']);
    api().streets[1]!.onChoose();
    expect(api()).toMatchObject({
      page: 'form',
      placeLabel: 'Santiago, Santiago, Región Metropolitana de Santiago',
      postcodeWidget: { variant: 'secondary' },
    });
    expect(api().fields.addressLine1.value).toBe('Pasaje Ejemplo');
    api().onSubmit({ preventDefault: vi.fn() });
    expect(api().fields.addressName).toMatchObject({
      errorKey: 'address.required',
      'aria-invalid': true,
      'aria-describedby': 'm-addressName-error',
      required: true,
    });
    type('addressName', 'Casa');
    type('addressLine2', '12');
    api().onTogglePreferred();
    api().onSubmit();
    expect(api().isSaving).toBe(true);
    await flush();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        operation: 'add',
        id: null,
        body: expect.objectContaining({
          addressName: 'Casa',
          addressLine1: 'Pasaje Ejemplo',
          postcode: '9990001',
          state: '13',
          city: '131',
          municipal: '13101',
          isDefaultAddress: true,
        }),
      }),
    );
    // issue 16: the modal plays spec §9's close animation (0.5 s) before it ends with the saved address
    expect(api().isClosing).toBe(true);
    clock.increment(499);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ saved: expect.objectContaining({ addressName: 'Casa' }) });
    expect(api().page).toBe('done');
  });

  it('a postcode with one place and no street fills the place directly; back from choose street keeps the form', () => {
    const { api } = start(addressModalSampleInputs.add);
    api().onPostcodeResolved('9990001', [{ ...addressSamplePlaces[0]!, addressLine1: null }]);
    expect(api()).toMatchObject({ page: 'form', placeLabel: expect.stringContaining('Santiago') });
    api().onPostcodeResolved('9990001', addressSamplePlaces);
    api().onBack();
    expect(api().page).toBe('form');
  });

  it('know your zip code: cascades state -> city -> municipal, finds the postcodes, then the street page', async () => {
    const { api } = start(addressModalSampleInputs.add);
    api().onSearchPlace();
    expect(api()).toMatchObject({ page: 'knowZip', zip: { loading: true } });
    await flush();
    const [state, city, municipal] = api().zip.selects;
    expect(state).toMatchObject({ kind: 'select', options: addressSampleAreas.states, labelKey: 'labels.CL.state' });
    expect(city!.disabled).toBe(true);
    state!.onChange({ target: { value: '13' } });
    await flush();
    api().zip.selects[1]!.onChange({ target: { value: '131' } });
    await flush();
    expect(api().zip.canSearch).toBe(false);
    expect(municipal!.kind).toBe('select');
    api().zip.selects[2]!.onChange({ target: { value: '13101' } });
    expect(api().zip).toMatchObject({ canSearch: true, canUsePlace: true });
    api().onZipSearch();
    expect(api().zip.searching).toBe(true);
    await flush();
    expect(api().page).toBe('chooseStreet');
    api().onBack();
    expect(api().page).toBe('form');
  });

  it('know your zip code: nothing found says so and the place can be used without a street; a load failure retries', async () => {
    let fail = true;
    const { api } = start(addressModalSampleInputs.add, {
      find: async () => [],
      load: async (p) => {
        if (fail) throw new Error('down');
        return p === null
          ? addressSampleAreas.states
          : p === '13'
            ? addressSampleAreas.cities
            : addressSampleAreas.municipals;
      },
    });
    api().onSearchPlace();
    await flush();
    expect(api().zip.loadFailed).toBe(true);
    fail = false;
    api().onRetryAreas();
    await flush();
    api().zip.selects[0]!.onChange({ target: { value: '13' } });
    await flush();
    api().zip.selects[1]!.onChange({ target: { value: '131' } });
    await flush();
    api().zip.selects[2]!.onChange({ target: { value: '13101' } });
    api().onZipSearch();
    await flush();
    expect(api().zip.noPostcodeFound).toBe(true);
    api().onUsePlace();
    expect(api()).toMatchObject({ page: 'form', placeLabel: 'Santiago, Santiago, Región Metropolitana de Santiago' });
  });

  it('without a postcode table (Peru) the place is chosen from the lists; levels without a list are typed (Mexico colony)', async () => {
    const pe = start(addressModalSampleInputs.noTable);
    expect(pe.api().hasPostcodeTable).toBe(false);
    pe.api().onSearchPlace();
    await flush();
    expect(pe.api().zip.canSearch).toBe(false);
    const mx = start({ country: 'MX', postcodeTable: true, operation: 'add' });
    mx.api().onSearchPlace();
    await flush();
    mx.api().zip.selects[0]!.onChange({ target: { value: '13' } });
    await flush();
    expect(mx.api().zip.selects[2]).toMatchObject({ kind: 'text', labelKey: 'labels.MX.municipal' });
    mx.api().zip.selects[1]!.onChange({ target: { value: '131' } });
    mx.api().zip.selects[2]!.onChange({ target: { value: 'Colonia Centro' } });
    mx.api().onUsePlace();
    expect(mx.api().placeLabel).toBe('Colonia Centro, Santiago, Región Metropolitana de Santiago');
    expect(mx.api().fields.addressLine2.labelKey).toBe('labels.MX.addressLine2');
  });

  it('issue 30 item 7: a Mexican place picked on "know your zip code" keeps the postcode input; a refused postcode is marked there', async () => {
    const mx = start(
      { country: 'MX', postcodeTable: true, operation: 'add' },
      {
        find: async () => [],
        load: async (p) =>
          p === null ? [{ id: '09', name: 'Ciudad de México' }] : [{ id: '09015', name: 'Cuauhtémoc' }],
        save: () =>
          Promise.reject({ code: 'VALIDATION_ERROR', details: { fields: { postcode: 'address.postcodeNotFound' } } }),
      },
    );
    const { api, type } = mx;
    api().onPostcodeChanged('06000');
    api().onSearchPlace();
    await flush();
    api().zip.selects[0]!.onChange({ target: { value: '09' } });
    await flush();
    api().zip.selects[1]!.onChange({ target: { value: '09015' } });
    api().zip.selects[2]!.onChange({ target: { value: 'Centro' } });
    api().onZipSearch();
    await flush();
    expect(api().zip.noPostcodeFound).toBe(true);
    api().onUsePlace();
    // the table gave no postcode for this place: the input stays in sight with what was typed
    expect(api()).toMatchObject({
      page: 'form',
      placeLabel: 'Centro, Cuauhtémoc, Ciudad de México',
      postcodeWidget: { variant: 'primary', postcode: '06000' },
    });
    type('addressName', 'Casa');
    type('addressLine1', 'Calle Madero');
    type('addressLine2', '12');
    api().onSubmit();
    await flush();
    expect(api()).toMatchObject({
      page: 'form',
      errorKey: 'modal.failures.validation',
      postcodeErrorKey: 'address.postcodeNotFound',
      postcodeWidget: { variant: 'primary' },
    });
  });

  it('issue 30 item 7: a postcode refused behind the chosen address (secondary widget) brings its input back', async () => {
    const { api, type } = start(addressModalSampleInputs.add, {
      save: () =>
        Promise.reject({ code: 'VALIDATION_ERROR', details: { fields: { postcode: 'address.postcodeNotFound' } } }),
    });
    api().onPostcodeResolved('9990001', addressSamplePlaces);
    api().streets[0]!.onChoose();
    expect(api().postcodeWidget.variant).toBe('secondary');
    type('addressName', 'Casa');
    type('addressLine2', '12');
    api().onSubmit();
    await flush();
    expect(api()).toMatchObject({
      postcodeErrorKey: 'address.postcodeNotFound',
      postcodeWidget: { variant: 'primary' },
    });
    // typing a new code clears the error and keeps the input (no jump back to the chosen address while typing)
    api().onPostcodeChanged('9990002');
    expect(api()).toMatchObject({ postcodeErrorKey: null, postcodeWidget: { variant: 'primary' } });
  });

  it('issue 30 item 7: a place error marks the button that opens "know your zip code"', async () => {
    const { api } = start(addressModalSampleInputs.add, {
      save: () =>
        Promise.reject({ code: 'VALIDATION_ERROR', details: { fields: { municipal: 'address.selectMunicipal' } } }),
    });
    expect(api().placeButton).toMatchObject({ 'aria-invalid': false, 'aria-describedby': undefined });
    api().onSubmit();
    expect(api()).toMatchObject({
      placeErrorKey: 'address.selectState',
      placeButton: {
        'aria-invalid': true,
        'aria-describedby': 'm-place-error',
        labelledBy: 'm-place-label m-place-search',
      },
    });
  });

  it('edit: primary widget with the entered address; a server field error shows and clears on typing; close ends with nothing saved', async () => {
    const { actor, api, clock } = start(addressModalSampleInputs.edit, {
      save: () =>
        Promise.reject({ code: 'VALIDATION_ERROR', details: { fields: { addressLine2: 'address.tooLong' } } }),
    });
    expect(api()).toMatchObject({
      titleKey: 'modal.editTitle',
      postcodeWidget: { variant: 'primary', operation: 'edit', address: { postcode: '9990001' } },
    });
    api().onSubmit();
    await flush();
    expect(api()).toMatchObject({ page: 'form', errorKey: 'modal.failures.validation' });
    expect(api().fields.addressLine2.errorKey).toBe('address.tooLong');
    api().fields.addressLine2.onChange({ target: { value: '1' } });
    expect(api().fields.addressLine2.errorKey).toBeNull();
    api().onClose();
    expect(api().isClosing).toBe(true);
    // a second close (Escape pressed again) while the animation plays does not restart it
    clock.increment(300);
    api().onClose();
    clock.increment(200);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ saved: null });
  });

  it('closes at once when the app supplies no animation (prefers-reduced-motion)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(addressModalMachine.provide({ delays: { closeAnimation: 0 } }), {
      input: addressModalSampleInputs.add,
      clock,
    }).start();
    actor.send({ type: 'modal.close' });
    clock.increment(0);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
