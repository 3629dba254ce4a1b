// Issue 35: `npm start` (scripts/start.mjs) builds only when dist/ is not current: the hash of the build's inputs
// (scripts/lib/build-inputs.mjs) against the one the last finished build wrote (scripts/lib/build-stamp.ts).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildEnvironment, hashBuildInputs, INPUTS_HASH_FILE, staleReason } from './lib/build-inputs.mjs';
import { buildStamp } from './lib/build-stamp';

const FIXTURE: Record<string, string> = {
  'index.html': '<div id="root"></div>',
  'src/main.tsx': 'export const a = 1;',
  'src/views/login.view.tsx': 'export const b = 2;',
  'src/views/login.view.test.tsx': 'test("x", () => {});',
  'public/logo.svg': '<svg/>',
  'vite.config.ts': 'export default {};',
  'package.json': '{}',
  'package-lock.json': '{"lockfileVersion":3}',
  'scripts/lib/prerender.ts': 'export {};',
  'server/src/main.ts': 'the server is not built by vite',
};

let root: string;
const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};
const production = buildEnvironment({}, 'production');

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cuenta-inputs-'));
  for (const [path, text] of Object.entries(FIXTURE)) await write(path, text);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the hash of the build inputs', () => {
  it('is the same for the same inputs, and changes with a source, a static file, the lockfile or the config', async () => {
    const first = await hashBuildInputs(root, production);
    expect(await hashBuildInputs(root, production)).toBe(first);
    for (const path of [
      'src/views/login.view.tsx',
      'public/logo.svg',
      'package-lock.json',
      'scripts/lib/prerender.ts',
    ]) {
      await write(path, `${FIXTURE[path]} `);
      expect(await hashBuildInputs(root, production), path).not.toBe(first);
      await write(path, FIXTURE[path]!);
    }
    expect(await hashBuildInputs(root, production)).toBe(first);
    await write('src/views/new-page.tsx', 'export {};');
    expect(await hashBuildInputs(root, production)).not.toBe(first);
    await rm(join(root, 'src/views/new-page.tsx'));
    // a file moved keeps its content but not its place in the build
    await rm(join(root, 'src/main.tsx'));
    await write('src/entry.tsx', FIXTURE['src/main.tsx']!);
    expect(await hashBuildInputs(root, production)).not.toBe(first);
  });

  it('ignores what the build never reads: tests and the server', async () => {
    const first = await hashBuildInputs(root, production);
    await write('src/views/login.view.test.tsx', 'test("y", () => {});');
    await write('server/src/main.ts', 'changed');
    expect(await hashBuildInputs(root, production)).toBe(first);
  });

  it('reads Vite .env files and the environment that changes the output', async () => {
    const first = await hashBuildInputs(root, production);
    await write('.env.production', 'VITE_BOT_CHECK_MODE=after-failures');
    expect(await hashBuildInputs(root, production)).not.toBe(first);
    await rm(join(root, '.env.production'));
    // NODE_ENV unset builds for production, as Vite does
    expect(await hashBuildInputs(root, buildEnvironment({ NODE_ENV: 'production' }))).toBe(first);
    expect(await hashBuildInputs(root, buildEnvironment({ NODE_ENV: 'development' }))).not.toBe(first);
    expect(await hashBuildInputs(root, buildEnvironment({}, 'staging'))).not.toBe(first);
    expect(await hashBuildInputs(root, buildEnvironment({ VITE_SESSION_MODAL_REDIRECT: 'true' }))).not.toBe(first);
    expect(await hashBuildInputs(root, buildEnvironment({ API_PORT: '3009' }))).toBe(first);
  });
});

describe('is dist/ current', () => {
  it('builds when there is no build, an unfinished one or one of other inputs; not when the hash matches', async () => {
    const hash = await hashBuildInputs(root, production);
    const dist = join(root, 'dist');
    expect(await staleReason(dist, hash)).toMatch(/no finished build/);
    await write('dist/index.html', '<html>');
    expect(await staleReason(dist, hash)).toMatch(/no finished build/); // no stamp: stopped half-way
    await write(`dist/${INPUTS_HASH_FILE}`, `${hash}\n`);
    expect(await staleReason(dist, hash)).toBeNull();
    await write('src/main.tsx', 'export const a = 2;');
    expect(await staleReason(dist, await hashBuildInputs(root, production))).toMatch(/changed since/);
    await rm(join(root, 'dist/index.html'));
    expect(await staleReason(dist, hash)).toMatch(/no finished build/);
  });
});

type Hook =
  ((this: unknown, ...args: unknown[]) => unknown) | { handler: (this: unknown, ...args: unknown[]) => unknown };
const call = (plugin: Plugin, name: keyof Plugin, ...args: unknown[]) => {
  const hook = plugin[name] as Hook;
  return (typeof hook === 'function' ? hook : hook.handler).call({}, ...args);
};
const resolved = (config: { root: string; outDir: string; mode?: string }) =>
  ({ root: config.root, mode: config.mode ?? 'production', build: { outDir: config.outDir } }) as ResolvedConfig;

describe('the build stamp plugin', () => {
  it('writes the inputs hash once the build has finished, into an absolute outDir too', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'cuenta-out-'));
    try {
      const plugin = buildStamp();
      call(plugin, 'configResolved', resolved({ root, outDir }));
      await write(relative(root, join(outDir, INPUTS_HASH_FILE)), 'stale\n');
      await call(plugin, 'buildStart');
      expect(existsSync(join(outDir, INPUTS_HASH_FILE))).toBe(false); // a build under way is not current
      call(plugin, 'buildEnd');
      await call(plugin, 'closeBundle');
      expect((await readFile(join(outDir, INPUTS_HASH_FILE), 'utf8')).trim()).toBe(
        await hashBuildInputs(root, buildEnvironment(process.env, 'production')),
      );
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it('writes no stamp after a failed build', async () => {
    const plugin = buildStamp();
    call(plugin, 'configResolved', resolved({ root, outDir: 'dist' }));
    await call(plugin, 'buildStart');
    call(plugin, 'buildEnd', new Error('a module did not parse'));
    await call(plugin, 'closeBundle');
    expect(existsSync(join(root, 'dist', INPUTS_HASH_FILE))).toBe(false);
  });
});

describe('vite.config.ts', () => {
  const project = fileURLToPath(new URL('..', import.meta.url));
  const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

  /** the project files vite.config.ts loads when Vite bundles it: its relative value imports, and theirs */
  function configGraph(): Map<string, string[]> {
    const graph = new Map<string, string[]>();
    const visit = (file: string) => {
      if (graph.has(file)) return;
      const specifiers = [...readFileSync(join(project, file), 'utf8').matchAll(RUNTIME_IMPORT)].map((m) => m[1]!);
      graph.set(file, specifiers);
      for (const specifier of specifiers) {
        const target = relative(project, resolve(project, dirname(file), specifier));
        if (existsSync(join(project, target))) visit(target);
      }
    };
    visit('vite.config.ts');
    return graph;
  }

  it('imports each module with its extension, as Vite native config loader needs, and none of src/', () => {
    const graph = configGraph();
    expect(graph.size).toBeGreaterThan(4);
    for (const [file, specifiers] of graph) {
      for (const specifier of specifiers) expect(specifier, `${file} imports ${specifier}`).toMatch(/\.(m?js|ts)$/);
      expect(file, 'the plugins load the app through Vite (runnerImport, ssrLoadModule)').not.toMatch(/^src\//);
    }
  });

  it('loads nothing that the inputs hash leaves out', () => {
    for (const file of configGraph().keys())
      expect(
        BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`)),
        file,
      ).toBe(true);
  });
});
