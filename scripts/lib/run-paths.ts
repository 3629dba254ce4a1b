// Issue 6: the work of `npm run paths`, separated from process.argv and the console so that it can be tested.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyFlowEntry } from '../../src/flows/flow-entry.types';
import { startFlowActor } from '../../src/flows/flow-actor';
import { machineInventory, stateValueToString } from '../../src/flows/flow-model';
import { generatePaths, type PlanPath } from '../../src/flows/flow-paths';
import {
  computeCoverage,
  failingMachines,
  formatCoverageLine,
  overallCoverage,
  readRecordedCoverage,
  type MachineCoverage,
} from './coverage';
import { getTenant } from '../../src/tenants/tenants';
import { qaCase, toCsv, toGherkin, toXrayJson, type QaCase, type QaLanguage } from '../../src/flows/qa-export';
import type { PathsArgs } from './paths-args';
import { formatPathText, planJson, planMarkdown } from './plan-printer';
import type { MachineScreens } from './qa-screen';
import { withScreens, type ExportRequest, type ScreenSource } from './qa-screens-store';
import { catalogueTranslator } from './qa-translate';

const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'src', 'i18n', 'locales');

/**
 * Issue 33 item 2: the machine's paths as a test-management import (Gherkin, CSV, Xray JSON) in `language`; the expected
 * results say what the screen shows (`recording`, see scripts/lib/qa-screens-store.ts) and the state.
 */
async function writeExport(
  entry: AnyFlowEntry,
  paths: readonly PlanPath[],
  args: PathsArgs,
  language: QaLanguage,
  recording: MachineScreens | undefined,
  log: (line: string) => void,
): Promise<string> {
  const t = catalogueTranslator(LOCALES_DIR, getTenant(args.tenant).locale);
  const plain: QaCase[] = [];
  for (const path of paths) plain.push(await qaCase(entry, path, language, t));
  let cases = plain;
  if (recording && paths.length) {
    // "Abre la pantalla" in the initial state, as qaCase writes it for a path of no steps
    const actor = startFlowActor(entry, { tenant: args.tenant });
    const initial = stateValueToString(actor.getSnapshot().value);
    actor.stop();
    const opening = (await qaCase(entry, { ...paths[0]!, steps: [], target: initial }, language, t)).steps[0]!;
    cases = withScreens(plain, paths, recording, language, opening, log);
  }
  const base = join(args.out, `${entry.name}.${args.tenant}`);
  if (args.format === 'gherkin') {
    const catalog = JSON.parse(readFileSync(join(LOCALES_DIR, language, 'flows.json'), 'utf8')) as {
      catalog?: Record<string, { name?: string; description?: string }>;
    };
    const named = catalog.catalog?.[entry.name];
    const file = `${base}.feature`;
    writeFileSync(
      file,
      toGherkin(
        { name: named?.name ?? entry.name, description: named?.description ?? entry.description },
        cases,
        language,
      ),
    );
    return file;
  }
  if (args.format === 'csv') {
    writeFileSync(`${base}.csv`, toCsv(cases));
    return `${base}.csv`;
  }
  writeFileSync(`${base}.xray.json`, toXrayJson(cases, args.project));
  return `${base}.xray.json`;
}

export interface RunResult {
  exitCode: number;
  coverage: MachineCoverage[];
  files: string[];
}

export interface RunOptions {
  /** the recorded screens for the export formats (default: none, the expected results name the state only) */
  screens?: ScreenSource;
}

export async function runPaths(
  registry: readonly AnyFlowEntry[],
  args: PathsArgs,
  log: (line: string) => void,
  options: RunOptions = {},
): Promise<RunResult> {
  const unknown = args.machines.filter((name) => !registry.some((e) => e.name === name));
  if (unknown.length) {
    log(`unknown machine: ${unknown.join(', ')}. Registered: ${registry.map((e) => e.name).join(', ') || '(none)'}`);
    return { exitCode: 2, coverage: [], files: [] };
  }
  const entries = args.machines.length ? registry.filter((e) => args.machines.includes(e.name)) : registry;
  const files: string[] = [];
  const coverage: MachineCoverage[] = [];
  const exports: ExportRequest[] = [];
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
    if (args.format === 'md') {
      const base = join(args.out, `${entry.name}.${args.tenant}`);
      writeFileSync(`${base}.md`, planMarkdown(plan));
      writeFileSync(`${base}.json`, planJson(plan));
      files.push(`${base}.md`, `${base}.json`);
    } else exports.push({ entry, paths });
  }
  if (exports.length) {
    const language = args.language ?? (getTenant(args.tenant).locale === 'pt-BR' ? 'pt-BR' : 'es');
    const recordings = options.screens ? await options.screens(exports, args, log) : new Map<string, MachineScreens>();
    for (const { entry, paths } of exports)
      files.push(await writeExport(entry, paths, args, language, recordings.get(entry.name), log));
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
