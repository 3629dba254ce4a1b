// Model-based test (STYLE.md §12, issue 15): shortest paths of the lists machine, played on the real MyListsView through the
// flow's driver; server answers settle deferred actors. Every state and transition must be visited. spec §2, §5, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/lists.json';
import rules from '../src/i18n/locales/es/rules.json';
import { generatePaths } from '../src/flows/flow-paths';
import { myListsMachine } from '../src/machines/my-lists/my-lists.machine';
import type { MyListsContext } from '../src/machines/my-lists/my-lists.types';
import { myListsFlow } from '../src/views/my-lists/my-lists.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('my-lists', 'myLists');

function assertScreen(state: string, c: MyListsContext, container: HTMLElement) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.page.title);
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (state === 'loading') expect(screen.getByText(es.list.loading)).toBeTruthy();
  if (state === 'failed') expect(screen.getByRole('button', { name: es.errors.retry })).toBeTruthy();
  if (state === 'creating') expect(submit.textContent).toBe(es.create.submitting);
  else expect(submit.textContent).toBe(es.create.submit);
  expect(submit.disabled).toBe(state !== 'ready');
  if (c.error) expect(alerts).toContain(es.errors[c.error]);
  const input = container.querySelector<HTMLInputElement>('input[name="listName"]')!;
  expect(input.value).toBe(c.name);
  if (c.nameError) {
    expect(alerts).toContain(rules.lists[c.nameError.split('.')[1] as 'nameRequired']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  }
  for (const list of c.lists)
    expect(screen.getByRole('link', { name: es.list.open.replace('{{name}}', list.name) })).toBeTruthy();
  // issue 16, spec §9: a create or delete is told by the app's toaster alone, never on the page as well
  expect(container.textContent).not.toMatch(/Creaste la lista|Eliminaste la lista/);
}

describe('my lists model (spec §2, §5, §8)', () => {
  const all = generatePaths(myListsFlow, { tenant: 'cl', kind: 'shortest' });
  // the retry goes back to a state the shortest paths already reach
  const retry = extendPath(
    all.find((p) => p.target === 'failed')!,
    'retry',
    [{ event: { type: 'lists.retry' }, state: 'loading' }],
  );
  const paths = [...coveringPaths(all), retry];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(myListsFlow, path, {
        recorder,
        assert: (state, { snapshot, container }) => assertScreen(state, snapshot.context as MyListsContext, container),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, myListsMachine));
});
