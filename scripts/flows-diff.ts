// Issue 33 item 3: `npm run flows:diff -- <git-rev> [machine ...] [--json]` lists, per machine, the states, transitions,
// guards and delays added, removed or changed since <git-rev>. The older revision's src/ is exported to a temporary
// folder (git archive) and described there with this checkout's node_modules; nothing of the working tree changes.
// `--out <file>` also writes the comparison as a file the Flow Explorer loads ('Comparar con una revisión…') to draw the
// flow with what is new and what changed marked, and what was removed listed beside it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { diffMachines, formatDiff, toDiffDocument, type MachineDescription } from '../src/flows/flow-diff';
import { describeTree } from './lib/describe-machines';

const USAGE = 'usage: npm run flows:diff -- <git-rev> [machine ...] [--json] [--out <file>]';
const args = process.argv.slice(2);
const json = args.includes('--json');
let out: string | undefined;
const rest: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--json') continue;
  if (arg === '--out') out = args[++i];
  else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
  else rest.push(arg);
}
const [revision, ...machines] = rest;
if (!revision || revision.startsWith('-') || out === '' || (args.includes('--out') && !out)) {
  console.error(USAGE);
  process.exit(2);
}
const repo = resolve(import.meta.dirname, '..');
let commit: string;
try {
  commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
} catch {
  console.error(`unknown revision ${revision}\n${USAGE}`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'flows-diff-'));
try {
  execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C "${dir}"`], { cwd: repo });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // the older tree is described in a process of its own (its modules must not mix with this checkout's)
  const before = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts/lib/describe-machines.ts'), dir], {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as Record<string, MachineDescription>;
  const after = await describeTree(repo);
  const pick = (all: Record<string, MachineDescription>) =>
    machines.length ? Object.fromEntries(Object.entries(all).filter(([name]) => machines.includes(name))) : all;
  const diffs = diffMachines(pick(before), pick(after));
  process.stdout.write(
    json ? `${JSON.stringify(diffs, null, 2)}\n` : formatDiff(diffs, `${revision} (${commit.slice(0, 10)})`),
  );
  if (out) {
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), out); // npm runs scripts at the root: the path is the caller's
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(toDiffDocument(diffs, revision, commit), null, 2)}\n`);
    // on stderr, so that --json's stdout stays JSON
    console.error(
      `comparison written to ${file}: open it in the Flow Explorer (/flows) with 'Comparar con una revisión…'`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
