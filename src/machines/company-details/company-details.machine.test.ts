// spec §2 companyDetails: the cascade clears the levels below a new state; an invalid form is not sent; a failed save keeps
// what was typed and tells the failure (or the forbidden text) once; a saved one tells 'saved' once.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectCompanyDetails } from './company-details.connect';
import { companyDetailsMachine } from './company-details.machine';
import { companyDetailsLoadSample, companyDetailsMxLoadSample, companyDetailsSample } from './company-details.samples';
import type { CompanyDetailsShape } from '../../rules/company-details';
import type { CompanyDetailsFormValues } from './company-details.types';
import type { CompanyDetails } from '../../contracts/company-details.contract';

function start(save: (values: CompanyDetailsFormValues) => Promise<CompanyDetails>) {
  const notify = vi.fn();
  const children = vi.fn(async ({ input }: { input: { parentId: string } }) =>
    input.parentId === '07' ? [{ id: '0701', name: 'Callao' }] : [{ id: '070101', name: 'Callao' }],
  );
  const actor = createActor(
    companyDetailsMachine.provide({
      actors: {
        loadDetails: fromPromise(async () => companyDetailsLoadSample),
        loadChildren: fromPromise(children),
        saveDetails: fromPromise(
          async ({ input }: { input: { values: CompanyDetailsFormValues; shape: CompanyDetailsShape } }) =>
            save(input.values),
        ),
      },
      actions: { notify: (_, params) => notify(params.result) },
    }),
    { input: { country: 'PE', geoLevels: 3 } },
  ).start();
  const api = () => connectCompanyDetails(actor.getSnapshot(), actor.send, 'cd');
  const field = (name: string) => api().fields.find((f) => f.field.input.name === name)!;
  return { actor, notify, api, field, children };
}

describe('companyDetailsMachine', () => {
  it('cascades: a new state empties city and municipal and loads its cities', async () => {
    const { actor, field, children } = start(async () => companyDetailsSample);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(field('municipal').field.input.value).toBe('150101');
    field('state').field.input.onChange({ target: { value: '07' } });
    expect(actor.getSnapshot().matches('loadingLocations')).toBe(true);
    expect(field('city').field.input.disabled).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(children).toHaveBeenCalledWith(expect.objectContaining({ input: { parentId: '07' } }));
    expect(field('city').field.input.value).toBe('');
    expect(field('municipal').field.input.value).toBe('');
    expect(field('city').options.map((o) => o.text)).toEqual(['Callao']);
    // a place the list does not offer is not taken
    field('city').field.input.onChange({ target: { value: '9999' } });
    expect(field('city').field.input.value).toBe('');
  });

  it('does not send an invalid form; shows the mandatory errors', async () => {
    const save = vi.fn(async () => companyDetailsSample);
    const { actor, field, api } = start(save);
    await waitFor(actor, (s) => s.matches('editing'));
    field('businessName').field.input.onChange({ target: { value: '' } });
    api().onSubmit();
    expect(save).not.toHaveBeenCalled();
    expect(field('businessName').field.error.key).toBe('field.required');
    expect(field('businessName').field.input['aria-invalid']).toBe(true);
    expect(field('businessName').field.label.required).toBe(true);
  });

  it('a refused save keeps what was typed and tells it once; a saved one says saved', async () => {
    let answer: 'forbidden' | 'fields' | 'ok' = 'forbidden';
    const { actor, field, api, notify } = start(async (values) => {
      if (answer === 'forbidden') throw { code: 'FORBIDDEN', status: 403 };
      if (answer === 'fields')
        throw { code: 'VALIDATION_ERROR', details: { fields: { companyPhone: 'phone.invalidLength' } } };
      return { ...companyDetailsSample, businessName: values.businessName };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    field('businessName').field.input.onChange({ target: { value: 'Andina Nueva S.A.C.' } });
    api().onSubmit();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(field('businessName').field.input.value).toBe('Andina Nueva S.A.C.');
    answer = 'fields';
    api().onSubmit();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(field('companyPhone').field.error.key).toBe('phone.invalidLength');
    answer = 'ok';
    api().onSubmit();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(field('companyPhone').field.error.key).toBeNull();
    expect(notify.mock.calls).toEqual([['forbidden'], ['failed'], ['saved']]);
  });
});

describe('company details labels (issue 32 item 3, spec §3): the address modal table, by the tenant country', () => {
  const labelsOf = async (country: string, geoLevels: 1 | 2 | 3) => {
    const actor = createActor(
      companyDetailsMachine.provide({
        actors: {
          loadDetails: fromPromise(async () => companyDetailsLoadSample),
          loadChildren: fromPromise(async (): Promise<{ id: string; name: string }[]> => []),
        },
      }),
      { input: { country, geoLevels } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    const api = connectCompanyDetails(actor.getSnapshot(), actor.send, 'cd');
    return Object.fromEntries(api.fields.map((f) => [f.field.input.name, f.field.label.key]));
  };

  it('Mexico: state, municipality, street, exterior and interior number in Mexican terms', async () => {
    const mx = await labelsOf('MX', 2);
    expect(mx).toMatchObject({
      state: 'labels.MX.state',
      city: 'labels.MX.city',
      addressLine1: 'labels.MX.addressLine1',
      addressLine2: 'labels.MX.addressLine2',
      addressLine3: 'labels.MX.addressLine3',
      postcode: 'labels.MX.postcode',
      businessName: 'companyDetails.labels.businessName',
    });
  });

  it('issue 32 item 3: two levels: the colony / barrio / bairro is a typed, required text field that a new state keeps', async () => {
    const actor = createActor(
      companyDetailsMachine.provide({
        actors: {
          loadDetails: fromPromise(async () => companyDetailsMxLoadSample),
          loadChildren: fromPromise(async () => [{ id: '09014', name: 'Benito Juárez' }]),
        },
      }),
      { input: { country: 'MX', geoLevels: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    const field = (name: string) =>
      connectCompanyDetails(actor.getSnapshot(), actor.send, 'cd').fields.find((f) => f.field.input.name === name)!;
    expect(field('municipal').kind).toBe('text');
    expect(field('municipal').field.label).toMatchObject({ key: 'labels.MX.municipal', required: true });
    expect(field('municipal').field.input.value).toBe('Centro');
    field('municipal').field.input.onChange({ target: { value: 'Doctores' } });
    field('state').field.input.onChange({ target: { value: '09' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(field('city').field.input.value).toBe('');
    expect(field('municipal').field.input.value).toBe('Doctores');
    for (const [country, key] of [
      ['CO', 'labels.CO.municipal'],
      ['BR', 'labels.BR.municipal'],
    ] as const)
      expect(await labelsOf(country, 2)).toMatchObject({ municipal: key });
  });

  it('Colombia: department, city, street and number in Colombian terms; Peru keeps its own', async () => {
    const co = await labelsOf('CO', 2);
    expect(co).toMatchObject({
      state: 'labels.CO.state',
      city: 'labels.CO.city',
      addressLine1: 'labels.CO.addressLine1',
    });
    expect(await labelsOf('PE', 3)).toMatchObject({ state: 'labels.PE.state', municipal: 'labels.PE.municipal' });
  });

  it('the postcode is marked required where the country requires it (Mexico, Brazil: spec §5), as in the address modal', async () => {
    const postcodeOf = async (country: string, geoLevels: 1 | 2 | 3) => {
      const actor = createActor(
        companyDetailsMachine.provide({
          actors: {
            loadDetails: fromPromise(async () => companyDetailsLoadSample),
            loadChildren: fromPromise(async (): Promise<{ id: string; name: string }[]> => []),
          },
        }),
        { input: { country, geoLevels } },
      ).start();
      await waitFor(actor, (s) => s.matches('editing'));
      const api = connectCompanyDetails(actor.getSnapshot(), actor.send, 'cd');
      const postcode = api.fields.find((f) => f.field.input.name === 'postcode')!.field;
      return { required: postcode.label.required, input: postcode.input.required };
    };
    expect(await postcodeOf('MX', 2)).toEqual({ required: true, input: true });
    expect(await postcodeOf('BR', 2)).toEqual({ required: true, input: true });
    expect((await postcodeOf('PE', 3)).required).toBe(false);
    expect((await postcodeOf('CO', 2)).required).toBe(false);
  });
});
