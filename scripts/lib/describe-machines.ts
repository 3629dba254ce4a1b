// Issue 33 item 3: describes every machine of a source tree (`<root>/src/machines/<flow>/*.machine.ts`) as JSON on stdout,
// for `npm run flows:diff`. It is run once on this checkout and once on an exported older revision (with this checkout's
// node_modules), so it reads machines by their files and needs nothing of the tree but its machines.
import { readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { describeMachine, type MachineDescription } from '../../src/flows/flow-diff';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'implementations' in value &&
  typeof (value as { provide?: unknown }).provide === 'function';

export async function describeTree(root: string): Promise<Record<string, MachineDescription>> {
  const machinesDir = join(resolve(root), 'src', 'machines');
  const out: Record<string, MachineDescription> = {};
  if (!existsSync(machinesDir)) return out; // a revision before the first machine
  for (const flow of readdirSync(machinesDir).sort()) {
    const dir = join(machinesDir, flow);
    if (!existsSync(dir) || flow === 'shared') continue;
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.machine.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      const exports = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
      const machines = Object.entries(exports).filter(([, value]) => isMachine(value)) as [string, AnyStateMachine][];
      for (const [name, machine] of machines)
        out[machines.length === 1 ? flow : `${flow}:${name}`] = describeMachine(machine);
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = process.argv[2] ?? '.';
  process.stdout.write(JSON.stringify(await describeTree(root)));
}
