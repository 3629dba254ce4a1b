// Issue 35: is dist/ current? A content hash of everything the production build reads, written into the build output
// (dist/.vite/inputs-hash, by the build-stamp plugin once every other plugin has finished) and compared by scripts/start.mjs,
// so that `npm start` builds only when a source changed. Plain JavaScript: start.mjs runs it with node alone, before tsx.
import { createHash } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** vite.config.ts's build.outDir, read by start.mjs without loading the config */
export const OUT_DIR = 'dist';
/** where the hash sits in the build output (the server never sends .vite/) */
export const INPUTS_HASH_FILE = join('.vite', 'inputs-hash');

/**
 * What the build reads, relative to the root: the app's sources and static files, the config and its plugins with the
 * modules they load (all of scripts/lib: scripts/start.test.ts checks that the config's imports are in it; a file there
 * that the build does not read costs a needless build at worst), and the installed versions.
 */
export const BUILD_INPUTS = [
  'index.html',
  'src',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/lib',
];

/** never bundled: editing a test does not make dist/ stale */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;
/** Vite reads .env, .env.local, .env.<mode>, .env.<mode>.local from the root */
const ENV_FILE = /^\.env(\..+)?$/;

async function listFiles(root, path, out) {
  let entries;
  try {
    entries = await readdir(join(root, path), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return void out.push(path);
    if (error.code === 'ENOENT') return; // an optional input (public/, .env) that is not there
    throw error;
  }
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await listFiles(root, child, out);
    else if (!NOT_BUILT.test(entry.name)) out.push(child);
  }
}

/**
 * The environment that changes the output: the mode, NODE_ENV as Vite resolves it (unset means production for a build;
 * development bundles React's development build) and the VITE_ variables that import.meta.env puts into the bundle.
 */
export function buildEnvironment(env = process.env, mode = 'production') {
  const vite = Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => [key, env[key]]);
  return { mode, nodeEnv: env.NODE_ENV || 'production', vite };
}

/** sha-256 over the inputs' relative paths and contents, in a fixed order, and the build environment. */
export async function hashBuildInputs(root, environment = buildEnvironment()) {
  const files = [];
  for (const input of BUILD_INPUTS) await listFiles(root, input, files);
  for (const entry of await readdir(root)) if (ENV_FILE.test(entry)) files.push(entry);
  files.sort();
  const contents = await Promise.all(files.map((file) => readFile(join(root, file))));
  const hash = createHash('sha256');
  hash.update(JSON.stringify(environment));
  files.forEach((file, i) => {
    hash.update(`\0${file.split(sep).join('/')}\0${contents[i].length}\0`);
    hash.update(contents[i]);
  });
  return hash.digest('hex');
}

/** The hash a finished build left in `outDir`, or null (no build, or one that did not finish). */
export async function readInputsHash(outDir) {
  try {
    await access(join(outDir, 'index.html'));
    return (await readFile(join(outDir, INPUTS_HASH_FILE), 'utf8')).trim();
  } catch {
    return null;
  }
}

/** Why `outDir` must be built for inputs that hash to `hash`, or null when it is current. */
export async function staleReason(outDir, hash) {
  const built = await readInputsHash(outDir);
  if (built === hash) return null;
  return built === null ? 'no finished build there' : 'its sources, config or build environment changed since';
}
