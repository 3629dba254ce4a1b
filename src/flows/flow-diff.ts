// Issue 33 item 3: what changed in a flow between two versions. A machine is described by what a product owner or a QA
// engineer reasons about: its states, its transitions (source, event, guard, targets), the guards and the delays it names.
// Two descriptions compare into what was added, removed or changed; a transition is "changed" when the same source and
// event lead elsewhere or under another guard. React-free and xstate-only, so that an older checkout can be described too.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, guardName, ownTransitions } from './flow-model';

export interface MachineDescription {
  states: string[];
  /** `source --event [guard]--> target,target` (self: `(self)`), one per transition, in definition order */
  transitions: string[];
  guards: string[];
  delays: string[];
}

export interface CategoryDiff {
  added: string[];
  removed: string[];
  /** `before  =>  after` */
  changed: string[];
}

export interface MachineDiff {
  machine: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  states: CategoryDiff;
  transitions: CategoryDiff;
  guards: CategoryDiff;
  delays: CategoryDiff;
}

interface TransitionShape {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

const line = (t: TransitionShape) => {
  const guard = guardName(t.guard);
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}--> ${targets}`;
};

export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const nodes = allStateNodes(machine);
  const transitions = [machine.root, ...nodes].flatMap((node) =>
    (ownTransitions(node) as unknown as TransitionShape[]).map(line),
  );
  const afterDelays = transitions.flatMap((t) => /--xstate\.after\.([^.\s]+)\./.exec(t)?.slice(1) ?? []);
  return {
    states: nodes.map((n) => n.id),
    transitions,
    guards: Object.keys(machine.implementations.guards ?? {}).sort(),
    delays: [...new Set([...Object.keys(machine.implementations.delays ?? {}), ...afterDelays])].sort(),
  };
}

const setDiff = (before: readonly string[], after: readonly string[]): CategoryDiff => ({
  added: after.filter((x) => !before.includes(x)),
  removed: before.filter((x) => !after.includes(x)),
  changed: [],
});

/** The part of a transition line before its guard and targets: `source --event`. */
const head = (transition: string) => transition.replace(/( \[[^\]]*\])?--> .*$/, '');

function transitionDiff(before: readonly string[], after: readonly string[]): CategoryDiff {
  const plain = setDiff(before, after);
  const changed: string[] = [];
  const added: string[] = [];
  const removed = [...plain.removed];
  for (const next of plain.added) {
    const index = removed.findIndex((old) => head(old) === head(next));
    if (index >= 0) {
      changed.push(`${removed[index]}  =>  ${next}`);
      removed.splice(index, 1);
    } else added.push(next);
  }
  return { added, removed, changed };
}

const EMPTY: MachineDescription = { states: [], transitions: [], guards: [], delays: [] };

export function diffMachine(
  machine: string,
  before: MachineDescription | null,
  after: MachineDescription | null,
): MachineDiff {
  const b = before ?? EMPTY;
  const a = after ?? EMPTY;
  const diff = {
    states: setDiff(b.states, a.states),
    transitions: transitionDiff(b.transitions, a.transitions),
    guards: setDiff(b.guards, a.guards),
    delays: setDiff(b.delays, a.delays),
  };
  const touched = Object.values(diff).some((d) => d.added.length + d.removed.length + d.changed.length > 0);
  const status = !before ? 'added' : !after ? 'removed' : touched ? 'changed' : 'unchanged';
  return { machine, status, ...diff };
}

/** Every machine of either version, by name, sorted. */
export function diffMachines(
  before: Readonly<Record<string, MachineDescription>>,
  after: Readonly<Record<string, MachineDescription>>,
): MachineDiff[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.map((name) => diffMachine(name, before[name] ?? null, after[name] ?? null));
}

/** The diff as text for a terminal or a review note. */
export function formatDiff(diffs: readonly MachineDiff[], revision: string): string {
  const lines: string[] = [];
  const changed = diffs.filter((d) => d.status !== 'unchanged');
  lines.push(`Flows changed since ${revision}: ${changed.length} of ${diffs.length} machines`);
  for (const d of changed) {
    lines.push('', `== ${d.machine} (${d.status})`);
    for (const category of ['states', 'transitions', 'guards', 'delays'] as const) {
      const c = d[category];
      for (const x of c.added) lines.push(`  + ${category.slice(0, -1)} ${x}`);
      for (const x of c.removed) lines.push(`  - ${category.slice(0, -1)} ${x}`);
      for (const x of c.changed) lines.push(`  ~ ${category.slice(0, -1)} ${x}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Issue 33 item 3: the comparison as a file (`npm run flows:diff -- <rev> --out <file>`), which the Explorer loads. */
export const FLOW_DIFF_FORMAT = 'cuenta-flows-diff';

export interface FlowDiffDocument {
  format: typeof FLOW_DIFF_FORMAT;
  /** the revision as asked (`HEAD~3`, a tag) and the commit it named */
  revision: string;
  commit: string;
  /** when the comparison was written (ISO 8601) */
  createdAt: string;
  machines: MachineDiff[];
}

export function toDiffDocument(diffs: readonly MachineDiff[], revision: string, commit: string): FlowDiffDocument {
  return { format: FLOW_DIFF_FORMAT, revision, commit, createdAt: new Date().toISOString(), machines: [...diffs] };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((x) => typeof x === 'string');

const isCategory = (value: unknown): value is CategoryDiff =>
  typeof value === 'object' &&
  value !== null &&
  ['added', 'removed', 'changed'].every((k) => isStringList((value as Record<string, unknown>)[k]));

const isMachineDiff = (value: unknown): value is MachineDiff => {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.machine === 'string' &&
    ['added', 'removed', 'changed', 'unchanged'].includes(d.status as string) &&
    ['states', 'transitions', 'guards', 'delays'].every((k) => isCategory(d[k]))
  );
};

/**
 * A comparison read back from its JSON: the file `--out` writes, or the bare list `--json` prints (its revision then
 * unknown: `?`). Null when it is neither.
 */
export function readDiffDocument(json: unknown): FlowDiffDocument | null {
  if (Array.isArray(json)) {
    return json.every(isMachineDiff)
      ? { format: FLOW_DIFF_FORMAT, revision: '?', commit: '', createdAt: '', machines: json }
      : null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const d = json as Record<string, unknown>;
  if (d.format !== FLOW_DIFF_FORMAT || !Array.isArray(d.machines) || !d.machines.every(isMachineDiff)) return null;
  return {
    format: FLOW_DIFF_FORMAT,
    revision: typeof d.revision === 'string' ? d.revision : '?',
    commit: typeof d.commit === 'string' ? d.commit : '',
    createdAt: typeof d.createdAt === 'string' ? d.createdAt : '',
    machines: d.machines,
  };
}
