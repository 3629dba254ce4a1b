// spec §3, §5, §8: the user's lists (the default 'Mi primera lista' comes from the server), create with the name rule of
// src/rules/lists.ts (the server's unique index has the last word: LIST_NAME_EXISTS), delete (not the default list).
import { assign, fromPromise, setup } from 'xstate';
import { validateListName } from '../../rules/lists';
import { errorCodeOf, knownCodeOf } from '../shared/error-code';
import { MY_LISTS_ERROR_CODES, type ListSummaryData, type MyListsContext, type MyListsEvent, type MyListsInput } from './my-lists.types';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const myListsMachine = setup({
  types: { context: {} as MyListsContext, events: {} as MyListsEvent, input: {} as MyListsInput },
  actors: {
    loadLists: fromPromise<ListSummaryData[], void>(() => Promise.reject(new Error('loadLists not provided'))),
    createList: fromPromise<ListSummaryData, { name: string }>(() => Promise.reject(new Error('createList not provided'))),
    deleteList: fromPromise<void, { id: string }>(() => Promise.reject(new Error('deleteList not provided'))),
  },
  guards: {
    isNameValid: ({ context }) => validateListName(context.name, context.lists.map((l) => l.name)).ok,
    isDeletable: ({ context, event }) =>
      context.editable && event.type === 'list.delete' && context.lists.some((l) => l.id === event.id && !l.isDefault),
    isEditable: ({ context }) => context.editable,
    isDuplicateName: ({ event }) => errorCodeOf(errorOf(event)) === 'LIST_NAME_EXISTS',
  },
  actions: {
    setLists: assign({ lists: ({ event }) => outputOf<ListSummaryData[]>(event), error: null }),
    setName: assign(({ event }) => (event.type === 'name.change' ? { name: event.value, nameError: null } : {})),
    showNameError: assign(({ context }) => {
      const r = validateListName(context.name, context.lists.map((l) => l.name));
      return { nameError: r.ok ? null : r.error };
    }),
    addList: assign(({ context, event }) => {
      const list = outputOf<ListSummaryData>(event);
      return { lists: [...context.lists, list], name: '', nameError: null, error: null, notice: { kind: 'created' as const, name: list.name } };
    }),
    duplicateName: assign({ nameError: 'lists.nameDuplicate' as const }),
    markDeleting: assign(({ event }) => (event.type === 'list.delete' ? { deletingId: event.id, error: null, notice: null } : {})),
    removeList: assign(({ context }) => ({
      lists: context.lists.filter((l) => l.id !== context.deletingId),
      notice: { kind: 'deleted' as const, name: context.lists.find((l) => l.id === context.deletingId)?.name ?? '' },
      deletingId: null,
    })),
    setError: assign({ error: ({ event }) => knownCodeOf(errorOf(event), MY_LISTS_ERROR_CODES, 'GENERIC_ERROR'), deletingId: null }),
    clearError: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'myLists',
  context: ({ input }) => ({ editable: input.editable, lists: [], name: '', nameError: null, error: null, deletingId: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { target: 'ready', actions: 'setLists' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { 'lists.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        'name.change': { guard: 'isEditable', actions: 'setName' },
        'form.submit': [
          { guard: 'isNameValid', target: 'creating' },
          { guard: 'isEditable', actions: 'showNameError' },
        ],
        'list.delete': { guard: 'isDeletable', target: 'deleting', actions: 'markDeleting' },
      },
    },
    creating: {
      entry: 'clearError',
      invoke: {
        id: 'createList',
        src: 'createList',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: { target: 'ready', actions: 'addList' },
        onError: [
          // spec §8: the server's unique index decides ('Ya tienes una lista con este nombre.')
          { guard: 'isDuplicateName', target: 'ready', actions: 'duplicateName' },
          { target: 'ready', actions: 'setError' },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteList',
        src: 'deleteList',
        input: ({ context }) => ({ id: context.deletingId ?? '' }),
        onDone: { target: 'ready', actions: 'removeList' },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
  },
});
