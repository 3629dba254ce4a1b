import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { fixtureMachine } from '../../scripts/lib/fixtures/fixture-flow';
import { describeEvent, stateValueToString, transitionLabel } from './flow-model';
import { layoutStatechart } from './statechart-layout';

describe('statechart layout (elkjs)', () => {
  it('places every state and labels every transition with its event and guard', async () => {
    const layout = await layoutStatechart(fixtureMachine);
    expect(layout.nodes.map((n) => n.id)).toEqual([
      'fixture',
      'fixture.editing',
      'fixture.sending',
      'fixture.failed',
      'fixture.sent',
      'fixture.done',
    ]);
    expect(layout.nodes.find((n) => n.id === 'fixture.done')?.type).toBe('final');
    expect(layout.nodes.find((n) => n.id === 'fixture.editing')?.initial).toBe(true);
    expect(layout.edges.map((e) => e.label).sort()).toEqual([
      'after resendWait',
      'code.change',
      'done sendCode',
      'error sendCode',
      'error.retry',
      'form.submit [isCodeValid]',
    ]);
    const root = layout.nodes[0]!;
    for (const node of layout.nodes.slice(1)) {
      // children sit inside their parent
      expect(node.x).toBeGreaterThanOrEqual(root.x);
      expect(node.x + node.width).toBeLessThanOrEqual(root.x + root.width + 0.5);
    }
    const submit = layout.edges.find((e) => e.label.startsWith('form.submit'))!;
    expect(submit.points.length).toBeGreaterThanOrEqual(2);
    expect(submit.kind).toBe('user');
  });

  it('draws parallel regions as dashed regions', async () => {
    const m = setup({}).createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { on: { go: 'y' } }, y: {} } },
        b: { initial: 'z', states: { z: {} } },
      },
    });
    const layout = await layoutStatechart(m);
    expect(layout.nodes.filter((n) => n.region).map((n) => n.id)).toEqual(['p.a', 'p.b']);
    expect(stateValueToString({ a: 'x', b: 'z' })).toBe('a.x + b.z');
  });
});

describe('readable steps', () => {
  it('says who acts: the user, the server or a timer', () => {
    expect(describeEvent({ type: 'form.submit' })).toBe('User: form.submit');
    expect(
      describeEvent({ type: 'xstate.done.actor.0.login.submitting', output: { ok: 1 } } as never, {
        '0.login.submitting': 'submitLogin',
      }),
    ).toBe('Server answers: submitLogin succeeds {"ok":1}');
    expect(describeEvent({ type: 'xstate.error.actor.sendCode', error: { code: 'X' } } as never)).toBe(
      'Server answers: sendCode fails {"code":"X"}',
    );
    expect(describeEvent({ type: 'xstate.after.lockoutDuration.login.locked' })).toBe('Timer fires: lockoutDuration');
    const t = fixtureMachine.root.states.editing!.transitions.get('form.submit')![0]!;
    expect(transitionLabel(t)).toBe('form.submit [isCodeValid]');
  });
});
