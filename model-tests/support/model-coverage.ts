// The closing check of every model-based test: saves what the paths covered and asserts that they visited every state and
// took every transition of the machine.
import type { AnyStateMachine } from 'xstate';
import { expect } from 'vitest';
import { machineInventory } from '../../src/flows/flow-model';
import type { CoverageRecorder } from '../harness/coverage-recorder';

export function expectFullCoverage(recorder: CoverageRecorder, machine: AnyStateMachine): void {
  recorder.save();
  const inventory = machineInventory(machine);
  expect([...recorder.states].sort()).toEqual([...inventory.states].sort());
  expect(inventory.transitions.filter((t) => !recorder.transitions.has(t))).toEqual([]);
}
