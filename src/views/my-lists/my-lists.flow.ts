// Issue 15 (STYLE.md §16): the lists flow's edge (spec §2, §3, §5, §8).
import { defineFlow } from '../../flows/define-flow';
import { myListsMachine } from '../../machines/my-lists/my-lists.machine';
import { myListsFlowSamples } from '../../machines/my-lists/my-lists.samples';
import type { ListSummary } from '../../contracts/lists.contract';
import { listsActors } from '../lists/lists-env';
import { serviceActor } from '../shared/service-actor';

export const myListsFlow = defineFlow({
  name: 'my-lists',
  description:
    "The user's lists ('Mi primera lista' first): create one (name required, at most 64, unique per user) or delete one (spec §2, §5, §8).",
  machine: myListsMachine,
  loadView: () => import('./my-lists.view').then((m) => m.MyListsView),
  namespaces: ['lists', 'rules'],
  samples: myListsFlowSamples,
  delays: {},
  input: () => ({ editable: true }),
  implementations: listsActors((api, env) => ({
    loadLists: serviceActor(env, (_input, signal) => api.lists(signal)),
    createList: serviceActor<ListSummary, { name: string }>(env, (input, signal) => api.create(input.name, signal)),
    deleteList: serviceActor<void, { id: string }>(env, async (input, signal) => {
      await api.remove(input.id, signal);
    }),
  })),
  driver: {
    'name.change': (d, e) => d.fill('listName', e.value),
    'form.submit': (d) => d.click(d.t('lists:create.submit')),
    'list.delete': (d, e) => {
      const name = d.snapshot().context.lists.find((l) => l.id === e.id)?.name ?? '';
      return d.click(d.t('lists:list.delete', { name }));
    },
    'lists.retry': (d) => d.click(d.t('lists:errors.retry')),
  },
  graphContext: (c) => ({
    lists: c.lists.map((l) => l.id),
    name: c.name === '' ? 'empty' : 'filled',
    nameError: c.nameError,
    error: c.error,
    deleting: c.deletingId,
  }),
  complete: true,
});
