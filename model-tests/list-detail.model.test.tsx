// Model-based test (STYLE.md §12, issue 15): paths of the list detail machine, played on the real ListDetailView through the
// flow's driver; server answers settle deferred actors. Every state and transition must be visited. spec §2, §3, §5.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/lists.json';
import rules from '../src/i18n/locales/es/rules.json';
import { generatePaths } from '../src/flows/flow-paths';
import { listDetailMachine } from '../src/machines/list-detail/list-detail.machine';
import type { ListDetailContext } from '../src/machines/list-detail/list-detail.types';
import { listDetailFlow } from '../src/views/list-detail/list-detail.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendFirstTo, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('list-detail', 'listDetail');

function assertScreen(state: string, c: ListDetailContext) {
  if (state === 'loading') return void expect(screen.getByText(es.detail.loading)).toBeTruthy();
  if (state === 'notFound')
    return void expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.detail.notFound);
  if (state === 'failed') return void expect(screen.getByRole('button', { name: es.errors.retry })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.detail!.list.name);
  for (const item of c.detail!.items)
    expect(screen.getByText(item.product.name, { selector: '.card__title' })).toBeTruthy();
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (c.error) expect(alerts).toContain(es.errors[c.error]);
  if (c.nameError) expect(alerts).toContain(rules.lists[c.nameError.split('.')[1] as 'nameRequired']);
  const status = screen.getByRole('status').textContent;
  if (state !== 'ready') expect(status).toBe(es.detail.saving);
  else if (c.addedUnits !== null) expect(status).toContain(String(c.addedUnits));
  else if (c.quotation) expect(status).toContain(c.quotation.number);
  expect((screen.getByRole('button', { name: es.detail.repurchase }) as HTMLButtonElement).disabled).toBe(
    state !== 'ready',
  );
}

describe('list detail model (spec §2, §3, §5)', () => {
  const all = generatePaths(listDetailFlow, { tenant: 'cl', kind: 'shortest' });
  const extra = [
    extendFirstTo(all, 'failed', 'retry', [{ event: { type: 'detail.retry' }, state: 'loading' }]),
    ...[
      ['store', [{ event: { type: 'store.select', storeId: '00000000-0000-4000-8000-0000000000a1' }, state: 'ready' }]],
      ['quantity', [{ event: { type: 'item.quantity', sku: 'HM-2001', quantity: 5 }, state: 'saving' }]],
      [
        'rename',
        [
          { event: { type: 'name.change', value: 'Terraza nueva' }, state: 'ready' },
          { event: { type: 'rename.submit' }, state: 'saving' },
        ],
      ],
      ['share', [{ event: { type: 'shared.toggle' }, state: 'saving' }]],
      [
        'repurchase-fails',
        [
          { event: { type: 'list.repurchase' }, state: 'repurchasing' },
          { event: { type: 'xstate.error.actor.repurchaseList', error: { code: 'GENERIC_ERROR' } }, state: 'ready' },
        ],
      ],
      [
        'quote-fails',
        [
          { event: { type: 'list.quote' }, state: 'quoting' },
          { event: { type: 'xstate.error.actor.quoteList', error: { code: 'GENERIC_ERROR' } }, state: 'ready' },
        ],
      ],
    ].map(([id, steps]) =>
      extendFirstTo(
        all,
        'ready',
        id as string,
        steps as { event: EventObject & Record<string, unknown>; state: string }[],
      ),
    ),
  ];
  for (const path of [...coveringPaths(all), ...extra]) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(listDetailFlow, path, {
        recorder,
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as ListDetailContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, listDetailMachine));
});
