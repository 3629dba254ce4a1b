// Issue 6: lays a machine's statechart out with elkjs (layered, nested states inside their parents) for the SVG diagram.
// Issue 16: ELK places the transition labels too (as dummy nodes of the layered graph), so no label covers another or a
// state; the SVG draws each label's text in a monospace font fitted to the box measured here. elkjs (1.6 MB raw) is
// imported on the first layout, so the Explorer's own chunk renders before it arrives and no other route loads it.
// Issue 33 item 4: a state's self-transitions (targetless, or back to the state itself) are ONE loop with a stacked label,
// one line per transition: four loops on login's `editing`, each with its own label, crowded into one another.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ownTransitions, stepKind, transitionLabel, transitionKey, type StepKind } from './flow-model';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidNode {
  id: string;
  label: string;
  /** absolute position in the diagram */
  x: number;
  y: number;
  width: number;
  height: number;
  type: AnyStateNode['type'];
  /** drawn with a dashed border: a region of a parallel state */
  region: boolean;
  /** the initial child of its parent */
  initial: boolean;
  depth: number;
}

/** One transition written in a label: `event [guard]`, who causes it, and its event type (to highlight it). */
export interface EdgeLabelLine {
  label: string;
  kind: StepKind;
  eventType: string;
}

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  /** the label's text: its lines joined with a line break */
  label: string;
  kind: StepKind;
  /** event type, to highlight the edges enabled in the current state (a grouped loop: its first line's) */
  eventType: string;
  /** one line per transition: one for an edge between two states, several for a state's grouped self-transitions */
  lines: EdgeLabelLine[];
  points: { x: number; y: number }[];
  labelBox: Box | null;
}

export interface StatechartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
}

const CHAR = 7;
/** the labels' font: 11 px monospace, whose advance is 0.6 em in the common monospace fonts (statechart-svg.tsx) */
export const LABEL_FONT_SIZE = 11;
export const LABEL_CHAR = 6.7;
export const LABEL_PADDING = 4;
export const LABEL_HEIGHT = 16;
const TITLE_CHAR = 8;
const TITLE_HEIGHT = 28;
const PADDING = `[top=${TITLE_HEIGHT + 6},left=14,bottom=14,right=14]`;

/** The box a label of `text` takes: the text at LABEL_CHAR a character, with LABEL_PADDING either side. */
export function labelWidth(text: string): number {
  return Math.ceil(text.length * LABEL_CHAR + 2 * LABEL_PADDING);
}

/** The box of a label of several lines (a grouped loop): as wide as its longest line, LABEL_HEIGHT a line. */
export function stackedLabelSize(lines: readonly string[]): { width: number; height: number } {
  return { width: Math.max(0, ...lines.map(labelWidth)), height: LABEL_HEIGHT * Math.max(1, lines.length) };
}

/** Where a compound state writes its name (its top left corner, above its children). */
export function compoundTitleBox(node: LaidNode): Box {
  return {
    x: node.x,
    y: node.y,
    width: Math.min(node.width, 16 + (node.label.length + 2) * TITLE_CHAR),
    height: TITLE_HEIGHT,
  };
}

function toElkNode(node: AnyStateNode): ElkNode {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) {
    return { id: node.id, width: Math.max(90, node.key.length * CHAR + 28), height: node.type === 'final' ? 40 : 36 };
  }
  return {
    id: node.id,
    layoutOptions: { 'elk.padding': PADDING, 'elk.direction': node.type === 'parallel' ? 'RIGHT' : 'DOWN' },
    children: children.map(toElkNode),
  };
}

type EdgeMeta = Omit<LaidEdge, 'points' | 'labelBox'>;

function pushEdge(
  out: ElkExtendedEdge[],
  meta: Map<string, EdgeMeta>,
  edge: Omit<EdgeMeta, 'label' | 'kind' | 'eventType'>,
) {
  const texts = edge.lines.map((line) => line.label);
  const first = edge.lines[0]!;
  out.push({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ id: `${edge.id}:label`, text: texts.join('\n'), ...stackedLabelSize(texts) }],
  });
  meta.set(edge.id, { ...edge, label: texts.join('\n'), kind: first.kind, eventType: first.eventType });
}

function collectEdges(node: AnyStateNode, out: ElkExtendedEdge[], meta: Map<string, EdgeMeta>) {
  const loops: EdgeLabelLine[] = [];
  for (const t of ownTransitions(node)) {
    const targets = (t.target ?? [t.source]) as AnyStateNode[];
    const key = transitionKey(t as Parameters<typeof transitionKey>[0]);
    const line: EdgeLabelLine = {
      label: transitionLabel(t as Parameters<typeof transitionLabel>[0]),
      kind: t.eventType === '' ? 'internal' : stepKind(t.eventType),
      eventType: t.eventType,
    };
    targets.forEach((target, i) => {
      if (target === node) loops.push(line);
      else pushEdge(out, meta, { id: `${key}~${i}`, source: node.id, target: target.id, lines: [line] });
    });
  }
  if (loops.length) pushEdge(out, meta, { id: `${node.id}~loop`, source: node.id, target: node.id, lines: loops });
  for (const child of Object.values(node.states) as AnyStateNode[]) collectEdges(child, out, meta);
}

type Elk = InstanceType<typeof import('elkjs/lib/elk.bundled.js').default>;
let elk: Promise<Elk> | undefined;

function loadElk(): Promise<Elk> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
}

export async function layoutStatechart(machine: AnyStateMachine): Promise<StatechartLayout> {
  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<string, EdgeMeta>();
  collectEdges(machine.root, edges, meta);
  const graph: ElkNode = {
    id: '__graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.spacing.nodeNodeBetweenLayers': '46',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
    },
    children: [toElkNode(machine.root)],
    edges,
  };
  const laid: ElkNode = await (await loadElk()).layout(graph);

  const nodes: LaidNode[] = [];
  const offsets = new Map<string, { x: number; y: number }>([['__graph', { x: 0, y: 0 }]]);
  const walk = (elkNode: ElkNode, parentX: number, parentY: number, depth: number) => {
    const x = parentX + (elkNode.x ?? 0);
    const y = parentY + (elkNode.y ?? 0);
    offsets.set(elkNode.id, { x, y });
    const stateNode = machine.getStateNodeById(`#${elkNode.id}`) as AnyStateNode;
    const parent = stateNode.parent;
    nodes.push({
      id: elkNode.id,
      label: parent ? stateNode.key : stateNode.id,
      x,
      y,
      width: elkNode.width ?? 0,
      height: elkNode.height ?? 0,
      type: stateNode.type,
      region: parent?.type === 'parallel',
      initial: parent?.type === 'compound' && ((parent.initial?.target ?? []) as AnyStateNode[]).includes(stateNode),
      depth,
    });
    for (const child of elkNode.children ?? []) walk(child, x, y, depth + 1);
  };
  for (const child of laid.children ?? []) walk(child, 0, 0, 0);

  // ELK gives edge coordinates relative to the node the edge ends up contained in (its `container`).
  const laidEdges: LaidEdge[] = [];
  const gather = (elkNode: ElkNode) => {
    for (const edge of (elkNode.edges ?? []) as (ElkExtendedEdge & { container?: string })[]) {
      const info = meta.get(edge.id);
      if (!info) continue;
      const origin = offsets.get(edge.container ?? elkNode.id) ?? { x: 0, y: 0 };
      const points = (edge.sections ?? [])
        .flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
        .map((p) => ({ x: p.x + origin.x, y: p.y + origin.y }));
      const label = edge.labels?.[0];
      laidEdges.push({
        ...info,
        points,
        labelBox:
          label && label.x !== undefined && label.y !== undefined
            ? { x: label.x + origin.x, y: label.y + origin.y, width: label.width ?? 0, height: label.height ?? 0 }
            : null,
      });
    }
    for (const child of elkNode.children ?? []) gather(child);
  };
  gather(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: laidEdges };
}
