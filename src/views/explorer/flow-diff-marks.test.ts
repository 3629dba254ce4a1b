// Issue 33 item 3: a comparison laid onto the diagram: which states and which lines of which transitions read "nuevo" or
// "cambiado", and what the diagram cannot show (removed, or named by a file older than the code).
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import {
  describeMachine,
  diffMachine,
  readDiffDocument,
  toDiffDocument,
  FLOW_DIFF_FORMAT,
} from '../../flows/flow-diff';
import { layoutStatechart } from '../../flows/statechart-layout';
import { diagramMarks, parseTransition, readableTransition, stateName } from './flow-diff-marks';

type Events = { type: 'form.submit' } | { type: 'field.change' } | { type: 'mode.toggle' } | { type: 'error.retry' };

const before = setup({
  types: { events: {} as Events },
  guards: { isValid: () => true },
  delays: { wait: 1000 },
}).createMachine({
  id: 'demo',
  initial: 'editing',
  states: {
    editing: { on: { 'field.change': {}, 'form.submit': { guard: 'isValid', target: 'sending' } } },
    sending: { after: { wait: 'failed' } },
    failed: { on: { 'error.retry': 'editing' } },
    gone: {},
  },
});

// since `before`: `locked` is new, `gone` removed; editing gets a second self-transition, its submit another guard, and
// a retry leads to `locked` instead of back to `editing`
const after = setup({
  types: { events: {} as Events },
  guards: { isComplete: () => true },
  delays: { wait: 1000 },
}).createMachine({
  id: 'demo',
  initial: 'editing',
  states: {
    editing: {
      on: { 'field.change': {}, 'mode.toggle': {}, 'form.submit': { guard: 'isComplete', target: 'sending' } },
    },
    sending: { after: { wait: 'failed' } },
    failed: { on: { 'error.retry': 'locked' } },
    locked: { type: 'final' },
  },
});

const diff = diffMachine('demo', describeMachine(before), describeMachine(after));

describe('a comparison on the diagram', () => {
  it('marks the new state "added", the changed transitions "changed" and the new line of a grouped loop "added"', async () => {
    const layout = await layoutStatechart(after);
    const marks = diagramMarks(layout, diff);
    expect(marks.states).toEqual({ 'demo.locked': 'added' });
    const byRoute = Object.fromEntries(
      layout.edges.map((e) => [
        `${e.source} -> ${e.target}`,
        e.lines.map((line, i) => [line.label, marks.edges[e.id]![i]]),
      ]),
    );
    expect(byRoute).toEqual({
      // the loop's first line was there before; the second is new
      'demo.editing -> demo.editing': [
        ['field.change', null],
        ['mode.toggle', 'added'],
      ],
      'demo.editing -> demo.sending': [['form.submit [isComplete]', 'changed']],
      'demo.sending -> demo.failed': [['after wait', null]],
      'demo.failed -> demo.locked': [['error.retry', 'changed']],
    });
    // the removed state and the old guard are not on the diagram: the panel lists them from the diff itself
    expect(diff.states.removed).toEqual(['demo.gone']);
    expect(marks.unplaced).toEqual([]);
  });

  it('a file older than the code: what it names and the diagram lacks is left unplaced, the rest is marked', async () => {
    const layout = await layoutStatechart(after);
    const stale = {
      ...diff,
      states: { added: ['demo.locked', 'demo.archived'], removed: [], changed: [] },
      transitions: { added: ['demo.failed --error.retry--> demo.archived'], removed: [], changed: [] },
    };
    const marks = diagramMarks(layout, stale);
    expect(marks.states).toEqual({ 'demo.locked': 'added' });
    expect(marks.unplaced).toEqual(['demo.archived', 'demo.failed --error.retry--> demo.archived']);
    expect(Object.values(marks.edges).flat().filter(Boolean)).toEqual([]);
  });

  it('reads transition lines as people do', () => {
    expect(parseTransition('demo.editing --form.submit [isValid]--> demo.sending,demo.other')).toEqual({
      source: 'demo.editing',
      event: 'form.submit',
      guard: 'isValid',
      targets: ['demo.sending', 'demo.other'],
    });
    expect(parseTransition('demo.editing --field.change--> (self)')?.targets).toEqual(['demo.editing']);
    expect(parseTransition('not a transition')).toBeNull();
    expect(readableTransition('login.editing --form.submit [isFormComplete]--> login.checkingBot', 'login')).toBe(
      'editing → checkingBot: form.submit [isFormComplete]',
    );
    expect(
      readableTransition('login.locked --xstate.after.lockoutDuration.login.locked--> login.editing', 'login'),
    ).toBe('locked → editing: after lockoutDuration');
    expect(readableTransition('login.submitting --xstate.error.actor.submitLogin--> login.editing', 'login')).toBe(
      'submitting → editing: error submitLogin',
    );
    expect(readableTransition('login.checkingBot --always--> login.submitting', 'login')).toBe(
      'checkingBot → submitting: always',
    );
    expect(stateName('login', 'login')).toBe('login');
  });
});

describe('the comparison file', () => {
  it('reads back what --out writes, and the bare list --json prints; refuses anything else', () => {
    const document = toDiffDocument([diff], 'HEAD~3', 'abcdef1234567890');
    expect(readDiffDocument(JSON.parse(JSON.stringify(document)))).toEqual(document);
    expect(readDiffDocument([diff])).toMatchObject({ format: FLOW_DIFF_FORMAT, revision: '?', machines: [diff] });
    expect(readDiffDocument({ machines: [diff] })).toBeNull(); // no format
    expect(readDiffDocument({ format: FLOW_DIFF_FORMAT, machines: [{ machine: 'demo' }] })).toBeNull();
    expect(readDiffDocument('HEAD~3')).toBeNull();
  });
});
