// Issue 35 item 6: `vite build --outDir /an/absolute/path` works. The build's own plugins resolve outDir as Vite does
// (path.resolve(root, outDir)); page-preloads joined the root with it and wrote under /root/an/absolute/path. The
// prerender resolves it the same way (not run here: it renders every page, about ten seconds).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagePreloads, PRELOADS_FILE } from './lib/page-preloads';
import { precompress } from './lib/precompress';

type Hook =
  ((this: unknown, ...args: unknown[]) => unknown) | { handler: (this: unknown, ...args: unknown[]) => unknown };
const call = (plugin: Plugin, name: keyof Plugin, ...args: unknown[]) => {
  const hook = plugin[name] as Hook;
  return (typeof hook === 'function' ? hook : hook.handler).call({}, ...args);
};
const project = fileURLToPath(new URL('..', import.meta.url));
const config = (outDir: string) => ({ root: project, mode: 'production', build: { outDir } }) as ResolvedConfig;

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cuenta-abs-out-'));
  await mkdir(join(outDir, '.vite'), { recursive: true });
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('an absolute outDir', () => {
  it('gets the page preload table', async () => {
    const manifest = { 'index.html': { file: 'assets/main.js', isEntry: true } };
    await writeFile(join(outDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const plugin = pagePreloads();
    call(plugin, 'configResolved', config(outDir));
    call(plugin, 'buildStart');
    await call(plugin, 'closeBundle');
    const table = JSON.parse(await readFile(join(outDir, PRELOADS_FILE), 'utf8')) as { tenants: object };
    expect(table.tenants).toHaveProperty('cl', 'es-CL');
    expect(existsSync(join(project, outDir))).toBe(false);
  }, 60_000);

  it('gets the compressed copies', async () => {
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, 'assets', 'main.js'), 'console.log("cuenta");\n'.repeat(100));
    const plugin = precompress();
    call(plugin, 'configResolved', config(outDir));
    call(plugin, 'writeBundle');
    await call(plugin, 'closeBundle');
    expect(existsSync(join(outDir, 'assets', 'main.js.br'))).toBe(true);
    expect(existsSync(join(outDir, 'assets', 'main.js.gz'))).toBe(true);
  });
});
