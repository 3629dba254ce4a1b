// Sample events for graph walks (model tests and the flow tooling): pure data.
import type { DropdownEvent, DropdownInput } from './dropdown.types';

export const dropdownSampleInput: DropdownInput = {
  options: [
    { value: '13', label: 'Metropolitana de Santiago' },
    { value: '05', label: 'Valparaíso' },
    { value: '08', label: 'Biobío' },
  ],
  searchable: true,
  value: null,
};

export const dropdownSampleEvents: DropdownEvent[] = [
  { type: 'dropdown.toggle', spaceBelow: 400 },
  { type: 'dropdown.toggle', spaceBelow: 100 },
  { type: 'dropdown.close' },
  { type: 'option.select', value: '05' },
  { type: 'option.highlightNext' },
  { type: 'option.highlightPrev' },
  { type: 'option.selectHighlighted' },
  { type: 'search.change', term: 'bio' },
  // the owner of the options hands them over (on mount, and whenever a cascade loads new ones)
  { type: 'options.set', options: dropdownSampleInput.options },
];
