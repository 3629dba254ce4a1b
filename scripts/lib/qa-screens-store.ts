// Issue 33 item 2: the recorded screens of the QA export, on the Node side of `npm run paths`. A recording
// (test-results/qa-screens/<machine>.<tenant>.json) is used when it holds every exported path with the same steps and is
// newer than the code it was taken from (src/, the model tests' harness, the recorder); otherwise the paths are played
// again, in one Vitest run for all such machines (scripts/lib/qa-screens.record.ts, a DOM as the model tests have).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AnyFlowEntry } from '../../src/flows/flow-entry.types';
import type { PlanPath } from '../../src/flows/flow-paths';
import type { QaCase, QaLanguage, QaStep } from '../../src/flows/qa-export';
import type { PathsArgs } from './paths-args';
import { pathSignature, screenSentence, type MachineScreens } from './qa-screen';

const ROOT = join(import.meta.dirname, '..', '..');
export const SCREENS_DIR = join('test-results', 'qa-screens');

/** What the recorder is asked for (passed to it as JSON in QA_SCREENS_REQUEST). */
export interface ScreensRequest {
  machines: string[];
  tenant: string;
  kinds: PathsArgs['kinds'];
  max: number | undefined;
  dir: string;
}

export interface ExportRequest {
  entry: AnyFlowEntry;
  paths: readonly PlanPath[];
}

/** Gives the recorded screens of each machine to export (by machine name); a machine left out gets none. */
export type ScreenSource = (
  requests: readonly ExportRequest[],
  args: PathsArgs,
  log: (line: string) => void,
) => Promise<Map<string, MachineScreens>>;

export function recordingFile(dir: string, machine: string, tenant: string): string {
  return join(dir, `${machine}.${tenant}.json`);
}

export function readRecording(dir: string, machine: string, tenant: string): MachineScreens | undefined {
  const file = recordingFile(dir, machine, tenant);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MachineScreens) : undefined;
}

export function writeRecording(dir: string, recording: MachineScreens): string {
  const file = recordingFile(dir, recording.machine, recording.tenant);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(recording)}\n`);
  return file;
}

/** The newest modification time (ms) of the files under `paths` (directories walked). */
export function newestChange(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** What a recording was taken from: the app, the model tests' harness, and the recorder itself. */
const RECORDED_FROM = [
  join(ROOT, 'src'),
  join(ROOT, 'model-tests', 'support'),
  join(ROOT, 'scripts', 'lib', 'qa-screen.ts'),
  join(ROOT, 'scripts', 'lib', 'qa-screens-record.ts'),
];

/** A recording serves when it has every path with the same steps and was taken after the last change of its sources. */
export function isCurrent(
  recording: MachineScreens | undefined,
  paths: readonly PlanPath[],
  sourcesChangedAt: number,
): recording is MachineScreens {
  if (!recording || Date.parse(recording.recordedAt) < sourcesChangedAt) return false;
  return paths.every((p) => recording.paths[p.id]?.signature === pathSignature(p.steps));
}

/**
 * The default source: reuses current recordings and plays the rest in one Vitest run (happy-dom, the model tests'
 * set-up), `dir` keeping them for the next export.
 */
export function vitestScreens(dir = SCREENS_DIR): ScreenSource {
  return async (requests, args, log) => {
    const changedAt = newestChange(RECORDED_FROM);
    const stale = requests.filter(
      ({ entry, paths }) => !isCurrent(readRecording(dir, entry.name, args.tenant), paths, changedAt),
    );
    if (stale.length) {
      const request: ScreensRequest = {
        machines: stale.map((r) => r.entry.name),
        tenant: args.tenant,
        kinds: args.kinds,
        max: args.max,
        dir,
      };
      const started = Date.now();
      log(`\nrecording what the screen shows after each step: ${request.machines.join(', ')} (tenant ${args.tenant})`);
      const run = spawnSync(
        process.execPath,
        [
          join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--config',
          join(ROOT, 'scripts', 'lib', 'qa-screens.vitest.config.ts'),
          '--reporter=dot',
        ],
        {
          cwd: ROOT,
          env: { ...process.env, QA_SCREENS_REQUEST: JSON.stringify(request) },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      if (run.status !== 0) log(`recording failed (exit ${run.status}):\n${`${run.stdout}${run.stderr}`.slice(-4000)}`);
      else log(`recorded in ${((Date.now() - started) / 1000).toFixed(1)}s into ${dir}/`);
    }
    const out = new Map<string, MachineScreens>();
    for (const { entry, paths } of requests) {
      const recording = readRecording(dir, entry.name, args.tenant);
      if (isCurrent(recording, paths, 0)) out.set(entry.name, recording);
      else log(`no recorded screens for ${entry.name}: its expected results name the state only`);
    }
    return out;
  };
}

/**
 * The cases with their expected results as the screen shows them. A case that has steps opens with `opening` ("Abre la
 * pantalla", the initial state) and the whole screen; every step then says what changed, and the state it is in.
 * `paths` are the cases' paths, in the same order.
 */
export function withScreens(
  cases: readonly QaCase[],
  paths: readonly PlanPath[],
  recording: MachineScreens,
  language: QaLanguage,
  opening: QaStep,
  log: (line: string) => void = () => {},
): QaCase[] {
  return cases.map((c, i) => {
    const path = paths[i]!;
    const recorded = recording.paths[path.id];
    const screenAt = (k: number) => {
      const index = recorded?.screens[k];
      return index === undefined ? undefined : recording.screens[index];
    };
    if (recorded?.error)
      log(`  ${path.id}: played ${recorded.screens.length - 1} of ${path.steps.length} steps: ${recorded.error}`);
    // the QA steps that end a path step carry its expected result (a driver's earlier actions for one event have none)
    let k = path.steps.length === 0 ? 0 : 1;
    const steps = c.steps.map((step) => {
      if (!step.expected) return step;
      const before = k === 0 ? null : (screenAt(k - 1) ?? null);
      const expected = screenSentence(before, screenAt(k), step.expected, language);
      k += 1;
      return { ...step, expected };
    });
    if (path.steps.length > 0)
      steps.unshift({ ...opening, expected: screenSentence(null, screenAt(0), opening.expected, language) });
    return { ...c, steps };
  });
}
