// spec §3 List, §5 (name required, max 64, unique per user), §8 ('Ya tienes una lista con este nombre.'): the user's lists,
// creating one and deleting one. Context, events, input and actor names.
import type { ListSummary } from '../../contracts/lists.contract';
import type { ListNameErrorKey } from '../../rules/lists';

/** codes of the lists calls the flow has a message for; anything else is GENERIC_ERROR */
export const MY_LISTS_ERROR_CODES = ['LIST_DEFAULT_UNDELETABLE', 'NOT_FOUND', 'GENERIC_ERROR'] as const;
export type MyListsErrorCode = (typeof MY_LISTS_ERROR_CODES)[number];

export interface MyListsInput {
  /** false for the read-only block of the account home */
  editable: boolean;
}

export interface MyListsContext {
  editable: boolean;
  lists: ListSummary[];
  name: string;
  /** shown after a submit: required, too long or a name the user already has */
  nameError: ListNameErrorKey | null;
  error: MyListsErrorCode | null;
  /** the list being deleted */
  deletingId: string | null;
}

/** what the app's toaster tells after a save (issue 16, spec §9): the list just created or deleted */
export interface MyListsNotice {
  kind: 'created' | 'deleted';
  name: string;
}

export type MyListsEvent =
  | { type: 'name.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'list.delete'; id: string }
  | { type: 'lists.retry' };

export type MyListsActorName = 'loadLists' | 'createList' | 'deleteList';
