import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dropdownMachine } from './dropdown.machine';
import { dropdownSampleInput } from './dropdown.samples';

const start = () => createActor(dropdownMachine, { input: dropdownSampleInput }).start();

describe('dropdown machine (spec §4, §9)', () => {
  it('opens downward with room below and upward with less than 170 px', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', spaceBelow: 170 });
    expect(actor.getSnapshot().context.placement).toBe('bottom');
    actor.send({ type: 'dropdown.toggle', spaceBelow: 0 });
    actor.send({ type: 'dropdown.toggle', spaceBelow: 169 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.placement).toBe('top');
  });

  it('closes when an option is chosen and keeps the choice', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', spaceBelow: 500 });
    actor.send({ type: 'option.select', value: '08' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.value).toBe('08');
  });

  it('clears the search term when a searchable dropdown is toggled', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', spaceBelow: 500 });
    actor.send({ type: 'search.change', term: 'valpa' });
    expect(actor.getSnapshot().context.searchTerm).toBe('valpa');
    actor.send({ type: 'dropdown.toggle', spaceBelow: 500 });
    expect(actor.getSnapshot().context.searchTerm).toBe('');
  });

  it('selects with the keyboard through the filtered options', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', spaceBelow: 500 });
    actor.send({ type: 'search.change', term: 'BIO' });
    actor.send({ type: 'option.selectHighlighted' });
    expect(actor.getSnapshot().context.value).toBe('08');
  });

  it('ignores a search on a non-searchable dropdown', () => {
    const actor = createActor(dropdownMachine, { input: { ...dropdownSampleInput, searchable: false } }).start();
    actor.send({ type: 'dropdown.toggle', spaceBelow: 500 });
    actor.send({ type: 'search.change', term: 'x' });
    expect(actor.getSnapshot().context.searchTerm).toBe('');
  });
});
