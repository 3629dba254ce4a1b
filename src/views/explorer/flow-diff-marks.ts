// Issue 33 item 3: a comparison (`npm run flows:diff -- <rev> --out <file>`) laid onto the Explorer's diagram. Which
// states and which transition lines of the current layout are new since that revision and which changed, and what of the
// comparison the diagram cannot show: what was removed (it is not in the current machine) and, when the file is older
// than the code, what it names that the diagram no longer has. Pure: the SVG and the panel draw what this returns.
import type { MachineDiff } from '../../flows/flow-diff';
import { eventSubject, stepKind } from '../../flows/flow-model';
import type { StatechartLayout } from '../../flows/statechart-layout';

export type DiffMark = 'added' | 'changed';

export interface DiagramMarks {
  /** state id -> its mark */
  states: Record<string, DiffMark>;
  /** edge id -> one mark (or null) per line of its label (a state's grouped self-transitions are one edge) */
  edges: Record<string, (DiffMark | null)[]>;
  /** new or changed states and transitions of the comparison that nothing in the diagram matches (a stale file) */
  unplaced: string[];
}

export interface ParsedTransition {
  source: string;
  /** the event type, `always` for an eventless transition */
  event: string;
  guard: string | null;
  /** target state ids; a targetless transition targets its source */
  targets: string[];
}

/** `source --event [guard]--> target,target` (flow-diff.ts's transition line) -> its parts; null when it is not one. */
export function parseTransition(line: string): ParsedTransition | null {
  const match = /^(\S+) --(\S+?)(?: \[([^\]]*)\])?--> (.+)$/.exec(line.trim());
  if (!match) return null;
  const [, source, event, guard, targets] = match as unknown as [string, string, string, string | undefined, string];
  return {
    source,
    event,
    guard: guard ?? null,
    targets: targets === '(self)' ? [source] : targets.split(','),
  };
}

/** A changed transition is written `before  =>  after`. */
export function splitChange(line: string): { before: string; after: string } {
  const [before = line, after = line] = line.split('  =>  ');
  return { before, after };
}

/** The guard written at the end of a diagram label (`form.submit [isValid]`), or null. */
const labelGuard = (label: string) => /\s\[([^\]]*)\]$/.exec(label)?.[1] ?? null;

export function diagramMarks(layout: Pick<StatechartLayout, 'nodes' | 'edges'>, diff: MachineDiff): DiagramMarks {
  const nodeIds = new Set(layout.nodes.map((n) => n.id));
  const states: Record<string, DiffMark> = {};
  const unplaced: string[] = [];
  const markState = (id: string, mark: DiffMark) => {
    if (nodeIds.has(id)) states[id] = mark;
    else unplaced.push(id);
  };
  diff.states.added.forEach((id) => markState(id, 'added'));
  diff.states.changed.forEach((line) => markState(splitChange(line).after, 'changed'));

  const edges: Record<string, (DiffMark | null)[]> = Object.fromEntries(
    layout.edges.map((edge) => [edge.id, edge.lines.map(() => null)]),
  );
  const markTransition = (line: string, mark: DiffMark) => {
    const t = parseTransition(line);
    let found = false;
    for (const edge of t ? layout.edges : []) {
      if (edge.source !== t!.source || !t!.targets.includes(edge.target)) continue;
      edge.lines.forEach((l, i) => {
        if ((l.eventType || 'always') !== t!.event || labelGuard(l.label) !== t!.guard) return;
        // a line two entries match keeps the first mark (new before changed)
        edges[edge.id]![i] = edges[edge.id]![i] ?? mark;
        found = true;
      });
    }
    if (!found) unplaced.push(line);
  };
  diff.transitions.added.forEach((line) => markTransition(line, 'added'));
  diff.transitions.changed.forEach((line) => markTransition(splitChange(line).after, 'changed'));
  return { states, edges, unplaced };
}

/** The strongest mark of an edge's lines (for its line's halo): new over changed. */
export function edgeMark(marks: readonly (DiffMark | null)[] | undefined): DiffMark | null {
  if (!marks) return null;
  return marks.includes('added') ? 'added' : marks.includes('changed') ? 'changed' : null;
}

/** A state id without its machine's id: `login.editing` -> `editing` (the machine's own id stays as it is). */
export function stateName(id: string, machineId: string): string {
  return id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;
}

/** An event as the diagram writes it: `done submitLogin`, `after lockoutDuration`, `always`. */
function eventName(event: string): string {
  if (event === 'always') return event;
  const kind = stepKind(event);
  const prefix = { done: 'done ', error: 'error ', timer: 'after ', user: '', internal: '' }[kind];
  return kind === 'user' || kind === 'internal' ? event : `${prefix}${eventSubject(event)}`;
}

/** A transition line for people: `editing → checkingBot: form.submit [isFormComplete]`. */
export function readableTransition(line: string, machineId: string): string {
  const t = parseTransition(line);
  if (!t) return line;
  const source = stateName(t.source, machineId);
  const targets = line.endsWith('--> (self)') ? source : t.targets.map((id) => stateName(id, machineId)).join(', ');
  return `${source} → ${targets}: ${eventName(t.event)}${t.guard ? ` [${t.guard}]` : ''}`;
}
