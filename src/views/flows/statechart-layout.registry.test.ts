// Issue 16: the Explorer's diagram of every registered flow is readable: the layout engine places each transition's label
// so that no two labels overlap, no label covers a state (or the title of a compound state) and every label sits inside
// the diagram. Boxes are the ones the SVG draws (statechart-svg.tsx fits each label's text into its box).
import { describe, expect, it } from 'vitest';
import { compoundTitleBox, layoutStatechart, type Box } from '../../flows/statechart-layout';
import { flowRegistry } from './flow-registry';

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('statechart layout of every registered flow', () => {
  it.each(flowRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: no label overlaps another label, a state or a state title',
    async (_name, entry) => {
      const layout = await layoutStatechart(entry.machine);
      const labelled = layout.edges.filter((edge) => edge.labelBox);
      // every transition has its label
      expect(labelled.length).toBe(layout.edges.length);
      const clashes: string[] = [];
      const obstacles = layout.nodes.map((node) =>
        node.type === 'compound' || node.type === 'parallel'
          ? { id: `${node.id} (title)`, box: compoundTitleBox(node) }
          : { id: node.id, box: node as Box },
      );
      labelled.forEach((edge, i) => {
        const box = edge.labelBox!;
        expect(box.width).toBeGreaterThan(0);
        expect(
          box.x >= 0 && box.y >= 0 && box.x + box.width <= layout.width && box.y + box.height <= layout.height,
        ).toBe(true);
        for (const other of labelled.slice(i + 1))
          if (intersects(box, other.labelBox!)) clashes.push(`"${edge.label}" × "${other.label}"`);
        for (const obstacle of obstacles)
          if (intersects(box, obstacle.box)) clashes.push(`"${edge.label}" × ${obstacle.id}`);
      });
      expect(clashes).toEqual([]);
    },
    30_000,
  );
});
