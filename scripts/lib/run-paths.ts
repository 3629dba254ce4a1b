// Issue 6: the work of `npm run paths`, separated from process.argv and the console so that it can be tested.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyFlowEntry } from '../../src/flows/flow-entry.types';
import { machineInventory } from '../../src/flows/flow-model';
import { generatePaths, type PlanPath } from '../../src/flows/flow-paths';
import {
  computeCoverage,
  failingMachines,
  formatCoverageLine,
  overallCoverage,
  readRecordedCoverage,
  type MachineCoverage,
} from './coverage';
import type { PathsArgs } from './paths-args';
import { formatPathText, planJson, planMarkdown } from './plan-printer';

export interface RunResult {
  exitCode: number;
  coverage: MachineCoverage[];
  files: string[];
}

export function runPaths(registry: readonly AnyFlowEntry[], args: PathsArgs, log: (line: string) => void): RunResult {
  const unknown = args.machines.filter((name) => !registry.some((e) => e.name === name));
  if (unknown.length) {
    log(`unknown machine: ${unknown.join(', ')}. Registered: ${registry.map((e) => e.name).join(', ') || '(none)'}`);
    return { exitCode: 2, coverage: [], files: [] };
  }
  const entries = args.machines.length ? registry.filter((e) => args.machines.includes(e.name)) : registry;
  const files: string[] = [];
  const coverage: MachineCoverage[] = [];
  mkdirSync(args.out, { recursive: true });
  for (const entry of entries) {
    log(`\n=== ${entry.name}: ${entry.description}`);
    const paths: PlanPath[] = [];
    for (const kind of args.kinds) {
      let generated: PlanPath[];
      try {
        generated = generatePaths(entry, { tenant: args.tenant, kind, max: args.max });
      } catch (error) {
        log(`  ${kind} paths failed: ${(error as Error).message}`);
        return { exitCode: 1, coverage, files };
      }
      log(`\n--- ${kind} paths (${generated.length})`);
      for (const path of generated) log(formatPathText(path));
      paths.push(...generated);
    }
    const machineCoverage = computeCoverage(
      entry.name,
      entry.complete,
      machineInventory(entry.machine),
      readRecordedCoverage(args.coverageDir, entry.name),
    );
    coverage.push(machineCoverage);
    const plan = {
      machine: entry.name,
      description: entry.description,
      tenant: args.tenant,
      paths,
      coverage: machineCoverage,
    };
    const base = join(args.out, `${entry.name}.${args.tenant}`);
    writeFileSync(`${base}.md`, planMarkdown(plan));
    writeFileSync(`${base}.json`, planJson(plan));
    files.push(`${base}.md`, `${base}.json`);
  }
  log(
    '\n=== Model-test coverage (states and transitions visited by model-tests/, recorded in ' + args.coverageDir + ')',
  );
  for (const c of coverage) {
    log(formatCoverageLine(c));
    if (c.percent < 100) {
      for (const id of c.states.missing) log(`    missing state      ${id}`);
      for (const id of c.transitions.missing) log(`    missing transition ${id}`);
    }
  }
  const overall = overallCoverage(coverage);
  log(`overall: ${overall.covered}/${overall.total} (${overall.percent.toFixed(1)}%)`);
  log(`plans written to ${args.out}/ (${files.length} files)`);
  const failing = failingMachines(coverage);
  if (failing.length) {
    log(`FAIL: below 100% for machines marked complete: ${failing.map((c) => c.machine).join(', ')}`);
    return { exitCode: 1, coverage, files };
  }
  return { exitCode: 0, coverage, files };
}
