// Issue 9 (STYLE.md §16): the dropdown combobox's edge (spec §4, §9): mouse and keyboard steps on the real markup.
import { defineFlow } from '../../flows/define-flow';
import { DROPDOWN_SEARCH_NAME } from '../../machines/dropdown/dropdown.connect';
import { dropdownMachine } from '../../machines/dropdown/dropdown.machine';
import { dropdownSampleEvents, dropdownSampleInput } from '../../machines/dropdown/dropdown.samples';

export const dropdownFlow = defineFlow({
  name: 'dropdown',
  description:
    'Dropdown: opens upward with less than 170 px below, closes on a choice, clears its search when toggled.',
  machine: dropdownMachine,
  loadView: () => import('./dropdown.flow-view').then((m) => m.DropdownFlowView),
  samples: { common: dropdownSampleEvents },
  namespaces: ['registration'],
  delays: {},
  input: () => dropdownSampleInput,
  driver: {
    // the view measures the space below the trigger itself (the layout decides `spaceBelow`)
    'dropdown.toggle': (d) => d.clickSelector('[role="combobox"]'),
    // the open panel's search box (or the trigger) has the focus
    'dropdown.close': (d) => d.press('{Escape}'),
    'option.select': (d, event) =>
      d.click(d.snapshot().context.options.find((o) => o.value === event.value)?.label ?? event.value, 'option'),
    'option.highlightNext': (d) => d.press('{ArrowDown}'),
    'option.highlightPrev': (d) => d.press('{ArrowUp}'),
    'option.selectHighlighted': (d) => d.press('{Enter}'),
    'search.change': (d, event) => d.fill(DROPDOWN_SEARCH_NAME, event.term),
    // the owner of the options sends them (the view does once mounted, and whenever a cascade loads new ones): no person acts
    'options.set': async () => {},
  },
  complete: true,
});
