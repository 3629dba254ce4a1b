// spec §3, §5, §8: the user's lists (the default 'Mi primera lista' comes from the server), create with the name rule of
// src/rules/lists.ts (the server's unique index has the last word: LIST_NAME_EXISTS), delete (not the default list).
import type { ListSummary } from '../../contracts/lists.contract';
import { assign, fromPromise, setup } from 'xstate';
import { validateListName } from '../../rules/lists';
import { errorCodeOf, knownCodeOf } from '../shared/failure';
import {
  MY_LISTS_ERROR_CODES,
  type MyListsContext,
  type MyListsEvent,
  type MyListsInput,
  type MyListsNotice,
} from './my-lists.types';

export const myListsMachine = setup({
  types: { context: {} as MyListsContext, events: {} as MyListsEvent, input: {} as MyListsInput },
  actors: {
    loadLists: fromPromise<ListSummary[], void>(() => Promise.reject(new Error('loadLists not provided'))),
    createList: fromPromise<ListSummary, { name: string }>(() => Promise.reject(new Error('createList not provided'))),
    deleteList: fromPromise<void, { id: string }>(() => Promise.reject(new Error('deleteList not provided'))),
  },
  guards: {
    isNameValid: ({ context }) =>
      validateListName(
        context.name,
        context.lists.map((l) => l.name),
      ).ok,
    isDeletable: ({ context }, params: { id: string }) =>
      context.editable && context.lists.some((l) => l.id === params.id && !l.isDefault),
    isEditable: ({ context }) => context.editable,
    isDuplicateName: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'LIST_NAME_EXISTS',
  },
  actions: {
    /** issue 16, spec §9: the app's toaster alone tells each save (supplied at the edge; the machine decides when) */
    notify: (_, _params: MyListsNotice) => {},
    setLists: assign((_, params: { lists: ListSummary[] }) => ({ lists: params.lists, error: null })),
    setName: assign((_, params: { value: string }) => ({ name: params.value, nameError: null })),
    showNameError: assign(({ context }) => {
      const r = validateListName(
        context.name,
        context.lists.map((l) => l.name),
      );
      return { nameError: r.ok ? null : r.error };
    }),
    addList: assign(({ context }, params: { list: ListSummary }) => {
      const list = params.list;
      return {
        lists: [...context.lists, list],
        name: '',
        nameError: null,
        error: null,
      };
    }),
    duplicateName: assign({ nameError: 'lists.nameDuplicate' as const }),
    markDeleting: assign((_, params: { id: string }) => ({ deletingId: params.id, error: null })),
    removeList: assign(({ context }) => ({
      lists: context.lists.filter((l) => l.id !== context.deletingId),
      deletingId: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: knownCodeOf(params.error, MY_LISTS_ERROR_CODES, 'GENERIC_ERROR'),
      deletingId: null,
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'myLists',
  context: ({ input }) => ({
    editable: input.editable,
    lists: [],
    name: '',
    nameError: null,
    error: null,
    deletingId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { target: 'ready', actions: { type: 'setLists', params: ({ event }) => ({ lists: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'lists.retry': { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        'name.change': {
          guard: 'isEditable',
          actions: { type: 'setName', params: ({ event }) => ({ value: event.value }) },
        },
        'form.submit': [
          { guard: 'isNameValid', target: 'creating' },
          { guard: 'isEditable', actions: 'showNameError' },
        ],
        'list.delete': {
          guard: { type: 'isDeletable', params: ({ event }) => ({ id: event.id }) },
          target: 'deleting',
          actions: { type: 'markDeleting', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    creating: {
      entry: 'clearError',
      invoke: {
        id: 'createList',
        src: 'createList',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'addList', params: ({ event }) => ({ list: event.output }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'created', name: event.output.name }) },
          ],
        },
        onError: [
          // spec §8: the server's unique index decides ('Ya tienes una lista con este nombre.')
          {
            guard: { type: 'isDuplicateName', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: 'duplicateName',
          },
          { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteList',
        src: 'deleteList',
        input: ({ context }) => ({ id: context.deletingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            // named before the list leaves the context
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'deleted',
                name: context.lists.find((l) => l.id === context.deletingId)?.name ?? '',
              }),
            },
            'removeList',
          ],
        },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
