// Flow registry entry (issue 6) for the dropdown combobox (spec §4, §9).
import { defineFlow } from '../../flows/define-flow';
import { dropdownMachine } from '../../machines/dropdown/dropdown.machine';
import { dropdownSampleEvents, dropdownSampleInput } from '../../machines/dropdown/dropdown.samples';

export const dropdownFlow = defineFlow({
  name: 'dropdown',
  description: 'Dropdown: opens upward with less than 170 px below, closes on a choice, clears its search when toggled.',
  machine: dropdownMachine,
  loadView: () => import('./dropdown.flow-view').then((m) => m.DropdownFlowView),
  samples: { common: dropdownSampleEvents },
  namespaces: ['registration'],
  driver: {},
  delays: {},
  input: () => dropdownSampleInput,
  complete: true,
});
