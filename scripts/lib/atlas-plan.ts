// Issue 33 item 1: which paths the state atlas walks. The paths are the model tests' own (generatePaths, kind shortest);
// a state is shot once per tenant and width: the first (shortest) path that ends in it, and a walk that passes through
// another state's own path on its way takes that state's picture too, so a walk is made only for what no longer walk shows.
import type { PlanPath, PlanStep } from '../../src/flows/flow-paths';

export interface AtlasState {
  /** the state as people read it: `editing`, `form.invalid`, `a.x + b.z` */
  state: string;
  /** ids of the state nodes active there (a diagram node links to the first state it is active in) */
  stateIds: string[];
  /** the events that reach it, from the start */
  steps: PlanStep[];
  pathId: string;
}

export interface AtlasWalk {
  steps: PlanStep[];
  /** after how many steps each state is shot (0: before the first step) */
  shots: { at: number; state: string }[];
}

/** One entry per distinct state, reached by the shortest path that ends in it (paths come shortest first). */
export function atlasStates(paths: readonly PlanPath[]): AtlasState[] {
  const byState = new Map<string, AtlasState>();
  const ordered = [...paths].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of ordered) {
    if (byState.has(path.target)) continue;
    byState.set(path.target, {
      state: path.target,
      stateIds: path.steps.at(-1)?.stateIds ?? path.initialStateIds,
      steps: path.steps,
      pathId: path.id,
    });
  }
  return [...byState.values()];
}

const prefixKey = (steps: readonly PlanStep[], length: number) =>
  JSON.stringify(steps.slice(0, length).map((step) => step.event));

/** The fewest walks that shoot every state on its own path: longest paths first, shorter ones taken on the way. */
export function atlasWalks(states: readonly AtlasState[]): AtlasWalk[] {
  const byPrefix = new Map(states.map((s) => [prefixKey(s.steps, s.steps.length), s]));
  const done = new Set<string>();
  const walks: AtlasWalk[] = [];
  const longestFirst = [...states].sort((a, b) => b.steps.length - a.steps.length);
  for (const target of longestFirst) {
    if (done.has(target.state)) continue;
    const shots: AtlasWalk['shots'] = [];
    for (let at = 0; at <= target.steps.length; at++) {
      const here = byPrefix.get(prefixKey(target.steps, at));
      if (!here || done.has(here.state)) continue;
      done.add(here.state);
      shots.push({ at, state: here.state });
    }
    walks.push({ steps: target.steps, shots });
  }
  // shortest walks first: the start state is shot first, and a failing step costs less
  return walks.sort((a, b) => a.steps.length - b.steps.length);
}

/** A state as a file and anchor name: `form.invalid` -> `form.invalid`, `a.x + b.z` -> `a.x_b.z`. */
export function stateSlug(state: string): string {
  return (
    state
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '') || 'state'
  );
}
