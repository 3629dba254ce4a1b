// Issue 33 item 2: records what the real view shows after each step of the QA export's paths. Each path is played by the
// model tests' own harness (model-tests/support/flow-harness.tsx: the flow's driver with user-event, server answers
// settled, timers on xstate's SimulatedClock) in the tenant's locale, and the screen is read after every step with
// `captureScreen`. Runs in a DOM (happy-dom, under Vitest): scripts/lib/qa-screens.record.ts for `npm run paths`.
import { createCoverageRecorder } from '../../model-tests/harness/coverage-recorder';
import { runFlowPath } from '../../model-tests/support/flow-harness';
import type { AnyFlowEntry } from '../../src/flows/flow-entry.types';
import type { PlanPath } from '../../src/flows/flow-paths';
import { captureScreen, pathSignature, type MachineScreens, type PathScreens, type ScreenText } from './qa-screen';

/** The first line of a failure, without terminal colours. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  return (text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '').slice(0, 300);
}

/**
 * Plays `paths` on `entry`'s view for `tenant`. A path whose steps begin another path's is not played again: its screens
 * are that path's first ones (the same events on the same view give the same screens). A path that fails at a step keeps
 * the screens up to it and says why.
 */
export async function recordScreens(
  entry: AnyFlowEntry,
  paths: readonly PlanPath[],
  tenant: string,
  now: () => Date = () => new Date(),
): Promise<MachineScreens> {
  // the recording is of the code as it was when it began (a change meanwhile makes it stale)
  const startedAt = now().toISOString();
  const screens: ScreenText[] = [];
  const seen = new Map<string, number>();
  const intern = (screen: ScreenText) => {
    const key = JSON.stringify(screen);
    if (!seen.has(key)) seen.set(key, screens.push(screen) - 1);
    return seen.get(key)!;
  };
  // the screens after k steps, by the JSON of those k steps (only what was played to its end)
  const byPrefix = new Map<string, number[]>();
  const prefixKey = (path: PlanPath, k: number) =>
    JSON.stringify(path.steps.slice(0, k).map((s) => [s.event, s.state]));
  const recorder = createCoverageRecorder(entry.name, entry.machine.id); // never saved: coverage is the model tests'
  const out: Record<string, PathScreens> = {};
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  for (const path of longestFirst) {
    const signature = pathSignature(path.steps);
    const known = byPrefix.get(prefixKey(path, path.steps.length));
    if (known) {
      out[path.id] = { signature, screens: known };
      continue;
    }
    const shown: number[] = [];
    const read = ({ container }: { container: HTMLElement }) => {
      // the whole document: dialogs and toasts may render in a portal outside the view's container
      shown.push(intern(captureScreen(container.ownerDocument.body)));
    };
    let error: string | undefined;
    try {
      await runFlowPath(entry, path, { recorder, tenant, onStart: read, assert: (_state, context) => read(context) });
    } catch (failure) {
      error = reason(failure);
    }
    for (let k = 0; k < shown.length; k += 1) {
      const key = prefixKey(path, k);
      if (!byPrefix.has(key)) byPrefix.set(key, shown.slice(0, k + 1));
    }
    out[path.id] = { signature, screens: shown, ...(error ? { error } : {}) };
  }
  // in the paths' own order, for a readable file
  const ordered = Object.fromEntries(paths.map((p) => [p.id, out[p.id]!]));
  return { machine: entry.name, tenant, recordedAt: startedAt, screens, paths: ordered };
}
