// Pure props for the lists views (STYLE.md rules 7 and 17): the page of lists and the account-home block.
import type { SnapshotFrom } from 'xstate';
import type { ListNameErrorKey } from '../../rules/lists';
import type { myListsMachine } from './my-lists.machine';
import type { ListSummary } from '../../contracts/lists.contract';
import type { MyListsErrorCode, MyListsEvent } from './my-lists.types';
import { listNameErrorId, listNameProps, type ListNameProps } from '../shared/list-name';

type Snapshot = SnapshotFrom<typeof myListsMachine>;
export type MyListsStep = 'loading' | 'failed' | 'ready' | 'creating' | 'deleting';

export interface MyListsApi {
  step: MyListsStep;
  isLoading: boolean;
  isBusy: boolean;
  lists: (ListSummary & { isDeleting: boolean; canDelete: boolean })[];
  isEmpty: boolean;
  error: MyListsErrorCode | null;
  nameErrorKey: ListNameErrorKey | null;
  getNameProps(): ListNameProps;
  nameErrorId: string;
  getSubmitProps(): { type: 'submit'; disabled: boolean; 'aria-busy': boolean };
  onSubmit(e?: { preventDefault(): void }): void;
  remove(id: string): void;
  retry(): void;
}

const STEPS: MyListsStep[] = ['loading', 'failed', 'ready', 'creating', 'deleting'];

export function connectMyLists(
  snapshot: Snapshot,
  send: (event: MyListsEvent) => void,
  idPrefix = 'my-lists',
): MyListsApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'loading';
  const c = snapshot.context;
  const nameErrorId = listNameErrorId(idPrefix);
  const busy = step === 'creating' || step === 'deleting';
  return {
    step,
    isLoading: step === 'loading',
    isBusy: busy,
    lists: c.lists.map((l) => ({ ...l, isDeleting: c.deletingId === l.id, canDelete: c.editable && !l.isDefault })),
    isEmpty: step !== 'loading' && step !== 'failed' && c.lists.length === 0,
    error: c.error,
    nameErrorKey: c.nameError,
    nameErrorId,
    getNameProps: () =>
      listNameProps(
        idPrefix,
        {
          value: c.name,
          invalid: c.nameError !== null,
          // nothing typed is lost: the field opens once the lists are there (the machine takes names only when ready)
          disabled: step === 'creating' || step === 'loading' || step === 'failed',
        },
        send,
      ),
    getSubmitProps: () => ({ type: 'submit', disabled: step !== 'ready', 'aria-busy': step === 'creating' }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    remove: (id) => send({ type: 'list.delete', id }),
    retry: () => send({ type: 'lists.retry' }),
  };
}
