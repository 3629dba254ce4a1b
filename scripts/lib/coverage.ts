// Issue 6: coverage of the model-based suite = states and transitions its tests visited, against the machine's total.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineInventory } from '../../src/flows/flow-model';

export interface RecordedCoverage {
  machine: string;
  states: string[];
  transitions: string[];
  updatedAt?: string;
}

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  machine: string;
  complete: boolean;
  states: CoverageCount;
  transitions: CoverageCount;
  /** (covered states + covered transitions) / (all states + all transitions), 0..100, rounded down to one decimal */
  percent: number;
  /** false when no model test recorded anything for this machine */
  recorded: boolean;
  /** when the model tests last recorded this machine */
  recordedAt?: string;
}

function count(all: readonly string[], visited: ReadonlySet<string>): CoverageCount {
  const missing = all.filter((id) => !visited.has(id));
  return { covered: all.length - missing.length, total: all.length, missing };
}

function percentOf(covered: number, total: number): number {
  return total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
}

/** Ids recorded that no longer exist in the machine are ignored (a renamed state does not count as covered). */
export function computeCoverage(
  machine: string,
  complete: boolean,
  inventory: MachineInventory,
  recorded: RecordedCoverage | undefined,
): MachineCoverage {
  const states = count(inventory.states, new Set(recorded?.states ?? []));
  const transitions = count(inventory.transitions, new Set(recorded?.transitions ?? []));
  return {
    machine,
    complete,
    states,
    transitions,
    percent: percentOf(states.covered + transitions.covered, states.total + transitions.total),
    recorded: recorded !== undefined,
    ...(recorded?.updatedAt ? { recordedAt: recorded.updatedAt } : {}),
  };
}

export function overallCoverage(list: readonly MachineCoverage[]): { covered: number; total: number; percent: number } {
  const covered = list.reduce((n, c) => n + c.states.covered + c.transitions.covered, 0);
  const total = list.reduce((n, c) => n + c.states.total + c.transitions.total, 0);
  return { covered, total, percent: percentOf(covered, total) };
}

export function readRecordedCoverage(dir: string, machine: string): RecordedCoverage | undefined {
  const file = join(dir, `${machine}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedCoverage;
}

/** A machine marked complete fails below 100%. */
export function failingMachines(list: readonly MachineCoverage[]): MachineCoverage[] {
  return list.filter((c) => c.complete && c.percent < 100);
}

export function formatCoverageLine(c: MachineCoverage): string {
  const tag = c.complete ? 'complete' : 'in progress';
  const note = !c.recorded ? ' (no model test recorded coverage)' : c.recordedAt ? ` (recorded ${c.recordedAt})` : '';
  return `${c.machine.padEnd(26)} states ${c.states.covered}/${c.states.total}  transitions ${c.transitions.covered}/${c.transitions.total}  ${c.percent.toFixed(1)}%  [${tag}]${note}`;
}
