// Model-based test (STYLE.md §12, issue 15): paths of the wish list machine on the real WishListView. spec §2, §7.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/lists.json';
import { generatePaths } from '../src/flows/flow-paths';
import { wishListMachine } from '../src/machines/wish-list/wish-list.machine';
import type { WishListContext } from '../src/machines/wish-list/wish-list.types';
import { wishListFlow } from '../src/views/wish-list/wish-list.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendFirstTo, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('wish-list', 'wishList');

function assertScreen(state: string, c: WishListContext) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.wish.title);
  if (state === 'loading') expect(screen.getByText(es.wish.loading)).toBeTruthy();
  if (state === 'failed') expect(screen.getByRole('button', { name: es.errors.retry })).toBeTruthy();
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (c.error) expect(alerts).toContain(es.errors[c.error]);
  for (const item of c.items) expect(screen.getByText(item.product.name, { selector: '.card__title' })).toBeTruthy();
  if (state === 'ready' && c.items.length === 0) expect(screen.getByText(es.wish.empty)).toBeTruthy();
  // issue 16, spec §9: a change is told by the app's toaster alone, never on the page as well
  for (const told of [es.wish.added, es.wish.removed, es.wish.moved]) expect(screen.queryByText(told)).toBeNull();
}

describe('wish list model (spec §2, §7)', () => {
  const all = generatePaths(wishListFlow, { tenant: 'cl', kind: 'shortest' });
  const extra = [
    extendFirstTo(all, 'failed', 'retry', [{ event: { type: 'wishlist.retry' }, state: 'loading' }]),
    // moving to the default list, without choosing one
    extendFirstTo(all, 'ready', 'move-default', [
      { event: { type: 'item.move', sku: 'HM-2001' }, state: 'saving' },
      { event: { type: 'xstate.done.actor.changeWishList', output: [] }, state: 'ready' },
    ]),
  ];
  for (const path of [...coveringPaths(all), ...extra]) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(wishListFlow, path, {
        recorder,
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as WishListContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, wishListMachine));
});
