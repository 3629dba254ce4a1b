// Issue 17: brotli and gzip copies of the built text files, made once at build time (node:zlib) so that the server sends
// them as they are (@fastify/static preCompressed) and spends no CPU compressing on the request path.
//
// Issue 35: cheaper at start-up, same output (brotli quality 11, gzip 9). Parallel: zlib's asynchronous brotli and gzip
// run on libuv's thread pool, a file per core at a time, largest first, instead of one synchronous call after another on
// the main thread; the plugin starts them as soon as the files are written (writeBundle) and waits for them last, so they
// overlap the prerender's end. Incremental: a copy is kept by the sha-256 of the file's content in
// node_modules/.cache/cuenta-precompress, and a build whose chunk did not change (a content-hashed file name) reuses it
// instead of compressing again. Quality stays 11: measured, brotli spends about 5 CPU seconds on a whole build (2.6 of
// them on elk, the Flow Explorer's 1.4 MB chunk, which takes a lane of its own); quality 10 would save about 2 of them
// for 1.8% more bytes (850.8 -> 866.3 kB), about a second of a first build and nothing once the copies are cached.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** below this a compressed copy saves less than a TCP packet and costs a file */
export const MIN_BYTES = 1024;
/** the settings are part of a cached copy's key: changing them recompresses everything */
const SETTINGS = 'br11-gz9';
/** cached copies not used by a build for this long are removed */
const CACHE_DAYS = 14;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path); // the manifest is read by the server, never sent
    } else yield path;
  }
}

function compress(raw: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
}

/** A cached pair of copies (by content), or one compressed now and put in the cache. */
async function cachedCompress(raw: Buffer, cacheDir: string | null): Promise<{ copies: Buffer[]; reused: boolean }> {
  if (!cacheDir) return { copies: await compress(raw), reused: false };
  const key = createHash('sha256').update(SETTINGS).update(raw).digest('hex');
  const br = join(cacheDir, `${key}.br`);
  const gz = join(cacheDir, `${key}.gz`);
  try {
    const copies = await Promise.all([readFile(br), readFile(gz)]);
    const now = new Date();
    await Promise.all([utimes(br, now, now), utimes(gz, now, now)]);
    return { copies, reused: true };
  } catch {
    // not cached yet (or removed by another build's clean-up): compress
  }
  const copies = await compress(raw);
  // written under a temporary name and renamed: a build running beside this one never reads half a file
  const temporary = `.${process.pid}-${key}`;
  await Promise.all(
    [br, gz].map(async (path, i) => {
      await writeFile(join(cacheDir, `${temporary}${i}`), copies[i]);
      await rename(join(cacheDir, `${temporary}${i}`), path);
    }),
  );
  return { copies, reused: false };
}

async function pruneCache(cacheDir: string): Promise<void> {
  const before = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < before) await rm(path, { force: true });
  }
}

export interface PrecompressTotals {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
  /** files whose copies came from the cache */
  reused: number;
}

/**
 * Writes <file>.br and <file>.gz beside every compressible file of `dir` of at least MIN_BYTES; returns the totals.
 * With `cacheDir`, copies are reused by content from there and new ones are kept there.
 */
export async function precompressDir(dir: string, options: { cacheDir?: string } = {}): Promise<PrecompressTotals> {
  const cacheDir = options.cacheDir ?? null;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const found: { path: string; size: number }[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const { size } = await stat(path);
    if (size >= MIN_BYTES) found.push({ path, size });
  }
  // largest (slowest) first, so that the threads stay busy to the end; one file per core at a time (its brotli and gzip
  // in two of the pool's four threads): every file at once would hold a brotli encoder's memory per file
  found.sort((a, b) => b.size - a.size);
  const totals: PrecompressTotals = { files: 0, raw: 0, brotli: 0, gzip: 0, reused: 0 };
  let next = 0;
  const lane = async () => {
    for (let item = found[next++]; item; item = found[next++]) {
      const { path } = item;
      const raw = await readFile(path);
      const {
        copies: [br, gz],
        reused,
      } = await cachedCompress(raw, cacheDir);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      totals.files += 1;
      totals.raw += raw.length;
      totals.brotli += br.length;
      totals.gzip += gz.length;
      if (reused) totals.reused += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
  if (cacheDir) await pruneCache(cacheDir);
  return totals;
}

/** Vite plugin: once a production build has written its files, compress them (awaited at the end of the build). */
export function precompress(): Plugin {
  let outDir = 'dist';
  let cacheDir = '';
  let running: Promise<PrecompressTotals> | null = null;
  return {
    name: 'cuenta:precompress',
    apply: 'build',
    configResolved(config) {
      // like Vite: an absolute outDir stays as it is, a relative one is under the root
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = resolve(config.root, 'node_modules', '.cache', 'cuenta-precompress');
    },
    writeBundle() {
      running = precompressDir(outDir, { cacheDir });
      running.catch(() => {}); // reported by closeBundle, which awaits it
    },
    async closeBundle() {
      if (!running) return;
      const t = await running;
      running = null;
      this.info?.(
        `precompressed ${t.files} files (${t.reused} from the cache): ${t.raw} B -> brotli ${t.brotli} B, gzip ${t.gzip} B`,
      );
    },
  };
}
