// Issue 6: the statechart as SVG: states (nested, parallel regions dashed), finals with a double border, the initial
// marker, transitions labelled `event [guard]`; the active states and the edges enabled now are highlighted.
import { forwardRef } from 'react';
import type { LaidEdge, LaidNode, StatechartLayout } from '../../flows/statechart-layout';

const COLORS = { user: '#1d4ed8', done: '#15803d', error: '#b91c1c', timer: '#a16207', internal: '#6b7280' } as const;

export interface StatechartSvgProps {
  layout: StatechartLayout;
  active: ReadonlySet<string>;
  enabledEvents: ReadonlySet<string>;
  title: string;
}

function NodeShape({ node, active }: { node: LaidNode; active: boolean }) {
  const compound = node.type === 'compound' || node.type === 'parallel';
  const stroke = active ? '#c2410c' : '#334155';
  return (
    <g data-state-id={node.id} data-active={active ? 'true' : undefined}>
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

function EdgeShape({ edge, enabled }: { edge: LaidEdge; enabled: boolean }) {
  if (edge.points.length < 2) return null;
  const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const color = COLORS[edge.kind];
  return (
    <g data-edge={edge.label} opacity={enabled ? 1 : 0.55}>
      <path d={d} fill="none" stroke={color} strokeWidth={enabled ? 2 : 1.1} markerEnd={`url(#arrow-${edge.kind})`} />
      {edge.labelBox && (
        <>
          <rect
            x={edge.labelBox.x}
            y={edge.labelBox.y}
            width={edge.labelBox.width}
            height={edge.labelBox.height}
            fill="#ffffff"
            opacity={0.85}
          />
          <text
            x={edge.labelBox.x + 4}
            y={edge.labelBox.y + 12}
            fontSize={11}
            fill={color}
            fontWeight={enabled ? 600 : 400}
          >
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

export const StatechartSvg = forwardRef<SVGSVGElement, StatechartSvgProps>(function StatechartSvg(
  { layout, active, enabledEvents, title },
  ref,
) {
  const nodes = [...layout.nodes].sort((a, b) => a.depth - b.depth);
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={title}
      width={Math.ceil(layout.width)}
      height={Math.ceil(layout.height)}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
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
      {nodes.map((node) => (
        <NodeShape key={node.id} node={node} active={active.has(node.id)} />
      ))}
      {layout.edges.map((edge) => (
        <EdgeShape key={edge.id} edge={edge} enabled={active.has(edge.source) && enabledEvents.has(edge.eventType)} />
      ))}
    </svg>
  );
});
