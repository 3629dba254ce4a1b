import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFlowActor } from '../../src/flows/flow-actor';
import { machineInventory } from '../../src/flows/flow-model';
import { computeCoverage } from '../../scripts/lib/coverage';
import { fixtureFlow } from '../../scripts/lib/fixtures/fixture-flow';
import { createCoverageRecorder, type RecordedCoverage } from './coverage-recorder';
import { modelPathCases } from './flow-paths';

describe('coverage recorder', () => {
  it('records the states and transitions a test walks, with the keys `npm run paths` counts', () => {
    const recorder = createCoverageRecorder('fixture', fixtureFlow.machine.id);
    const actor = startFlowActor(fixtureFlow, { tenant: 'cl', inspect: recorder.inspect });
    actor.send({ type: 'code.change', value: '1234' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'xstate.error.actor.sendCode', error: {} });
    actor.send({ type: 'error.retry' });
    const coverage = computeCoverage('fixture', true, machineInventory(fixtureFlow.machine), {
      machine: 'fixture',
      states: [...recorder.states],
      transitions: [...recorder.transitions],
    });
    expect(coverage.states.missing).toEqual(['fixture.sent', 'fixture.done']);
    expect(coverage.transitions.missing).toEqual([
      'fixture.sending --xstate.done.actor.sendCode#0--> fixture.sent',
      'fixture.sent --xstate.after.resendWait.fixture.sent#0--> fixture.done',
    ]);
  });

  it('merges several test files into one record per machine', () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
    const first = createCoverageRecorder('fixture', fixtureFlow.machine.id);
    startFlowActor(fixtureFlow, { tenant: 'cl', inspect: first.inspect });
    first.save(dir);
    const second = createCoverageRecorder('fixture', fixtureFlow.machine.id);
    const actor = startFlowActor(fixtureFlow, { tenant: 'br', inspect: second.inspect });
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'form.submit' });
    const file = second.save(dir);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as RecordedCoverage;
    expect(saved.states).toEqual(['fixture.editing', 'fixture.sending']);
    expect(saved.transitions).toHaveLength(2);
  });

  it('ignores actors of other machines', () => {
    const recorder = createCoverageRecorder('fixture', 'some-other-machine');
    const actor = startFlowActor(fixtureFlow, { tenant: 'cl', inspect: recorder.inspect });
    actor.send({ type: 'code.change', value: '1234' });
    expect(recorder.states.size).toBe(0);
    expect(recorder.transitions.size).toBe(0);
  });
});

describe('model path cases', () => {
  it('names each case by tenant, target and events, and covers every transition of the flow', () => {
    const cases = modelPathCases(fixtureFlow, { tenants: ['cl', 'br'] });
    expect(cases[0]![0]).toMatch(/^cl: editing via code\.change/);
    expect(new Set(cases.map(([, c]) => c.tenant))).toEqual(new Set(['cl', 'br']));
    const recorder = createCoverageRecorder('fixture', fixtureFlow.machine.id);
    for (const [, { tenant, path }] of cases) {
      const actor = startFlowActor(fixtureFlow, { tenant, inspect: recorder.inspect });
      for (const step of path.steps) actor.send(step.event);
      actor.stop();
    }
    const coverage = computeCoverage('fixture', true, machineInventory(fixtureFlow.machine), {
      machine: 'fixture',
      states: [...recorder.states],
      transitions: [...recorder.transitions],
    });
    expect(coverage.percent).toBe(100);
  });
});
