// Issue 16: the Explorer's diagram of every registered flow is readable: the layout engine places each transition's label
// so that no two labels overlap, no label covers a state (or the title of a compound state) and every label sits inside
// the diagram. Boxes are the ones the SVG draws (statechart-svg.tsx fits each label's text into its box).
// Issue 33 item 4: a state's self-transitions are one loop whose label stacks a line per transition (login's `editing`
// had four loops whose labels crowded each other).
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { ownTransitions } from '../../flows/flow-model';
import { compoundTitleBox, LABEL_HEIGHT, labelWidth, layoutStatechart, type Box } from '../../flows/statechart-layout';
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

      // one loop per state, holding every transition of that state back to itself, one line each
      const loops = layout.edges.filter((edge) => edge.source === edge.target);
      expect(new Set(loops.map((edge) => edge.source)).size).toBe(loops.length);
      for (const loop of loops) {
        const node = entry.machine.getStateNodeById(`#${loop.source}`);
        const own = ownTransitions(node).filter((t) => !t.target || t.target.every((target) => target === node));
        expect(loop.lines.length, loop.source).toBe(own.length);
        expect(loop.labelBox!.height).toBe(LABEL_HEIGHT * loop.lines.length);
        for (const line of loop.lines) expect(labelWidth(line.label)).toBeLessThanOrEqual(loop.labelBox!.width);
      }
    },
    30_000,
  );
});

describe('self-transitions', () => {
  it("login's editing: its four self-transitions are one loop with a label of four lines", async () => {
    const login = flowRegistry.find((entry) => entry.name === 'login')!;
    const layout = await layoutStatechart(login.machine);
    const loops = layout.edges.filter((edge) => edge.source === 'login.editing' && edge.target === 'login.editing');
    expect(loops).toHaveLength(1);
    expect(loops[0]!.lines.map((line) => line.label).sort()).toEqual([
      'error.dismiss',
      'field.change',
      'form.submit',
      'mode.toggle',
    ]);
  });

  it('groups targetless transitions and transitions back to the state itself; an edge to another state stays its own', async () => {
    const machine = setup({}).createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { on: { 'x.one': {}, 'x.two': 'a', 'x.three': { target: 'a', reenter: true }, 'x.go': 'b' } },
        b: { on: { 'x.back': 'a' } },
      },
    });
    const layout = await layoutStatechart(machine);
    const fromA = layout.edges.filter((edge) => edge.source === 'm.a');
    expect(fromA.map((edge) => [edge.target, edge.lines.map((line) => line.label)])).toEqual([
      ['m.b', ['x.go']],
      ['m.a', ['x.one', 'x.two', 'x.three']],
    ]);
    expect(layout.edges.find((edge) => edge.source === 'm.a' && edge.target === 'm.a')!.labelBox!.height).toBe(
      3 * LABEL_HEIGHT,
    );
  });
});
