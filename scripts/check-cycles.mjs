#!/usr/bin/env node
// Issue 9 (STYLE.md §22): the import-cycle check of the lint step. Reads every TypeScript file of src/, server/src/,
// scripts/ and model-tests/, follows their static relative value imports (`import type` and lazy `import()` are not
// load-time edges), and fails with each cycle it finds (Tarjan's strongly connected components). No dependency: it
// installs wherever `npm ci` does.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['src', 'server/src', 'scripts', 'model-tests', 'e2e'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** static value imports and re-exports: `import x from './a'`, `import './a'`, `export { x } from './a'` (not `import type`) */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(process.cwd(), candidate);
  }
  return null;
}

export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      // `import { type A, type B } from` imports only types
      if (/^\s*import\s*\{\s*(?:type\s+\w+(?:\s+as\s+\w+)?\s*,?\s*)+\}\s*from/.test(match[0])) continue;
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(relative(process.cwd(), file), targets);
  }
  return graph;
}

export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? new Set()).has(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = ROOTS.flatMap((root) => walk(root));
  const cycles = findCycles(importGraph(files));
  if (cycles.length) {
    console.error(`import cycles (${cycles.length}):`);
    for (const cycle of cycles) console.error(`  ${cycle.join(' <-> ')}`);
    process.exit(1);
  }
  console.log(`no import cycle in ${files.length} files`);
}
