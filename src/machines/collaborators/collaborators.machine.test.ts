// spec §5, §6, §8: the collaborators machine: load/retry, add with validation, save failures keep the form, edit, delete.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { collaboratorsMachine } from './collaborators.machine';
import { connectCollaborators } from './collaborators.connect';
import { collaboratorsSampleInput, sampleBuyer } from './collaborators.samples';
import type { Collaborator, SaveCollaboratorInput } from './collaborators.types';
import type { CollaboratorList } from '../../contracts/collaborators.contract';

const list: CollaboratorList = { collaborators: [sampleBuyer], currency: 'PEN', companyDocument: '20485917366' };
const tick = () => new Promise((r) => setTimeout(r, 0));

function start(
  overrides: {
    load?: () => Promise<CollaboratorList>;
    save?: (i: SaveCollaboratorInput) => Promise<Collaborator>;
    del?: () => Promise<unknown>;
  } = {},
) {
  const saved: SaveCollaboratorInput[] = [];
  const actor = createActor(
    collaboratorsMachine.provide({
      actors: {
        loadCollaborators: fromPromise(overrides.load ?? (async () => list)),
        saveCollaborator: fromPromise(async ({ input }: { input: SaveCollaboratorInput }) => {
          saved.push(input);
          return overrides.save
            ? overrides.save(input)
            : { ...sampleBuyer, id: input.id ?? 'new-id', firstName: input.form.firstName, email: input.form.email };
        }),
        deleteCollaborator: fromPromise(overrides.del ?? (async () => ({ deleted: true }))),
      },
    }),
    { input: collaboratorsSampleInput },
  ).start();
  return { actor, saved, api: () => connectCollaborators(actor.getSnapshot(), actor.send) };
}

describe('collaborators machine', () => {
  it('loads, and retries after a failure', async () => {
    let fail = true;
    const { actor, api } = start({
      load: async () => {
        if (fail) throw new Error('x');
        return list;
      },
    });
    await tick();
    expect(api().loadFailed).toBe(true);
    fail = false;
    api().retry();
    await tick();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(api().collaborators).toHaveLength(1);
  });

  it('adds a buyer: required fields first, then saved and listed', async () => {
    const { actor, api, saved } = start();
    await tick();
    api().add();
    expect(api().getFieldProps('companyDocument').value).toBe('20485917366');
    api().submit();
    expect(api().getFieldProps('email').errorKey).toBe('collaborator.required');
    expect(api().getFieldProps('maximumPurchaseAmount').errorKey).toBe('collaborator.required');
    expect(api().getFieldProps('firstName')['aria-invalid']).toBe(true);
    for (const [field, value] of [
      ['firstName', 'Rosa'],
      ['lastName', 'Huamán'],
      ['email', 'rosa@andina.pe'],
      ['maximumPurchaseAmount', '1500'],
    ] as const) {
      actor.send({ type: 'field.change', field, value });
    }
    expect(api().getFieldProps('email').errorKey).toBeNull();
    api().submit();
    expect(api().isSaving).toBe(true);
    await tick();
    expect(saved[0]).toMatchObject({
      id: null,
      form: { email: 'rosa@andina.pe', maximumPurchaseAmount: '1500', userType: 'buyer' },
    });
    expect(api().collaborators).toHaveLength(2);
    expect(api().notice).toBe('created');
  });

  it('a quoter needs no amount', async () => {
    const { actor, api } = start();
    await tick();
    api().add();
    actor.send({ type: 'field.change', field: 'userType', value: 'quoter' });
    expect(api().showsAmount).toBe(false);
    for (const [field, value] of [
      ['firstName', 'Rosa'],
      ['lastName', 'Huamán'],
      ['email', 'rosa@andina.pe'],
    ] as const)
      actor.send({ type: 'field.change', field, value });
    api().submit();
    expect(api().isSaving).toBe(true);
  });

  it('a failed save keeps the form and says why (spec §8); a taken email marks the field', async () => {
    let error: unknown = { code: 'GENERIC_ERROR' };
    const { actor, api } = start({
      save: async () => {
        throw error;
      },
    });
    await tick();
    api().edit(sampleBuyer.id);
    expect(api().getFieldProps('email').readOnly).toBe(true);
    actor.send({ type: 'field.change', field: 'firstName', value: 'Carmela' });
    api().submit();
    await tick();
    expect(api().failure).toBe('editFailed');
    expect(api().getFieldProps('firstName').value).toBe('Carmela');
    error = { code: 'NOT_FOUND' };
    api().submit();
    await tick();
    expect(api().failure).toBe('unknownCollaborator');
    api().cancel();
    api().add();
    error = { code: 'emailAlreadyExists' };
    for (const [field, value] of [
      ['firstName', 'Rosa'],
      ['lastName', 'Huamán'],
      ['email', 'carmen@andina.pe'],
      ['maximumPurchaseAmount', '1'],
    ] as const)
      actor.send({ type: 'field.change', field, value });
    api().submit();
    await tick();
    expect(api().failure).toBeNull();
    expect(api().getFieldProps('email').errorKey).toBe('company:collaborators.errors.emailTaken');
    error = { code: 'x' };
    api().submit();
    await tick();
    expect(api().failure).toBe('createFailed');
  });

  it('deletes after confirmation; a failure keeps the modal with the message', async () => {
    let fail = true;
    const { api } = start({
      del: async () => {
        if (fail) throw { code: 'GENERIC_ERROR' };
        return {};
      },
    });
    await tick();
    api().remove('unknown-id');
    expect(api().deleteOpen).toBe(false);
    api().remove(sampleBuyer.id);
    expect(api().deleting?.email).toBe('carmen@andina.pe');
    api().confirmDelete();
    await tick();
    expect(api().failure).toBe('deleteFailed');
    fail = false;
    api().confirmDelete();
    await tick();
    expect(api().collaborators).toHaveLength(0);
    expect(api().isEmpty).toBe(true);
    expect(api().notice).toBe('deleted');
  });
});
