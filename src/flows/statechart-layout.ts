// Issue 6: lays a machine's statechart out with elkjs (layered, nested states inside their parents) for the SVG diagram.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ownTransitions, stepKind, transitionLabel, transitionKey, type StepKind } from './flow-model';

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

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  kind: StepKind;
  /** event type, to highlight the edges enabled in the current state */
  eventType: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface StatechartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
}

const CHAR = 7;
const LABEL_CHAR = 6.2;
const PADDING = '[top=32,left=14,bottom=14,right=14]';

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

function collectEdges(
  node: AnyStateNode,
  out: ElkExtendedEdge[],
  meta: Map<string, Omit<LaidEdge, 'points' | 'labelBox'>>,
) {
  for (const t of ownTransitions(node)) {
    const targets = (t.target ?? [t.source]) as AnyStateNode[];
    const key = transitionKey(t as Parameters<typeof transitionKey>[0]);
    targets.forEach((target, i) => {
      const id = `${key}~${i}`;
      const label = transitionLabel(t as Parameters<typeof transitionLabel>[0]);
      out.push({
        id,
        sources: [node.id],
        targets: [target.id],
        labels: [{ id: `${id}:label`, text: label, width: label.length * LABEL_CHAR + 8, height: 16 }],
      });
      meta.set(id, {
        id,
        source: node.id,
        target: target.id,
        label,
        kind: t.eventType === '' ? 'internal' : stepKind(t.eventType),
        eventType: t.eventType,
      });
    });
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) collectEdges(child, out, meta);
}

let elk: InstanceType<typeof ELK> | undefined;

export async function layoutStatechart(machine: AnyStateMachine): Promise<StatechartLayout> {
  elk ??= new ELK();
  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<string, Omit<LaidEdge, 'points' | 'labelBox'>>();
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
  const laid = await elk.layout(graph);

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
