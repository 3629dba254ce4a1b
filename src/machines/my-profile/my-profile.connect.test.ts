// spec §3 profile input ids (directDialing), §9 direct dialing in Brazil only, §5 Brazil's phone: area code plus number.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectMyProfile } from './my-profile.connect';
import { myProfileMachine } from './my-profile.machine';
import { myProfileSample } from './my-profile.samples';
import type { Profile } from '../../contracts/profile.contract';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function edit(
  input: { country: string; documentTypes: string[]; directDialing?: boolean; emailChangeHref?: string },
  profile: Profile,
) {
  const saved: unknown[] = [];
  const actor = createActor(
    myProfileMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => profile),
        saveProfile: fromPromise(async ({ input: values }) => {
          saved.push(values);
          return profile;
        }),
      },
    }),
    { input },
  ).start();
  await tick();
  const api = () => connectMyProfile(actor.getSnapshot(), actor.send, 'p');
  return { actor, api, saved };
}

describe('the profile asks the area code apart in Brazil only', () => {
  const brazilian: Profile = {
    ...myProfileSample,
    usesMotherLastName: false,
    motherLastName: '',
    documentType: 'CPF',
    document: '52998224725',
    directDialing: '',
    primaryPhone: '987654321',
  };

  it('Brazil: a required DDD field before the phone, checked against the area codes; saved with it', async () => {
    const { actor, api, saved } = await edit({ country: 'BR', documentTypes: ['CPF'], directDialing: true }, brazilian);
    const names = api().textFields.map((f) => f.name);
    expect(names.indexOf('directDialing')).toBe(names.indexOf('primaryPhone') - 1);
    expect(api().textFields.find((f) => f.name === 'directDialing')).toMatchObject({
      required: true,
      labelKey: 'profile.labels.directDialing',
    });
    actor.send({ type: 'form.submit' });
    expect(api().textFields.find((f) => f.name === 'directDialing')?.errorKey).toBe('phone.required');
    actor.send({ type: 'field.change', field: 'directDialing', value: '10' });
    expect(api().textFields.find((f) => f.name === 'directDialing')?.errorKey).toBe('phone.invalidAreaCode');
    expect(saved).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'directDialing', value: '11' });
    actor.send({ type: 'form.submit' });
    await tick();
    expect(saved).toEqual([expect.objectContaining({ directDialing: '11', primaryPhone: '987654321' })]);
  });

  it('elsewhere: no DDD field', async () => {
    const { api } = await edit({ country: 'CL', documentTypes: ['RUT'] }, myProfileSample);
    expect(api().textFields.map((f) => f.name)).not.toContain('directDialing');
  });
});

describe('the rest of spec §3 profile ids (issue 31 item 1)', () => {
  it('offers the country of residence, the CMR offer and the data treatment choice, and sends them', async () => {
    const { actor, api, saved } = await edit({ country: 'CL', documentTypes: ['RUT'] }, myProfileSample);
    expect(api().countryOfResidence).toMatchObject({ name: 'countryOfResidence', value: 'CL', required: true });
    expect(api().countryOfResidence.options).toContain('BR');
    expect(api().flags.map((f) => f.name)).toEqual([
      'offerSms',
      'brandNewsLetter',
      'receiveEmail',
      'addCMR',
      'personalDataTreatmentPolicy',
    ]);
    expect(api().textFields.map((f) => f.name)).not.toContain('position');
    actor.send({ type: 'field.change', field: 'countryOfResidence', value: 'AR' });
    actor.send({ type: 'flag.toggle', field: 'addCMR' });
    actor.send({ type: 'form.submit' });
    await tick();
    expect(saved.at(-1)).toMatchObject({ countryOfResidence: 'AR', addCMR: true, personalDataTreatmentPolicy: true });
  });

  it('asks a company account its position, and requires it (spec §5 company profile)', async () => {
    const { actor, api, saved } = await edit(
      { country: 'CL', documentTypes: ['RUT'] },
      { ...myProfileSample, asksPosition: true, position: '' },
    );
    expect(api().textFields.find((f) => f.name === 'position')).toMatchObject({ required: true });
    actor.send({ type: 'form.submit' });
    expect(api().textFields.find((f) => f.name === 'position')?.errorKey).toBe('position.required');
    expect(saved).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'position', value: 'Jefa de compras' });
    actor.send({ type: 'form.submit' });
    await tick();
    expect(saved.at(-1)).toMatchObject({ position: 'Jefa de compras' });
  });
});

describe('the profile links to the email change (issue 31 item 2)', () => {
  it('gives the link the edge built, and none without one', async () => {
    const withLink = await edit(
      { country: 'BR', documentTypes: ['CPF'], emailChangeHref: '/br/account/my-profile/email' },
      myProfileSample,
    );
    expect(withLink.api().emailChangeHref).toBe('/br/account/my-profile/email');
    const without = await edit({ country: 'CL', documentTypes: ['RUT'] }, myProfileSample);
    expect(without.api().emailChangeHref).toBeNull();
  });
});
