#!/usr/bin/env node
// `node scripts/bundle-budget.mjs [distDir] [--all] [--no-floor]`: per-route JavaScript weights of a production build against the
// budgets of issue 17 (scripts/lib/bundle-budget.mjs); exits 1 naming the biggest files of each route over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, checkBudgets, gzipSizer, kB, routeWeights } from './lib/bundle-budget.mjs';
import { designFloor } from './lib/design-floor.mjs';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build first (vite build writes it: build.manifest in vite.config.ts)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const weights = routeWeights(manifest, gzipSizer(dist));

console.log(`entry: ${kB(weights.entry.gzip)} gzip in ${weights.entry.files.length} files`);
const rows = args.includes('--all') ? weights.routes : weights.routes.filter((r) => r.route in BUDGETS.initial);
for (const { route, initial, own } of rows) {
  console.log(
    `${route.padEnd(28)} initial ${kB(initial.gzip).padStart(9)} (${initial.files.length} files)  own ${kB(own.gzip).padStart(9)}`,
  );
}
// issue 28: the design card's libraries built alone (scripts/floor): what of the login's weight is the stack, what is ours
const login = weights.routes.find((r) => r.route === 'login');
if (login && !args.includes('--no-floor')) {
  const floor = await designFloor();
  console.log(
    `login first load ${kB(login.initial.gzip)}: the design card's libraries built alone ${kB(floor)}, Cuenta's own ${kB(login.initial.gzip - floor)}`,
  );
}
const biggestOwn = [...weights.routes].sort((a, b) => b.own.gzip - a.own.gzip)[0];
if (biggestOwn) console.log(`largest own chunks: ${biggestOwn.route} ${kB(biggestOwn.own.gzip)}`);

const failures = checkBudgets(weights);
for (const f of failures) {
  console.log(`\nOVER BUDGET: ${f.route} ${f.kind} JS ${kB(f.gzip)} gzip > ${kB(f.limit)}; biggest contributors:`);
  for (const file of f.files.slice(0, 6)) console.log(`  ${kB(file.gzip).padStart(9)}  ${file.file}`);
}
if (failures.length) process.exit(1);
console.log('every route within its budget');
