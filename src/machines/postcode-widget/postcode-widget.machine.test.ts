// spec §4 postal-code widget: variants, operations, the change warning; spec §7 location-by-postcode look-up.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectPostcodeWidget } from './postcode-widget.connect';
import { lookupErrorKey, postcodeWidgetMachine } from './postcode-widget.machine';
import { postcodeWidgetSampleInputs, postcodeWidgetSamplePlaces } from './postcode-widget.samples';
import type { PostcodeWidgetInput } from './postcode-widget.types';
import type { PostcodePlace } from '../../contracts/postcode.contract';

function start(
  input: PostcodeWidgetInput,
  lookup: (postcode: string) => Promise<unknown> = async (postcode) => ({
    postcode,
    places: postcodeWidgetSamplePlaces,
  }),
) {
  const machine = postcodeWidgetMachine.provide({
    actors: {
      lookupPostcode: fromPromise(
        async ({ input: i }: { input: { postcode: string } }) =>
          lookup(i.postcode) as Promise<{ postcode: string; places: PostcodePlace[] }>,
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  const api = () => connectPostcodeWidget(actor.getSnapshot(), actor.send, 'w');
  return { actor, api, emitted };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('postcode widget (spec §4)', () => {
  it('primary add shows only the input', () => {
    const { api } = start(postcodeWidgetSampleInputs.primaryAdd);
    expect(api()).toMatchObject({ showsInput: true, address: null, showsEditLink: false, showsChangeWarning: false });
  });

  it('primary edit shows the input and the entered address; changing the code warns until it resolves', async () => {
    const { actor, api, emitted } = start(postcodeWidgetSampleInputs.primaryEdit);
    expect(api()).toMatchObject({
      showsInput: true,
      address: { postcode: '9990002' },
      showsEditLink: false,
      showsChangeWarning: false,
    });
    api()
      .getInputProps()
      .onChange({ target: { value: '9990001' } });
    expect(api().showsChangeWarning).toBe(true);
    expect(api().getInputProps()['aria-describedby']).toBe('w-postcode-warning');
    expect(emitted).toContainEqual({ type: 'postcode.changed', postcode: '9990001' });
    api().onSearch();
    expect(api().isLooking).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(api().showsChangeWarning).toBe(false);
    expect(emitted).toContainEqual({
      type: 'postcode.resolved',
      postcode: '9990001',
      places: postcodeWidgetSamplePlaces,
    });
  });

  it('secondary add shows the chosen address with an edit link, which opens the input', () => {
    const { api } = start(postcodeWidgetSampleInputs.secondaryAdd);
    expect(api()).toMatchObject({
      showsInput: false,
      address: { label: expect.stringContaining('Avenida Prueba') },
      showsEditLink: true,
    });
    api().onEdit();
    expect(api()).toMatchObject({ showsInput: true, showsEditLink: false, address: null });
  });

  it('secondary without a chosen address starts on the input', () => {
    const { api } = start({ ...postcodeWidgetSampleInputs.secondaryAdd, address: null });
    expect(api().showsInput).toBe(true);
  });

  it('checks the form before looking up, and names the look-up failures', async () => {
    const lookup = vi.fn(() => Promise.reject({ code: 'NOT_FOUND' }));
    const { api } = start(postcodeWidgetSampleInputs.primaryAdd, lookup);
    api().onSearch();
    expect(api().errorKey).toBe('address.postcodeRequired');
    api()
      .getInputProps()
      .onChange({ target: { value: '12A' } });
    expect(api().errorKey).toBeNull();
    const enter = { key: 'Enter', preventDefault: vi.fn() };
    api().getInputProps().onKeyDown(enter);
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(api().errorKey).toBe('address.postcodeInvalid');
    expect(api().getInputProps()).toMatchObject({ 'aria-invalid': true, 'aria-describedby': 'w-postcode-error' });
    api().getInputProps().onKeyDown({ key: 'a', preventDefault: vi.fn() });
    api()
      .getInputProps()
      .onChange({ target: { value: '1234567' } });
    api().onSearch();
    await flush();
    expect(lookup).toHaveBeenCalledOnce();
    expect(api().errorKey).toBe('address.postcodeNotFound');
    expect([lookupErrorKey({ code: 'VALIDATION_ERROR' }), lookupErrorKey(new Error('x'))]).toEqual([
      'address.postcodeInvalid',
      'postcode.lookupFailed',
    ]);
    // issue 32 item 1: the online provider down is its own message, never 'not found'
    expect(lookupErrorKey({ code: 'POSTCODE_SERVICE_UNAVAILABLE', status: 503 })).toBe('postcode.serviceUnavailable');
  });

  it.each(['12A45-678', '12345 678', '12345678901234567890'])(
    'issue 32 item 1, spec §5 Brazil: %s is refused as invalid before any look-up',
    (value) => {
      const lookup = vi.fn();
      const { actor, api } = start(
        { variant: 'primary', operation: 'add', country: 'BR', postcodeTable: true },
        lookup,
      );
      actor.send({ type: 'postcode.change', value });
      api().onSearch();
      expect(lookup).not.toHaveBeenCalled();
      expect(api().errorKey).toBe('address.postcodeInvalid');
    },
  );

  it('issue 32 item 1: the online provider down says so, keeps the typed code, and the search can be tried again', async () => {
    let fail = true;
    const lookup = vi.fn(async (postcode: string) => {
      if (fail) throw { code: 'POSTCODE_SERVICE_UNAVAILABLE', status: 503 };
      return { postcode, places: postcodeWidgetSamplePlaces };
    });
    const { actor, api, emitted } = start(
      { variant: 'primary', operation: 'add', country: 'BR', postcodeTable: true },
      lookup,
    );
    actor.send({ type: 'postcode.change', value: '99999100' });
    api().onSearch();
    await flush();
    expect(api()).toMatchObject({ errorKey: 'postcode.serviceUnavailable', isLooking: false });
    expect(api().getInputProps()).toMatchObject({ value: '99999-100', 'aria-invalid': true });
    fail = false;
    api().onSearch();
    await flush();
    expect(api().errorKey).toBeNull();
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'postcode.resolved', postcode: '99999-100' }));
  });

  it('without a postcode table keeps the typed code, normalised, and looks nothing up', () => {
    const lookup = vi.fn();
    const { api, emitted, actor } = start({ ...postcodeWidgetSampleInputs.noTable, country: 'BR' }, lookup);
    api()
      .getInputProps()
      .onChange({ target: { value: '01310100' } });
    api().onSearch();
    expect(lookup).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.postcode).toBe('01310-100');
    expect(emitted.at(-1)).toEqual({ type: 'postcode.changed', postcode: '01310-100' });
    expect(api().hasPostcodeTable).toBe(false);
  });
});
