// Model-based test of the dropdown (spec §4, §9, issue 9): shortest paths of the production machine played on the real
// dropdown markup through the flow's own driver (mouse and keyboard). jsdom has no layout: the space below the trigger is
// set for each toggle through getBoundingClientRect, around the entry's own step.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { FlowDriver } from '../src/flows/flow-entry.types';
import { dropdownMachine } from '../src/machines/dropdown/dropdown.machine';
import type { DropdownContext } from '../src/machines/dropdown/dropdown.types';
import { generatePaths } from '../src/flows/flow-paths';
import { dropdownFlow } from '../src/views/dropdown/dropdown.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('dropdown', 'dropdown');

type Toggle = (d: FlowDriver, event: { type: 'dropdown.toggle'; spaceBelow: number }) => Promise<void>;
const toggle = (dropdownFlow.driver as Record<string, Toggle>)['dropdown.toggle']!;
const withLayout = {
  ...dropdownFlow,
  driver: {
    ...dropdownFlow.driver,
    'dropdown.toggle': async (d: FlowDriver, event: { type: 'dropdown.toggle'; spaceBelow: number }) => {
      const trigger = screen.getByRole('combobox');
      vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({
        bottom: window.innerHeight - event.spaceBelow,
      } as DOMRect);
      await toggle(d, event);
    },
  },
};

function assertScreen(state: string, context: DropdownContext) {
  const trigger = screen.getByRole('combobox');
  expect(trigger.getAttribute('aria-expanded')).toBe(String(state === 'open'));
  if (state !== 'open') {
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toBe(
      context.options.find((o) => o.value === context.value)?.label ?? 'Selecciona una opción',
    );
    return;
  }
  // spec §9: upward when less than 170 px remain below; the search box shows the term (a toggle cleared it)
  expect(screen.getByRole('listbox').parentElement!.className).toContain(`dropdown__panel--${context.placement}`);
  // spec §9: the list is at most 170 px high (shell.css reads the property)
  expect(screen.getByRole('listbox').style.getPropertyValue('--dropdown-max-height')).toBe('170px');
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(context.searchTerm);
  const highlighted = screen.getAllByRole('option').findIndex((o) => o.hasAttribute('data-highlighted'));
  expect(highlighted).toBe(context.highlightedIndex);
}

describe('dropdown model (spec §4, §9)', () => {
  for (const path of coveringPaths(generatePaths(dropdownFlow, { tenant: 'cl', kind: 'shortest' }))) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(withLayout, path, {
        recorder,
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as DropdownContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, dropdownMachine));
});
