// Model-based test (STYLE.md §12): the points page (spec §2 myCMRPoints, §7 loyalty subscriber and CMR subscription status
// update) on its real view, in Chile's locale (es-CL, CLP) and Peru's (es-PE, PEN). Every state and transition is visited.
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/account.json';
import { myCmrPointsMachine } from '../src/machines/my-cmr-points/my-cmr-points.machine';
import type { MyCmrPointsContext } from '../src/machines/my-cmr-points/my-cmr-points.types';
import { generatePaths } from '../src/flows/flow-paths';
import { myCmrPointsFlow } from '../src/views/my-cmr-points/my-cmr-points.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('my-cmr-points', 'myCmrPoints');

// the sample's balance (1150), a redemption (-500) and a purchase (CLP 34.990 / PEN 34,990.00) as each locale writes them
const FORMATS: Record<string, { balance: string; redeemed: string; amount: RegExp }> = {
  cl: { balance: 'Tienes 1.150 puntos', redeemed: '-500', amount: /\$\s?34\.990/ },
  pe: { balance: 'Tienes 1,150 puntos', redeemed: '-500', amount: /S\/\s?34,990\.00/ },
};

function assertScreen(tenant: string, state: string, c: MyCmrPointsContext, container: HTMLElement) {
  const text = container.textContent ?? '';
  if (state === 'loading') expect(text).toContain(es.points.loading);
  if (state === 'loadFailed') expect(text).toContain(es.points.loadFailed);
  if (state === 'ready' || state === 'updating') {
    const f = FORMATS[tenant]!;
    expect(container.querySelector('[data-testid="points-balance"]')?.textContent?.replace(/\s/g, ' ')).toBe(f.balance);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(c.data!.movements.length);
    expect(container.querySelector('tr[data-kind="redeemed"]')?.textContent).toContain(f.redeemed);
    expect(text.replace(/\s/g, ' ')).toMatch(f.amount);
    expect(container.querySelector('[data-testid="cmr-status"]')?.textContent).toBe(
      c.data!.cmrSubscribed ? es.points.subscription.subscribed : es.points.subscription.notSubscribed,
    );
  }
  if (state === 'updating') {
    expect(text).toContain(es.points.subscription.updating);
    expect(container.querySelector('[data-action="cmr-toggle"]')?.hasAttribute('disabled')).toBe(true);
  }
}

describe.each(['cl', 'pe'])('my CMR points model on %s (spec §2)', (tenant) => {
  const all = generatePaths(myCmrPointsFlow, { tenant, kind: 'shortest' });
  const failed = all.find((p) => p.target === 'loadFailed')!;
  const updating = all.find((p) => p.target === 'updating')!;
  const paths = [
    ...coveringPaths(all),
    extendPath(failed, 'retry', [{ event: { type: 'points.retry' }, state: 'loading' }]),
    extendPath(updating, 'update-failed', [
      { event: { type: 'xstate.error.actor.updateSubscription', error: { code: 'GENERIC_ERROR' } }, state: 'ready' },
    ]),
  ];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ')}`, async () => {
      const notices: string[] = [];
      await runFlowPath(myCmrPointsFlow, path, {
        tenant,
        recorder,
        actions: { notify: (_: unknown, params: { result: string }) => notices.push(params.result) },
        assert: (state, { snapshot, container }) =>
          assertScreen(tenant, state, snapshot.context as MyCmrPointsContext, container),
      });
      const last = path.steps.at(-1)?.event.type;
      if (last === 'xstate.done.actor.updateSubscription') expect(notices).toEqual(['updated']);
      if (last === 'xstate.error.actor.updateSubscription') expect(notices).toEqual(['failed']);
    }, 30_000);
  }
});
afterAll(() => expectFullCoverage(recorder, myCmrPointsMachine));
