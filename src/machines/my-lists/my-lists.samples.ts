// Sample events of myListsMachine, shared by the machine test, the model test and the flow tooling (pure data).
import type { ListSummary } from '../../contracts/lists.contract';
import type { MyListsEvent, MyListsInput } from './my-lists.types';
import { defaultListSample, terraceListSample } from '../shared/samples';

export const myListsSampleInput: MyListsInput = { editable: true };

export const createdListSample: ListSummary = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Baño',
  isDefault: false,
  shared: false,
  createdAt: '2026-03-03T12:00:00.000Z',
  createdBy: 'Camila Rojas',
  itemCount: 0,
};

export const myListsSampleEvents: MyListsEvent[] = [
  { type: 'name.change', value: 'Baño' },
  { type: 'name.change', value: '' },
  { type: 'form.submit' },
  { type: 'list.delete', id: terraceListSample.id },
  { type: 'lists.retry' },
];

export const myListsFlowSamples = {
  common: [
    ...myListsSampleEvents,
    { type: 'xstate.done.actor.loadLists', output: [defaultListSample, terraceListSample] },
    { type: 'xstate.error.actor.loadLists', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.createList', output: createdListSample },
    { type: 'xstate.error.actor.createList', error: { code: 'LIST_NAME_EXISTS' } },
    { type: 'xstate.error.actor.createList', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.deleteList' },
    { type: 'xstate.error.actor.deleteList', error: { code: 'LIST_DEFAULT_UNDELETABLE' } },
  ],
} as const;
