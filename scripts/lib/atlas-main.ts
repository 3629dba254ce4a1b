// Issue 33 item 1: `npm run atlas [-- <machine> ...] [--tenant cl,br] [--width 360,1280]`: every state of every registered
// machine photographed through its real view in Chromium, per tenant and width, as a static gallery (atlas/ by default):
// index.html, one page per machine with its statechart (each state a link to its pictures) and the events that reach each.
// The paths are the model tests' (generatePaths, shortest), the view the one the Flow Explorer previews (/flows?stage).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, resolveChromium } from '../../e2e/helpers/browser';
import type { AnyFlowEntry } from '../../src/flows/flow-entry.types';
import { generatePaths } from '../../src/flows/flow-paths';
import { qaCase, type QaLanguage } from '../../src/flows/qa-export';
import { layoutStatechart } from '../../src/flows/statechart-layout';
import { findTenant, getTenant } from '../../src/tenants/tenants';
import { flowRegistry } from '../../src/views/explorer/flow-registry';
import { StatechartSvg } from '../../src/views/explorer/statechart-svg';
import { AtlasArgsError, parseAtlasArgs, type AtlasArgs } from './atlas-args';
import {
  indexHtml,
  machineHtml,
  nodeLinks,
  type AtlasMachine,
  type AtlasManifest,
  type AtlasStateEntry,
  type AtlasStep,
} from './atlas-html';
import { atlasStates, atlasWalks, stateSlug, type AtlasState } from './atlas-plan';
import { startAtlasServer } from './atlas-server';
import { shootAtWidth, shotFile, type ShootJob, type ShotResult } from './atlas-shoot';
import { buildEnvironment, hashBuildInputs, staleReason } from './build-inputs.mjs';
import { catalogueTranslator } from './qa-translate';

const ROOT = resolve(import.meta.dirname, '..', '..');
const LOCALES_DIR = join(ROOT, 'src', 'i18n', 'locales');
const say = (line: string) => console.log(`[atlas] ${line}`);

/** Builds `dist` when it is not current (as `npm start` decides: scripts/lib/build-inputs.mjs). */
async function ensureBuild(args: AtlasArgs): Promise<void> {
  const dist = resolve(ROOT, args.dist);
  const reason = await staleReason(dist, await hashBuildInputs(ROOT, buildEnvironment(process.env)));
  if (!reason) return say(`${args.dist} is current: no build`);
  if (!args.build) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${args.dist} has no build and --no-build was given`);
    return say(`${args.dist} is not current (${reason}); --no-build: using it as it is`);
  }
  say(`building into ${args.dist} (${reason})...`);
  const started = performance.now();
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const outDir = relative(ROOT, dist) === 'dist' ? [] : ['--outDir', dist, '--emptyOutDir'];
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', ...outDir], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', () => done(1));
    child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  say(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface Plan {
  entry: AnyFlowEntry;
  tenant: string;
  states: AtlasState[];
  steps: Map<string, AtlasStep[]>;
  jobs: ShootJob[];
}

const languageOf = (tenant: string): QaLanguage => (getTenant(tenant).locale === 'pt-BR' ? 'pt-BR' : 'es');

async function planFor(entry: AnyFlowEntry, tenant: string): Promise<Plan> {
  const paths = generatePaths(entry, { tenant, kind: 'shortest' });
  const states = atlasStates(paths);
  const t = catalogueTranslator(LOCALES_DIR, getTenant(tenant).locale);
  const steps = new Map<string, AtlasStep[]>();
  for (const state of states) {
    const path = paths.find((p) => p.id === state.pathId)!;
    const words = await qaCase(entry, path, languageOf(tenant), t);
    // the start is not a step: a path of no steps is the screen as it opens
    steps.set(state.state, path.steps.length ? words.steps.map(({ who, action }) => ({ who, action })) : []);
  }
  const jobs = atlasWalks(states).map((walk) => ({ machine: entry.name, tenant, walk }));
  return { entry, tenant, states, steps, jobs };
}

function catalogue(): Record<string, { name?: string; description?: string }> {
  const file = join(LOCALES_DIR, 'es', 'flows.json');
  return (
    (JSON.parse(readFileSync(file, 'utf8')) as { catalog?: Record<string, { name?: string; description?: string }> })
      .catalog ?? {}
  );
}

async function diagram(entry: AnyFlowEntry, machine: AtlasMachine): Promise<string> {
  const layout = await layoutStatechart(entry.machine);
  const links = nodeLinks(machine);
  return renderToStaticMarkup(
    createElement(StatechartSvg, {
      layout,
      active: new Set<string>(),
      enabledEvents: new Set<string>(),
      title: entry.name,
      stateHref: (id: string) => links.get(id),
    }),
  );
}

export async function runAtlas(argv: readonly string[]): Promise<number> {
  let args: AtlasArgs;
  try {
    args = parseAtlasArgs(argv);
  } catch (error) {
    if (error instanceof AtlasArgsError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const unknownTenant = args.tenants.find((t) => !findTenant(t));
  if (unknownTenant) {
    console.error(`unknown tenant ${unknownTenant}`);
    return 2;
  }
  const unknownMachine = args.machines.find((name) => !flowRegistry.some((e) => e.name === name));
  if (unknownMachine) {
    console.error(`unknown machine ${unknownMachine}; registered: ${flowRegistry.map((e) => e.name).join(', ')}`);
    return 2;
  }
  const entries = args.machines.length ? flowRegistry.filter((e) => args.machines.includes(e.name)) : flowRegistry;
  const out = resolve(ROOT, args.out);

  await ensureBuild(args);
  const started = performance.now();

  // the paths, in Node: the same generatePaths as the model tests and `npm run paths`
  const plans: Plan[] = [];
  const failed = new Map<string, string>();
  for (const entry of entries)
    for (const tenant of args.tenants) {
      try {
        plans.push(await planFor(entry, tenant));
      } catch (error) {
        failed.set(entry.name, `${tenant}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  const jobs = plans.flatMap((p) => p.jobs);
  const perWidth = jobs.reduce((n, job) => n + job.walk.shots.length, 0);
  say(
    `${entries.length} machines, ${plans.reduce((n, p) => n + p.states.length, 0)} states over ${args.tenants.join(', ')}: ` +
      `${perWidth * args.widths.length} pictures at ${args.widths.join(', ')} px (${jobs.length} walks a width)`,
  );

  for (const entry of entries) rmSync(join(out, 'shots', entry.name), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const server = await startAtlasServer(resolve(ROOT, args.dist));
  const browser = await chromium.launch({ executablePath: resolveChromium().executablePath, args: CHROMIUM_ARGS });
  const results: ShotResult[] = [];
  try {
    let done = 0;
    const total = perWidth * args.widths.length;
    const queue = [...args.widths];
    const worker = async () => {
      for (let width = queue.shift(); width !== undefined; width = queue.shift()) {
        const shots = await shootAtWidth(browser, server.url, width, jobs, out, (_job, n) => {
          done += n;
          if (done % 50 < n) say(`${done}/${total} pictures (${((performance.now() - started) / 1000).toFixed(0)} s)`);
        });
        results.push(...shots);
      }
    };
    await Promise.all(Array.from({ length: Math.min(args.concurrency, args.widths.length) }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  const seconds = Math.round((performance.now() - started) / 1000);

  // the gallery
  const texts = catalogue();
  const previous = existsSync(join(out, 'atlas.json'))
    ? (JSON.parse(readFileSync(join(out, 'atlas.json'), 'utf8')) as AtlasManifest)
    : null;
  const machines: AtlasMachine[] = [];
  for (const entry of entries) {
    const own = plans.filter((p) => p.entry === entry);
    const byState = new Map<string, AtlasStateEntry>();
    for (const plan of own)
      for (const state of plan.states) {
        const item = byState.get(state.state) ?? {
          state: state.state,
          slug: stateSlug(state.state),
          stateIds: state.stateIds,
          paths: {},
          shots: [],
        };
        item.paths[plan.tenant] = plan.steps.get(state.state) ?? [];
        byState.set(state.state, item);
      }
    for (const item of byState.values())
      for (const tenant of args.tenants)
        for (const width of args.widths) {
          if (!item.paths[tenant]) continue;
          const result = results.find(
            (r) => r.machine === entry.name && r.tenant === tenant && r.width === width && r.state === item.state,
          );
          item.shots.push({
            tenant,
            width,
            file: result?.file ?? shotFile(entry.name, tenant, width, item.state),
            notes: result?.notes ?? [],
            ...(result?.error || !result ? { error: result?.error ?? 'sin captura' } : {}),
          });
        }
    const machine: AtlasMachine = {
      name: entry.name,
      title: texts[entry.name]?.name ?? entry.name,
      description: texts[entry.name]?.description ?? entry.description,
      page: `${entry.name}.html`,
      states: [...byState.values()],
      ...(failed.has(entry.name) ? { error: `sin caminos: ${failed.get(entry.name)}` } : {}),
    };
    machines.push(machine);
    writeFileSync(join(out, machine.page), machineHtml(machine, args, await diagram(entry, machine)));
  }
  // machines not photographed this time keep their pages and entries
  const kept = (previous?.machines ?? []).filter(
    (m) => !machines.some((n) => n.name === m.name) && flowRegistry.some((e) => e.name === m.name),
  );
  const order = (name: string) => flowRegistry.findIndex((e) => e.name === name);
  const manifest: AtlasManifest = {
    generatedAt: new Date().toISOString(),
    tenants: args.tenants,
    widths: args.widths,
    seconds,
    machines: [...kept, ...machines].sort((a, b) => order(a.name) - order(b.name)),
  };
  writeFileSync(join(out, 'atlas.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(out, 'index.html'), indexHtml(manifest));
  const ok = results.filter((r) => !r.error).length;
  const notOk = results.filter((r) => r.error);
  say(`${ok} pictures in ${seconds} s (build not counted) -> ${relative(ROOT, join(out, 'index.html'))}`);
  for (const miss of notOk.slice(0, 20))
    say(`no picture: ${miss.machine} ${miss.tenant} ${miss.width} px ${miss.state}: ${miss.error}`);
  if (notOk.length > 20) say(`... and ${notOk.length - 20} more without a picture`);
  for (const [name, reason] of failed) say(`no paths for ${name}: ${reason}`);
  return 0;
}
