// Issue 6: records which states and transitions a model-based test visited, for `npm run paths` to report coverage.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AnyMachineSnapshot, AnyStateNode, InspectionEvent } from 'xstate';
import { transitionKey } from '../../src/flows/flow-model';

export const COVERAGE_DIR = join('test-results', 'coverage');

export interface RecordedCoverage {
  machine: string;
  states: string[];
  transitions: string[];
  /** when a model test last wrote this file (`npm run paths` shows it, so stale coverage is visible) */
  updatedAt?: string;
}

export interface CoverageRecorder {
  /** pass as `inspect` to createActor / startFlowActor */
  inspect: (event: InspectionEvent) => void;
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
  /** merges what was recorded into `<dir>/<name>.json` (several test files may cover one machine) */
  save: (dir?: string) => string;
}

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && '_nodes' in snapshot && 'machine' in snapshot;
}

/** `name` is the registry entry's name; only the actor running the machine with `machineId` (the root machine id) is recorded. */
export function createCoverageRecorder(name: string, machineId: string): CoverageRecorder {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const recordNodes = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) if (node.parent) states.add(node.id);
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    if (!isMachineSnapshot(event.snapshot) || event.snapshot.machine.id !== machineId) return;
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions)
        transitions.add(transitionKey(t as unknown as Parameters<typeof transitionKey>[0]));
    }
    recordNodes(event.snapshot);
  };
  const save = (dir = COVERAGE_DIR) => {
    const file = join(dir, `${name}.json`);
    const previous: RecordedCoverage = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedCoverage)
      : { machine: name, states: [], transitions: [] };
    const merged: RecordedCoverage = {
      machine: name,
      states: [...new Set([...previous.states, ...states])].sort(),
      transitions: [...new Set([...previous.transitions, ...transitions])].sort(),
      updatedAt: new Date().toISOString(),
    };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
    return file;
  };
  return { inspect, states, transitions, save };
}
