// Model-based test of the dropdown (spec §4, §9): shortest paths of the production machine driven through the real Dropdown
// view with user-event (mouse and keyboard); the space below the trigger is set per step through getBoundingClientRect.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { dropdownMachine } from '../src/machines/dropdown/dropdown.machine';
import { dropdownSampleInput } from '../src/machines/dropdown/dropdown.samples';
import { Dropdown } from '../src/views/dropdown/dropdown.view';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { dropdownFlow } from '../src/views/dropdown/dropdown.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';

const recorder = createCoverageRecorder('dropdown', 'dropdown');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'registration'] });

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Dropdown label="Región" name="state" options={dropdownSampleInput.options} value={value} onSelect={setValue} searchable inspect={recorder.inspect} />
  );
}

function selectedPaths(): PlanPath[] {
  const chosen = new Map<string, PlanPath>();
  for (const path of generatePaths(dropdownFlow, { tenant: 'cl', kind: 'shortest' })) {
    const key = `${path.steps.at(-2)?.state ?? ''}>${path.target}|${JSON.stringify(path.steps.at(-1)?.event ?? {})}`;
    if (!chosen.has(key)) chosen.set(key, path);
  }
  return [...chosen.values()];
}

describe('dropdown model (spec §4, §9)', () => {
  for (const path of selectedPaths()) {
    it(`${path.target} via ${path.steps.map((s) => s.event.type).join(' > ') || 'start'}`, async () => {
      const i18n = await i18nReady;
      const user = userEvent.setup();
      renderWithI18n(i18n, <Harness />);
      const trigger = await screen.findByRole('combobox');
      for (const step of path.steps) {
        const event = step.event as EventObject & { spaceBelow?: number; value?: string; term?: string };
        if (event.type === 'dropdown.toggle') {
          // the view measures the trigger: put it so that `spaceBelow` px remain under it
          vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({ bottom: window.innerHeight - event.spaceBelow! } as DOMRect);
          await user.click(trigger);
        } else if (event.type === 'dropdown.close') {
          trigger.focus();
          await user.keyboard('{Escape}');
        } else if (event.type === 'option.select') {
          const label = dropdownSampleInput.options.find((o) => o.value === event.value)!.label;
          await user.click(screen.getByRole('option', { name: label }));
        } else if (event.type === 'option.highlightNext') {
          trigger.focus();
          await user.keyboard('{ArrowDown}');
        } else if (event.type === 'option.highlightPrev') {
          trigger.focus();
          await user.keyboard('{ArrowUp}');
        } else if (event.type === 'option.selectHighlighted') {
          trigger.focus();
          await user.keyboard('{Enter}');
        } else if (event.type === 'search.change') {
          await user.type(screen.getByRole('searchbox'), event.term!);
        } else if (event.type === 'options.set') {
          // sent by the view itself when its options arrive (on mount here): nothing for the person to do
        } else {
          throw new Error(`no driver for ${event.type}`);
        }
        // what a screen reader and a sighted user get
        const open = step.state === 'open';
        expect(trigger.getAttribute('aria-expanded')).toBe(String(open));
        if (open) {
          const listbox = screen.getByRole('listbox');
          if (event.type === 'dropdown.toggle') {
            // spec §9: upward when less than 170 px remain below; a toggle clears the search term
            expect(listbox.parentElement!.className).toContain(event.spaceBelow! < 170 ? 'dropdown__panel--top' : 'dropdown__panel--bottom');
            expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
          }
        } else {
          expect(screen.queryByRole('listbox')).toBeNull();
        }
      }
    });
  }
  afterAll(() => expectFullCoverage(recorder, dropdownMachine));
});
