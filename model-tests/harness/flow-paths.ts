// Issue 6: path generation for model tests, from a registry entry's samples (xstate/graph through src/flows/flow-paths).
//
//   const cases = modelPathCases(loginFlow, { tenants: ['cl', 'br'] });
//   it.each(cases)('%s', async (_name, { tenant, path }) => { ...drive the real view step by step... });
//
// kind 'transitions' (the default) gives the fewest paths that together take every machine transition, timers included,
// so that a suite driving them and recording with createCoverageRecorder reaches 100% in `npm run paths`.
import type { AnyFlowEntry } from '../../src/flows/flow-entry.types';
import { generatePaths, type PathKind, type PlanPath, type PlanStep } from '../../src/flows/flow-paths';

export interface ModelPathCase {
  tenant: string;
  path: PlanPath;
}

export function modelPathCases(
  entry: AnyFlowEntry,
  options: { tenants?: readonly string[]; kind?: PathKind; max?: number } = {},
): [string, ModelPathCase][] {
  const tenants = options.tenants ?? ['cl'];
  return tenants.flatMap((tenant) =>
    generatePaths(entry, { tenant, kind: options.kind ?? 'transitions', max: options.max }).map(
      (path): [string, ModelPathCase] => [
        `${tenant}: ${path.target} via ${path.steps.map((s) => s.event.type).join(' > ') || '(start)'}`,
        { tenant, path },
      ],
    ),
  );
}

/** Which hand a step needs in a model test: the user (user-event on the view), a server answer (settle a deferred), or a timer. */
export function stepHand(step: PlanStep): 'user' | 'server' | 'timer' | 'xstate' {
  if (step.kind === 'user') return 'user';
  if (step.kind === 'done' || step.kind === 'error') return 'server';
  if (step.kind === 'timer') return 'timer';
  return 'xstate';
}
