// Pure: state in, props out (zag style). The view spreads these on its elements.
import type { SnapshotFrom } from 'xstate';
import type { dropdownMachine } from './dropdown.machine';
import { visibleOptions } from './dropdown.machine';
import type { DropdownEvent, DropdownOption } from './dropdown.types';

type Snapshot = SnapshotFrom<typeof dropdownMachine>;
type Send = (event: DropdownEvent) => void;

export interface DropdownConnectOptions {
  id: string;
  /** measured by the view from the activated trigger element */
  measureSpaceBelow: (trigger: unknown) => number;
  /** told when the user chooses an option (click or keyboard); the owner of the value keeps it */
  onSelect?: (value: string) => void;
}

/** the search box's name (one dropdown is open at a time) */
export const DROPDOWN_SEARCH_NAME = 'dropdown-search';

export function connectDropdown(
  snapshot: Snapshot,
  send: Send,
  { id, measureSpaceBelow, onSelect }: DropdownConnectOptions,
) {
  const { context } = snapshot;
  const isOpen = snapshot.matches('open');
  const options = visibleOptions(context);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = context.options.find((option) => option.value === context.value) ?? null;
  const toggle = (trigger: unknown) => send({ type: 'dropdown.toggle', spaceBelow: measureSpaceBelow(trigger) });
  const chooseHighlighted = () => {
    const option = options[context.highlightedIndex];
    send({ type: 'option.selectHighlighted' });
    if (option) onSelect?.(option.value);
  };

  return {
    isOpen,
    placement: context.placement,
    options,
    selected,
    searchTerm: context.searchTerm,
    getTriggerProps: () => ({
      id,
      role: 'combobox' as const,
      'aria-expanded': isOpen,
      'aria-controls': listboxId,
      'aria-haspopup': 'listbox' as const,
      'aria-activedescendant': isOpen && context.highlightedIndex >= 0 ? optionId(context.highlightedIndex) : undefined,
      tabIndex: 0,
      onClick: (event: { currentTarget: unknown }) => toggle(event.currentTarget),
      onKeyDown: (event: { key: string; currentTarget: unknown; preventDefault: () => void }) => {
        const keyEvents: Record<string, () => void> = {
          ArrowDown: () => (isOpen ? send({ type: 'option.highlightNext' }) : toggle(event.currentTarget)),
          ArrowUp: () => isOpen && send({ type: 'option.highlightPrev' }),
          Enter: () => (isOpen ? chooseHighlighted() : toggle(event.currentTarget)),
          Escape: () => send({ type: 'dropdown.close' }),
        };
        const handler = keyEvents[event.key];
        if (handler) {
          event.preventDefault();
          handler();
        }
      },
    }),
    getSearchProps: () => ({
      role: 'searchbox' as const,
      name: DROPDOWN_SEARCH_NAME,
      'aria-controls': listboxId,
      value: context.searchTerm,
      onChange: (event: { target: { value: string } }) => send({ type: 'search.change', term: event.target.value }),
      onKeyDown: (event: { key: string; preventDefault: () => void }) => {
        const keyEvents: Record<string, () => void> = {
          ArrowDown: () => send({ type: 'option.highlightNext' }),
          ArrowUp: () => send({ type: 'option.highlightPrev' }),
          Enter: chooseHighlighted,
          Escape: () => send({ type: 'dropdown.close' }),
        };
        const handler = keyEvents[event.key];
        if (handler) {
          event.preventDefault();
          handler();
        }
      },
    }),
    getListboxProps: () => ({ id: listboxId, role: 'listbox' as const, 'data-placement': context.placement }),
    getOptionProps: (option: DropdownOption, index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': option.value === context.value,
      'data-highlighted': index === context.highlightedIndex || undefined,
      onClick: () => {
        send({ type: 'option.select', value: option.value });
        onSelect?.(option.value);
      },
    }),
  };
}
