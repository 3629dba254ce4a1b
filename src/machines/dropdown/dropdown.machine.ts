import { assign, setup } from 'xstate';
import {
  FLIP_THRESHOLD_PX,
  type DropdownContext,
  type DropdownEvent,
  type DropdownInput,
  type DropdownOption,
} from './dropdown.types';

/** The options a search term leaves visible (case- and accent-insensitive). */
export function visibleOptions(
  context: Pick<DropdownContext, 'options' | 'searchTerm' | 'searchable'>,
): DropdownOption[] {
  const term = normalise(context.searchTerm);
  if (!context.searchable || term === '') return context.options;
  return context.options.filter((option) => normalise(option.label).includes(term));
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

export const dropdownMachine = setup({
  types: {
    context: {} as DropdownContext,
    events: {} as DropdownEvent,
    input: {} as DropdownInput,
  },
  guards: {
    // spec §9: flip threshold 170 px
    lacksSpaceBelow: (_, params: { spaceBelow: number }) => params.spaceBelow < FLIP_THRESHOLD_PX,
    hasHighlight: ({ context }) =>
      context.highlightedIndex >= 0 && context.highlightedIndex < visibleOptions(context).length,
  },
  actions: {
    clearSearch: assign({ searchTerm: '' }),
    placeAbove: assign({ placement: 'top' as const }),
    placeBelow: assign({ placement: 'bottom' as const }),
    highlightSelected: assign({
      highlightedIndex: ({ context }) => visibleOptions(context).findIndex((option) => option.value === context.value),
    }),
    choose: assign((_, params: { value: string }) => ({ value: params.value })),
    chooseHighlighted: assign({
      value: ({ context }) => visibleOptions(context)[context.highlightedIndex]?.value ?? context.value,
    }),
    highlightNext: assign({
      highlightedIndex: ({ context }) => Math.min(context.highlightedIndex + 1, visibleOptions(context).length - 1),
    }),
    highlightPrev: assign({ highlightedIndex: ({ context }) => Math.max(context.highlightedIndex - 1, 0) }),
    setSearch: assign((_, params: { term: string }) => ({ searchTerm: params.term, highlightedIndex: 0 })),
    setOptions: assign((_, params: { options: DropdownOption[] }) => ({ options: params.options })),
  },
}).createMachine({
  id: 'dropdown',
  context: ({ input }) => ({
    options: input.options,
    searchable: input.searchable ?? false,
    value: input.value ?? null,
    searchTerm: '',
    placement: 'bottom',
    highlightedIndex: -1,
  }),
  initial: 'closed',
  on: { 'options.set': { actions: { type: 'setOptions', params: ({ event }) => ({ options: event.options }) } } },
  states: {
    closed: {
      on: {
        'dropdown.toggle': [
          {
            guard: { type: 'lacksSpaceBelow', params: ({ event }) => ({ spaceBelow: event.spaceBelow }) },
            target: 'open',
            actions: ['clearSearch', 'placeAbove', 'highlightSelected'],
          },
          { target: 'open', actions: ['clearSearch', 'placeBelow', 'highlightSelected'] },
        ],
      },
    },
    open: {
      on: {
        'dropdown.toggle': { target: 'closed', actions: 'clearSearch' },
        'dropdown.close': { target: 'closed' },
        'option.select': {
          target: 'closed',
          actions: { type: 'choose', params: ({ event }) => ({ value: event.value }) },
        },
        'option.highlightNext': { actions: 'highlightNext' },
        'option.highlightPrev': { actions: 'highlightPrev' },
        'option.selectHighlighted': { guard: 'hasHighlight', target: 'closed', actions: 'chooseHighlighted' },
        'search.change': {
          guard: ({ context }) => context.searchable,
          actions: { type: 'setSearch', params: ({ event }) => ({ term: event.term }) },
        },
      },
    },
  },
});
