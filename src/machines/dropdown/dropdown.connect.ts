// Pure: state in, props out (zag style). The view spreads these on its elements.
import type { SnapshotFrom } from 'xstate';
import type { dropdownMachine } from './dropdown.machine';
import { visibleOptions } from './dropdown.machine';
import type { DropdownEvent, DropdownOption } from './dropdown.types';

type Snapshot = SnapshotFrom<typeof dropdownMachine>;
type Send = (event: DropdownEvent) => void;

export interface DropdownConnectOptions {
  id: string;
  /** measured by the view when the trigger is activated */
  measureSpaceBelow: () => number;
}

export function connectDropdown(snapshot: Snapshot, send: Send, { id, measureSpaceBelow }: DropdownConnectOptions) {
  const { context } = snapshot;
  const isOpen = snapshot.matches('open');
  const options = visibleOptions(context);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = context.options.find((option) => option.value === context.value) ?? null;
  const toggle = () => send({ type: 'dropdown.toggle', spaceBelow: measureSpaceBelow() });

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
      onClick: toggle,
      onKeyDown: (event: { key: string; preventDefault: () => void }) => {
        const keyEvents: Record<string, () => void> = {
          ArrowDown: () => (isOpen ? send({ type: 'option.highlightNext' }) : toggle()),
          ArrowUp: () => isOpen && send({ type: 'option.highlightPrev' }),
          Enter: () => (isOpen ? send({ type: 'option.selectHighlighted' }) : toggle()),
          ' ': () => (isOpen ? send({ type: 'option.selectHighlighted' }) : toggle()),
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
      'aria-controls': listboxId,
      value: context.searchTerm,
      onChange: (event: { target: { value: string } }) => send({ type: 'search.change', term: event.target.value }),
    }),
    getListboxProps: () => ({ id: listboxId, role: 'listbox' as const, 'data-placement': context.placement }),
    getOptionProps: (option: DropdownOption, index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': option.value === context.value,
      'data-highlighted': index === context.highlightedIndex || undefined,
      onClick: () => send({ type: 'option.select', value: option.value }),
    }),
  };
}
