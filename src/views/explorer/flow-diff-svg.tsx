// Issue 33 item 3: what a comparison with an older revision draws on the statechart (statechart-svg.tsx's `changes`):
// the colours of its marks and the badges that say them in words ("nuevo", "cambiado"), each badge placed where it covers
// no label, no state and no other badge.
import type { ReactElement } from 'react';
import {
  compoundTitleBox,
  LABEL_HEIGHT,
  type Box,
  type LaidNode,
  type StatechartLayout,
} from '../../flows/statechart-layout';
import type { DiagramMarks, DiffMark } from './flow-diff-marks';

const BADGE_FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";

/** issue 33: a comparison's marks: ring and badge (white text on them: 5:1), line highlight, halo; changed is dashed */
export const DIFF = {
  added: { color: '#15803d', light: '#dcfce7', halo: '#4ade80', dash: undefined },
  changed: { color: '#b45309', light: '#fef3c7', halo: '#fbbf24', dash: '6 3' },
} as const;

/** What a comparison marks on the diagram, and the words of its badges (`nuevo`, `cambiado`). */
export interface DiagramChanges {
  marks: DiagramMarks;
  labels: Record<DiffMark, string>;
}

type DataProps = Record<`data-${string}`, string>;

const BADGE_CHAR = 5.6;
const BADGE_HEIGHT = 14;
const badgeWidth = (text: string) => Math.ceil(text.length * BADGE_CHAR + 10);

/** A mark's word in a pill: drawn after everything else, so no line or label covers it. */
function Badge({ x, y, mark, text, ...data }: { x: number; y: number; mark: DiffMark; text: string } & DataProps) {
  const width = badgeWidth(text);
  return (
    <g {...data}>
      <rect x={x} y={y} width={width} height={BADGE_HEIGHT} rx={BADGE_HEIGHT / 2} fill={DIFF[mark].color} />
      <text
        x={x + width / 2}
        y={y + BADGE_HEIGHT / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={9.5}
        fontWeight={700}
        fontFamily={BADGE_FONT}
        textLength={width - 10}
        lengthAdjust="spacingAndGlyphs"
        fill="#ffffff"
      >
        {text}
      </text>
    </g>
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where a badge goes: the first of its candidate places inside the drawing that covers no label, no state, no state's
 * title and no badge already placed; the first candidate when every one does (a crowded corner).
 */
function freeSpot(candidates: readonly Box[], obstacles: readonly Box[], size: { width: number; height: number }): Box {
  const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.width <= size.width && b.y + b.height <= size.height;
  return candidates.find((c) => inside(c) && !obstacles.some((o) => overlaps(c, o))) ?? candidates[0]!;
}

/**
 * The badges of a comparison, drawn last: a state's on its top border (right, else left, else bottom), a label line's
 * beside its box (right, else left; a one-line label also above or below), each where it covers nothing else.
 */
export function DiffBadges({ layout, changes }: { layout: StatechartLayout; changes: DiagramChanges }) {
  const { marks, labels } = changes;
  const badges: ReactElement[] = [];
  const compound = (node: LaidNode) => node.type === 'compound' || node.type === 'parallel';
  const nodeBoxes = layout.nodes.map((node) => ({ id: node.id, box: compound(node) ? compoundTitleBox(node) : node }));
  const labelBoxes = layout.edges.flatMap((edge) => (edge.labelBox ? [{ id: edge.id, box: edge.labelBox }] : []));
  const placed: Box[] = [];
  const obstacles = (except: string) => [
    ...nodeBoxes.filter((n) => n.id !== except).map((n) => n.box),
    ...labelBoxes.filter((l) => l.id !== except).map((l) => l.box),
    ...placed,
  ];
  for (const node of layout.nodes) {
    const mark = marks.states[node.id];
    if (!mark) continue;
    const width = badgeWidth(labels[mark]);
    const at = (x: number, y: number): Box => ({ x, y: y - BADGE_HEIGHT / 2, width, height: BADGE_HEIGHT });
    const spot = freeSpot(
      [
        at(node.x + node.width - width - 8, node.y),
        at(node.x + 8, node.y),
        at(node.x + node.width - width - 8, node.y + node.height),
      ],
      obstacles(node.id),
      layout,
    );
    placed.push(spot);
    badges.push(
      <Badge
        key={`state:${node.id}`}
        x={spot.x}
        y={spot.y}
        mark={mark}
        text={labels[mark]}
        data-diff-state={node.id}
        data-diff-badge={mark}
      />,
    );
  }
  for (const edge of layout.edges) {
    const box = edge.labelBox;
    if (!box) continue;
    (marks.edges[edge.id] ?? []).forEach((mark, i) => {
      if (!mark) return;
      const width = badgeWidth(labels[mark]);
      const at = (x: number, y: number): Box => ({ x, y, width, height: BADGE_HEIGHT });
      const lineY = box.y + (i + 0.5) * LABEL_HEIGHT - BADGE_HEIGHT / 2;
      const right = box.x + box.width + 3;
      const left = box.x - width - 3;
      const candidates = [at(right, lineY), at(left, lineY)];
      if (edge.lines.length === 1) {
        const end = box.x + box.width - width;
        candidates.push(
          at(end, box.y - BADGE_HEIGHT - 2),
          at(end, box.y + box.height + 2),
          at(box.x, box.y - BADGE_HEIGHT - 2),
          at(box.x, box.y + box.height + 2),
        );
      }
      const spot = freeSpot(candidates, obstacles(edge.id), layout);
      placed.push(spot);
      badges.push(
        <Badge
          key={`edge:${edge.id}:${i}`}
          x={spot.x}
          y={spot.y}
          mark={mark}
          text={labels[mark]}
          data-diff-edge={edge.lines[i]?.label ?? edge.label}
          data-diff-from={edge.source}
          data-diff-badge={mark}
        />,
      );
    });
  }
  return <g data-diff-badges="">{badges}</g>;
}
