// spec §3, §5, §8: the lists machine with the server answers supplied through provide().
import type { ListSummary } from '../../contracts/lists.contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectMyLists } from './my-lists.connect';
import { myListsMachine } from './my-lists.machine';
import { createdListSample } from './my-lists.samples';
import type { MyListsNotice } from './my-lists.types';
import { defaultListSample, terraceListSample } from '../shared/samples';

function start(
  answers: {
    load?: () => Promise<ListSummary[]>;
    create?: (name: string) => Promise<ListSummary>;
    remove?: () => Promise<void>;
  } = {},
  editable = true,
) {
  const calls = { create: [] as string[], remove: [] as string[], notices: [] as MyListsNotice[] };
  const machine = myListsMachine.provide({
    actions: { notify: (_, notice) => void calls.notices.push(notice) },
    actors: {
      loadLists: fromPromise(async () => (answers.load ? answers.load() : [defaultListSample, terraceListSample])),
      createList: fromPromise<ListSummary, { name: string }>(async ({ input }) => {
        calls.create.push(input.name);
        return (answers.create ?? (() => Promise.resolve(createdListSample)))(input.name);
      }),
      deleteList: fromPromise<void, { id: string }>(async ({ input }) => {
        calls.remove.push(input.id);
        return (answers.remove ?? (() => Promise.resolve()))();
      }),
    },
  });
  const actor = createActor(machine, { input: { editable } }).start();
  return { actor, calls, api: () => connectMyLists(actor.getSnapshot(), actor.send) };
}

describe('my lists machine (spec §3, §5, §8)', () => {
  it('loads the lists and creates one with a trimmed name', async () => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().lists.map((l) => [l.name, l.canDelete])).toEqual([
      ['Mi primera lista', false],
      ['Terraza', true],
    ]);
    actor.send({ type: 'name.change', value: '  Baño ' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.create).toEqual(['Baño']);
    expect(api().lists).toHaveLength(3);
    expect(calls.notices).toEqual([{ kind: 'created', name: 'Baño' }]);
    expect(api().getNameProps().value).toBe('');
  });

  it.each([
    ['', 'lists.nameRequired'],
    ['x'.repeat(65), 'lists.nameTooLong'],
    ['TERRAZA', 'lists.nameDuplicate'],
  ])('refuses %j before calling the server: %s', async (name, key) => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'name.change', value: name });
    actor.send({ type: 'form.submit' });
    expect(api().nameErrorKey).toBe(key);
    expect(api().getNameProps()['aria-invalid']).toBe(true);
    expect(api().getNameProps()['aria-describedby']).toBe('my-lists-name-error');
    expect(calls.create).toEqual([]);
  });

  it('takes a 65-character name whole and refuses it with the message, never cutting it to 64 (issue 30)', async () => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().getNameProps()).not.toHaveProperty('maxLength');
    api()
      .getNameProps()
      .onChange({ target: { value: 'a'.repeat(65) } });
    expect(api().getNameProps().value).toHaveLength(65);
    api().onSubmit();
    expect(api().nameErrorKey).toBe('lists.nameTooLong');
    expect(calls.create).toEqual([]);
  });

  it("shows the server's duplicate answer on the name and keeps what was typed", async () => {
    const { actor, api } = start({ create: () => Promise.reject({ code: 'LIST_NAME_EXISTS' }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'name.change', value: 'Baño' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.nameError !== null);
    expect(api().nameErrorKey).toBe('lists.nameDuplicate');
    expect(api().getNameProps().value).toBe('Baño');
  });

  it('deletes a list, never the default one, and reports a failure', async () => {
    const { actor, calls, api } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.delete', id: defaultListSample.id });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'list.delete', id: terraceListSample.id });
    expect(api().lists.find((l) => l.id === terraceListSample.id)?.isDeleting).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.remove).toEqual([terraceListSample.id]);
    expect(api().lists.map((l) => l.name)).toEqual(['Mi primera lista']);
    expect(calls.notices).toEqual([{ kind: 'deleted', name: 'Terraza' }]);
  });

  it('fails to load, then retries; a read-only block neither creates nor deletes', async () => {
    let fail = true;
    const { actor, api } = start({
      load: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([defaultListSample])),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(api().error).toBe('GENERIC_ERROR');
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().error).toBeNull();

    const block = start({}, false);
    await waitFor(block.actor, (s) => s.matches('ready'));
    block.actor.send({ type: 'name.change', value: 'Nueva' });
    block.actor.send({ type: 'form.submit' });
    block.actor.send({ type: 'list.delete', id: terraceListSample.id });
    expect(block.actor.getSnapshot().matches('ready')).toBe(true);
    expect(block.calls.create).toEqual([]);
    expect(block.api().lists.every((l) => !l.canDelete)).toBe(true);
  });
});
