// The dropdown as the Flow Explorer shows it: the same markup as Dropdown, driven by a given actor.
import { useSelector } from '@xstate/react';
import type { FlowViewProps } from '../../flows/flow-entry.types';
import type { dropdownMachine } from '../../machines/dropdown/dropdown.machine';
import { connectDropdown } from '../../machines/dropdown/dropdown.connect';
import { spaceBelowTrigger } from './dropdown.view';

export function DropdownFlowView({ actorRef }: FlowViewProps<typeof dropdownMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectDropdown(snapshot, actorRef.send, {
    id: 'flow-dropdown',
    measureSpaceBelow: spaceBelowTrigger,
  });
  return (
    <div className="dropdown" data-open={api.isOpen || undefined}>
      <div className="dropdown__trigger" {...api.getTriggerProps()}>
        {api.selected?.label ?? '—'}
      </div>
      {api.isOpen ? (
        <div className={`dropdown__panel dropdown__panel--${api.placement}`}>
          <input aria-label="search" {...api.getSearchProps()} />
          <ul {...api.getListboxProps()}>
            {api.options.map((option, index) => (
              <li key={option.value} {...api.getOptionProps(option, index)}>
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
