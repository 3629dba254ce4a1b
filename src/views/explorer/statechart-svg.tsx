// Issue 6: the statechart as SVG: states (nested, parallel regions dashed), finals with a double border, the initial
// marker, transitions labelled `event [guard]`; the active states and the edges enabled now are highlighted.
// Issue 16: each label is drawn in the box the layout engine placed it in (monospace text fitted to the box), on an opaque
// background, so labels never run into each other or into a state; `zoom` scales the drawing (the viewBox stays).
// Issue 33 item 4: a state's self-transitions are one loop whose label stacks one line per transition, each in the colour
// of who causes it and bold when enabled now.
// Issue 33 item 3: with a comparison loaded (`changes`), new states and transitions get a solid green ring or halo and a
// "nuevo" badge, changed ones a dashed amber one and a "cambiado" badge: the word, not only the colour, says which.
import { forwardRef } from 'react';
import {
  LABEL_FONT_SIZE,
  LABEL_HEIGHT,
  LABEL_PADDING,
  labelWidth,
  type LaidEdge,
  type LaidNode,
  type StatechartLayout,
} from '../../flows/statechart-layout';
import { edgeMark, type DiffMark } from './flow-diff-marks';
import { DIFF, DiffBadges, type DiagramChanges } from './flow-diff-svg';

const COLORS = { user: '#1d4ed8', done: '#15803d', error: '#b91c1c', timer: '#a16207', internal: '#6b7280' } as const;

export interface StatechartSvgProps {
  layout: StatechartLayout;
  active: ReadonlySet<string>;
  enabledEvents: ReadonlySet<string>;
  title: string;
  /** drawing scale (1 = the layout's own size) */
  zoom?: number;
  /** issue 33: a state drawn as a link (the atlas links each state to its screenshots) */
  stateHref?: (stateId: string) => string | undefined;
  /** issue 33 item 3: what is new and what changed since a revision, marked on the states and transitions */
  changes?: DiagramChanges;
}

const LABEL_FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";

function NodeShape({ node, active, diff }: { node: LaidNode; active: boolean; diff?: DiffMark | undefined }) {
  const compound = node.type === 'compound' || node.type === 'parallel';
  const stroke = active ? '#c2410c' : '#334155';
  return (
    <g data-state-id={node.id} data-active={active ? 'true' : undefined} data-diff={diff}>
      {diff && (
        <rect
          x={node.x - 3}
          y={node.y - 3}
          width={node.width + 6}
          height={node.height + 6}
          rx={compound ? 12 : 10}
          fill="none"
          stroke={DIFF[diff].color}
          strokeWidth={2.5}
          strokeDasharray={DIFF[diff].dash}
        />
      )}
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={compound ? 10 : 8}
        fill={active ? (compound ? '#fff7ed' : '#fed7aa') : compound ? '#f8fafc' : '#ffffff'}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1.2}
        strokeDasharray={node.region ? '6 4' : undefined}
      />
      {node.type === 'final' && (
        <rect
          x={node.x + 4}
          y={node.y + 4}
          width={node.width - 8}
          height={node.height - 8}
          rx={6}
          fill="none"
          stroke={stroke}
          strokeWidth={1}
        />
      )}
      {node.initial && <circle cx={node.x - 6} cy={node.y + 8} r={4} fill="#334155" />}
      <text
        x={compound ? node.x + 10 : node.x + node.width / 2}
        y={compound ? node.y + 20 : node.y + node.height / 2 + 4}
        textAnchor={compound ? 'start' : 'middle'}
        fontSize={compound ? 13 : 12}
        fontWeight={compound || active ? 600 : 400}
        fill="#0f172a"
      >
        {node.label}
        {node.type === 'parallel' ? ' ∥' : ''}
      </text>
    </g>
  );
}

function EdgeLine({ edge, enabled, diff }: { edge: LaidEdge; enabled: boolean; diff?: DiffMark | null }) {
  if (edge.points.length < 2) return null;
  const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const color = COLORS[edge.kind];
  const line = (
    <path
      data-edge={edge.label}
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={enabled ? 2 : 1.1}
      opacity={enabled ? 1 : 0.55}
      markerEnd={`url(#arrow-${edge.kind})`}
    />
  );
  if (!diff) return line;
  // under the line, a halo of the comparison's mark: the line keeps the colour of who causes it
  return (
    <>
      <path
        data-edge-diff={diff}
        d={d}
        fill="none"
        stroke={DIFF[diff].halo}
        strokeWidth={7}
        strokeOpacity={0.55}
        strokeLinecap="round"
        strokeDasharray={DIFF[diff].dash ? '10 5' : undefined}
      />
      {line}
    </>
  );
}

/** Labels are drawn after every line, so no line crosses a label. */
function EdgeLabel({
  edge,
  isEnabled,
  diff,
}: {
  edge: LaidEdge;
  isEnabled: (eventType: string) => boolean;
  diff?: readonly (DiffMark | null)[] | undefined;
}) {
  const box = edge.labelBox;
  const anyEnabled = edge.lines.some((line) => isEnabled(line.eventType));
  const ring = edgeMark(diff);
  return (
    <g data-edge-label={edge.label} data-edge-from={edge.source} data-edge-to={edge.target}>
      {box && (
        <>
          {ring && (
            <rect
              x={box.x - 2}
              y={box.y - 2}
              width={box.width + 4}
              height={box.height + 4}
              rx={4}
              fill="none"
              stroke={DIFF[ring].color}
              strokeWidth={1.5}
              strokeDasharray={DIFF[ring].dash}
            />
          )}
          <rect
            x={box.x}
            y={box.y}
            width={box.width}
            height={box.height}
            rx={3}
            fill="#ffffff"
            stroke={COLORS[edge.kind]}
            strokeWidth={anyEnabled ? 1 : 0.5}
          />
          {diff?.map((mark, i) =>
            mark ? (
              <rect
                key={`diff-${i}`}
                x={box.x + 1}
                y={box.y + i * LABEL_HEIGHT + 1}
                width={Math.max(0, box.width - 2)}
                height={LABEL_HEIGHT - 2}
                fill={DIFF[mark].light}
              />
            ) : null,
          )}
          {edge.lines.map((line, i) => {
            const enabled = isEnabled(line.eventType);
            return (
              <text
                key={i}
                data-edge-line={line.label}
                data-diff={diff?.[i] ?? undefined}
                x={box.x + LABEL_PADDING}
                y={box.y + (i + 0.5) * LABEL_HEIGHT}
                dominantBaseline="central"
                fontSize={LABEL_FONT_SIZE}
                fontFamily={LABEL_FONT}
                textLength={Math.max(1, Math.min(labelWidth(line.label), box.width) - 2 * LABEL_PADDING)}
                lengthAdjust="spacingAndGlyphs"
                fill={COLORS[line.kind]}
                fillOpacity={enabled ? 1 : 0.85}
                fontWeight={enabled ? 700 : 400}
              >
                {line.label}
              </text>
            );
          })}
        </>
      )}
    </g>
  );
}

export const StatechartSvg = forwardRef<SVGSVGElement, StatechartSvgProps>(function StatechartSvg(
  { layout, active, enabledEvents, title, zoom = 1, stateHref, changes },
  ref,
) {
  const nodes = [...layout.nodes].sort((a, b) => a.depth - b.depth);
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const isEnabled = (edge: LaidEdge) =>
    active.has(edge.source) && edge.lines.some((line) => enabledEvents.has(line.eventType));
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={title}
      width={Math.round(width * zoom)}
      height={Math.round(height * zoom)}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block' }}
      fontFamily="system-ui, sans-serif"
    >
      <title>{title}</title>
      <defs>
        {Object.entries(COLORS).map(([kind, color]) => (
          <marker
            key={kind}
            id={`arrow-${kind}`}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={color} />
          </marker>
        ))}
      </defs>
      {nodes.map((node) => {
        const href = stateHref?.(node.id);
        const shape = (
          <NodeShape key={node.id} node={node} active={active.has(node.id)} diff={changes?.marks.states[node.id]} />
        );
        return href ? (
          <a key={node.id} href={href} aria-label={node.label}>
            {shape}
          </a>
        ) : (
          shape
        );
      })}
      {layout.edges.map((edge) => (
        <EdgeLine
          key={edge.id}
          edge={edge}
          enabled={isEnabled(edge)}
          diff={changes ? edgeMark(changes.marks.edges[edge.id]) : null}
        />
      ))}
      {layout.edges.map((edge) => (
        <EdgeLabel
          key={edge.id}
          edge={edge}
          isEnabled={(eventType) => active.has(edge.source) && enabledEvents.has(eventType)}
          diff={changes?.marks.edges[edge.id]}
        />
      ))}
      {changes && <DiffBadges layout={layout} changes={changes} />}
    </svg>
  );
});
