// Issue 33 item 3: what `npm run flows:diff` reports between two versions of a machine.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { describeMachine, diffMachines, formatDiff } from './flow-diff';

const before = setup({
  types: { events: {} as { type: 'form.submit' } | { type: 'error.retry' } },
  guards: { isValid: () => true },
  delays: { wait: 1000 },
}).createMachine({
  id: 'demo',
  initial: 'editing',
  states: {
    editing: { on: { 'form.submit': { guard: 'isValid', target: 'sending' } } },
    sending: { after: { wait: 'failed' } },
    failed: { on: { 'error.retry': 'editing' } },
  },
});

const after = setup({
  types: { events: {} as { type: 'form.submit' } | { type: 'error.retry' } },
  guards: { isComplete: () => true },
  delays: { wait: 1000 },
}).createMachine({
  id: 'demo',
  initial: 'editing',
  states: {
    editing: { on: { 'form.submit': { guard: 'isComplete', target: 'sending' } } },
    sending: { after: { wait: 'failed' } },
    failed: { on: { 'error.retry': 'locked' } },
    locked: { type: 'final' },
  },
});

describe('flow diff', () => {
  it('describes states, transitions with guards and targets, guards and delays', () => {
    expect(describeMachine(before)).toEqual({
      states: ['demo.editing', 'demo.sending', 'demo.failed'],
      transitions: [
        'demo.editing --form.submit [isValid]--> demo.sending',
        'demo.sending --xstate.after.wait.demo.sending--> demo.failed',
        'demo.failed --error.retry--> demo.editing',
      ],
      guards: ['isValid'],
      delays: ['wait'],
    });
  });

  it('lists what was added, removed and changed, per machine', () => {
    const diffs = diffMachines(
      { demo: describeMachine(before), gone: describeMachine(before) },
      { demo: describeMachine(after), fresh: describeMachine(after) },
    );
    expect(diffs.map((d) => [d.machine, d.status])).toEqual([
      ['demo', 'changed'],
      ['fresh', 'added'],
      ['gone', 'removed'],
    ]);
    const demo = diffs[0]!;
    expect(demo.states).toEqual({ added: ['demo.locked'], removed: [], changed: [] });
    expect(demo.transitions.changed).toEqual([
      'demo.editing --form.submit [isValid]--> demo.sending  =>  demo.editing --form.submit [isComplete]--> demo.sending',
      'demo.failed --error.retry--> demo.editing  =>  demo.failed --error.retry--> demo.locked',
    ]);
    expect(demo.guards).toEqual({ added: ['isComplete'], removed: ['isValid'], changed: [] });
    expect(demo.delays).toEqual({ added: [], removed: [], changed: [] });
    const text = formatDiff(diffs, 'HEAD~1');
    expect(text).toContain('Flows changed since HEAD~1: 3 of 3 machines');
    expect(text).toContain('  + state demo.locked');
    expect(text).toContain('  - guard isValid');
  });

  it('reports an unchanged machine as unchanged', () => {
    const [same] = diffMachines({ demo: describeMachine(before) }, { demo: describeMachine(before) });
    expect(same!.status).toBe('unchanged');
    expect(formatDiff([same!], 'x')).toBe('Flows changed since x: 0 of 1 machines\n');
  });
});
