#!/usr/bin/env node
// `npm test`: lint, types, unit + model-based + API (vitest), browser (Playwright). Each step runs even if an earlier one
// failed, so one run shows every problem; the last line counts the tests: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const reportDir = 'test-results';
mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);

const steps = [
  // ESLint (with the import arrows of STYLE.md), the import-cycle check and the formatter (issue 9)
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'types', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  {
    name: 'vitest',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportDir}/vitest.json`],
    report: () => {
      const r = JSON.parse(readFileSync(`${reportDir}/vitest.json`, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
    },
  },
  // Issue 35 item 3: Node 20 left LTS in April 2026; the API tests run again on Node 24 LTS (the npm registry's `node`
  // package, as STACK.md says), on PGlite (the PostgreSQL pass above already ran them on Node 20). When the registry is not
  // reachable the step says so and counts as skipped, it does not pass silently.
  {
    name: 'node24',
    cmd: 'npx',
    args: [
      '-y',
      '-p',
      'node@24',
      'node',
      'node_modules/vitest/vitest.mjs',
      'run',
      'server/test/routes',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${reportDir}/vitest-node24.json`,
    ],
    env: { TEST_DATABASE_URL: '' },
    probe: {
      cmd: 'npx',
      args: ['-y', '-p', 'node@24', 'node', '-e', 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)'],
    },
    report: () => {
      const r = JSON.parse(readFileSync(`${reportDir}/vitest-node24.json`, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
    },
  },
  // A production build (NODE_ENV=production, whatever the caller's): the browser step serves it.
  // Issue 6: every machine marked complete must be 100% covered by the model-based suite that has just run (its coverage
  // recorder writes test-results/coverage); the QA plans land in test-results/qa-plans.
  {
    name: 'paths',
    cmd: 'npx',
    args: ['tsx', 'scripts/paths.ts', '--kind', 'shortest', '--out', `${reportDir}/qa-plans`],
    quiet: true,
  },
  { name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], env: { NODE_ENV: 'production' } },
  // Issue 17: each route's JavaScript (gzip, from the build's manifest) against its budget; names the biggest files when over
  { name: 'budget', cmd: 'node', args: ['scripts/bundle-budget.mjs', 'dist'] },
  {
    name: 'browser',
    cmd: 'npx',
    args: ['playwright', 'test'],
    // The build step has just built dist/ (when it is skipped with a step filter, Playwright builds it itself).
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json`,
      ...(only.length ? {} : { E2E_SKIP_BUILD: '1' }),
    },
    report: () => {
      const r = JSON.parse(readFileSync(`${reportDir}/playwright.json`, 'utf8'));
      return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected, skipped: r.stats.skipped };
    },
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  // coverage from an earlier run must not count for this one
  if (step.name === 'vitest') rmSync(`${reportDir}/coverage`, { recursive: true, force: true });
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  if (step.probe && spawnSync(step.probe.cmd, step.probe.args, { stdio: 'ignore' }).status !== 0) {
    totals.skipped += 1;
    console.log(`--- ${step.name}: SKIPPED, ${step.probe.args.slice(0, 3).join(' ')} could not be fetched or run here`);
    continue;
  }
  const res = spawnSync(step.cmd, step.args, {
    stdio: step.quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, ...step.env },
    // a quiet step's output is kept in memory (the QA plans of every machine are several MB): no 1 MB cap (EPIPE)
    maxBuffer: 512 * 1024 * 1024,
  });
  // a quiet step prints only its summary (the plans are in files), unless it failed
  if (step.quiet && res.stdout) {
    const out = res.stdout.toString();
    const summary = out.slice(out.indexOf('=== Model-test coverage'));
    process.stdout.write(res.status === 0 && summary ? summary : out);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) failedSteps.push(step.name);
  if (step.report) {
    try {
      const counts = step.report();
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      console.log(`--- ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`);
    } catch {
      totals.failed += 1;
      console.log(`--- ${step.name}: no report was written (${seconds}s)`);
      if (!failedSteps.includes(step.name)) failedSteps.push(step.name);
    }
  } else {
    console.log(`--- ${step.name}: ${res.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
}

console.log('');
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
