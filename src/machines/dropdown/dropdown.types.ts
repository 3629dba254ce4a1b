// spec §4, §9: the dropdown. It flips upward when less than 170 px remain below it; choosing closes it; a searchable dropdown
// clears its search term whenever it is toggled.

/** spec §9: "Dropdown max height and flip threshold 170 px". The view puts it on the list as --dropdown-max-height. */
export const DROPDOWN_MAX_HEIGHT_PX = 170;
/** the list opens upward when less room than its own max height is left below the trigger */
export const FLIP_THRESHOLD_PX = DROPDOWN_MAX_HEIGHT_PX;

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownInput {
  options: DropdownOption[];
  searchable?: boolean;
  value?: string | null;
}

export interface DropdownContext {
  options: DropdownOption[];
  searchable: boolean;
  value: string | null;
  searchTerm: string;
  placement: 'bottom' | 'top';
  /** index into the visible (filtered) options, -1 when none */
  highlightedIndex: number;
}

export type DropdownEvent =
  | { type: 'dropdown.toggle'; spaceBelow: number }
  | { type: 'dropdown.close' }
  | { type: 'option.select'; value: string }
  | { type: 'option.highlightNext' }
  | { type: 'option.highlightPrev' }
  | { type: 'option.selectHighlighted' }
  | { type: 'search.change'; term: string }
  | { type: 'options.set'; options: DropdownOption[] };

export type DropdownOutput = never;
