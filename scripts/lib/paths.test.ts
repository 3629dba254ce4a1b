import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineInventory } from '../../src/flows/flow-model';
import { generatePaths, samplesFor } from '../../src/flows/flow-paths';
import { computeCoverage, overallCoverage } from './coverage';
import { fixtureFlow } from './fixtures/fixture-flow';
import { parsePathsArgs } from './paths-args';
import { formatPathText } from './plan-printer';
import { runPaths } from './run-paths';

describe('samplesFor', () => {
  it('replaces the common samples of a type with the tenant variant', () => {
    expect(samplesFor(fixtureFlow, 'cl').filter((e) => e.type === 'code.change')).toEqual([
      { type: 'code.change', value: '1234' },
    ]);
    expect(samplesFor(fixtureFlow, 'br').filter((e) => e.type === 'code.change')).toEqual([
      { type: 'code.change', value: '123456' },
    ]);
    expect(samplesFor(fixtureFlow, 'br')).toHaveLength(5);
  });
});

describe('path printer', () => {
  it('prints the shortest path to the final state as user, server and timer steps', () => {
    const paths = generatePaths(fixtureFlow, { tenant: 'cl', kind: 'shortest' });
    const toDone = paths.find((p) => p.target === 'done');
    expect(toDone).toBeDefined();
    expect(formatPathText(toDone!)).toBe(
      [
        'fixture-shortest-6 (tenant cl): reach done in 4 steps',
        '  1. [user] User: code.change {"value":"1234"}  -> editing',
        '  2. [user] User: form.submit  -> sending',
        '  3. [server] Server answers: sendCode succeeds {"ok":true}  -> sent',
        '  4. [timer] Timer fires: resendWait  -> done',
      ].join('\n'),
    );
  });

  it('reaches the error state through a server failure', () => {
    const paths = generatePaths(fixtureFlow, { tenant: 'cl', kind: 'shortest' });
    const failed = paths.find((p) => p.target === 'failed');
    expect(failed?.steps.map((s) => s.kind)).toEqual(['user', 'user', 'error']);
    expect(failed?.steps[2]?.description).toBe('Server answers: sendCode fails {"code":"GENERIC_ERROR"}');
  });

  it('uses the tenant variant that passes the guard', () => {
    const paths = generatePaths(fixtureFlow, { tenant: 'br', kind: 'shortest' });
    expect(paths.find((p) => p.target === 'sending')?.steps[0]?.event).toEqual({
      type: 'code.change',
      value: '123456',
    });
  });

  it('takes every edge of the graph with the transitions kind (the timer included)', () => {
    const paths = generatePaths(fixtureFlow, { tenant: 'cl', kind: 'transitions' });
    const taken = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect([...taken].sort()).toEqual([
      'code.change',
      'error.retry',
      'form.submit',
      'xstate.after.resendWait.fixture.sent',
      'xstate.done.actor.sendCode',
      'xstate.error.actor.sendCode',
    ]);
    expect(paths.find((p) => p.steps.at(-1)?.event.type === 'error.retry')?.target).toBe('editing');
  });

  it('caps the number of paths, shortest first', () => {
    const paths = generatePaths(fixtureFlow, { tenant: 'cl', kind: 'simple', max: 2 });
    expect(paths.map((p) => p.id)).toEqual(['fixture-simple-1', 'fixture-simple-2']);
    expect(paths[0]!.steps.length).toBeLessThanOrEqual(paths[1]!.steps.length);
  });
});

describe('coverage count', () => {
  const inventory = machineInventory(fixtureFlow.machine);

  it('counts every state and transition of the machine', () => {
    expect(inventory.states).toEqual([
      'fixture.editing',
      'fixture.sending',
      'fixture.failed',
      'fixture.sent',
      'fixture.done',
    ]);
    // code.change, form.submit, done, error, retry, after
    expect(inventory.transitions).toHaveLength(6);
  });

  it('reports what a model test did not visit, and ignores ids the machine no longer has', () => {
    const c = computeCoverage('fixture', true, inventory, {
      machine: 'fixture',
      states: ['fixture.editing', 'fixture.sending', 'fixture.gone'],
      transitions: [inventory.transitions[0]!],
    });
    expect(c.states).toMatchObject({ covered: 2, total: 5 });
    expect(c.states.missing).toEqual(['fixture.failed', 'fixture.sent', 'fixture.done']);
    expect(c.transitions).toMatchObject({ covered: 1, total: 6 });
    expect(c.percent).toBe(27.2); // 3 of 11, rounded down
    expect(overallCoverage([c])).toEqual({ covered: 3, total: 11, percent: 27.2 });
  });

  it('is 100% when everything was visited', () => {
    const c = computeCoverage('fixture', true, inventory, { machine: 'fixture', ...inventory });
    expect(c.percent).toBe(100);
  });
});

describe('npm run paths', () => {
  const run = async (argv: string[], coverage?: object) => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-'));
    const coverageDir = join(dir, 'coverage');
    if (coverage) {
      mkdirSync(coverageDir);
      writeFileSync(join(coverageDir, 'fixture.json'), JSON.stringify(coverage));
    }
    const lines: string[] = [];
    const args = parsePathsArgs([...argv, '--out', join(dir, 'plans'), '--coverage', coverageDir], { tenant: 'cl' });
    const result = await runPaths([fixtureFlow], args, (l) => lines.push(l));
    return { dir, result, output: lines.join('\n') };
  };

  it('fails for a complete machine below 100% and names what is missing', async () => {
    const { result, output } = await run(['fixture']);
    expect(result.exitCode).toBe(1);
    expect(output).toContain('missing state      fixture.failed');
    expect(output).toContain('FAIL: below 100% for machines marked complete: fixture');
  });

  it('writes Markdown and JSON plans and passes at 100%', async () => {
    const inventory = machineInventory(fixtureFlow.machine);
    const { dir, result, output } = await run(['--kind', 'shortest'], { machine: 'fixture', ...inventory });
    expect(result.exitCode).toBe(0);
    expect(output).toContain(`${'fixture'.padEnd(26)} states 5/5  transitions 6/6  100.0%  [complete]`);
    const md = readFileSync(join(dir, 'plans', 'fixture.cl.md'), 'utf8');
    expect(md).toContain('| 3 | server | Server answers: sendCode succeeds {"ok":true} | `sent` |');
    const json = JSON.parse(readFileSync(join(dir, 'plans', 'fixture.cl.json'), 'utf8')) as {
      paths: { kind: string }[];
    };
    expect(json.paths.every((p) => p.kind === 'shortest')).toBe(true);
  });

  it('rejects an unknown machine and bad options', async () => {
    expect((await run(['nope'])).result.exitCode).toBe(2);
    expect(() => parsePathsArgs(['--format', 'docx'], { tenant: 'cl' })).toThrow(/md, gherkin, csv, xray-json/);
    expect(() => parsePathsArgs(['--language', 'fr'], { tenant: 'cl' })).toThrow(/es, pt-BR/);
    expect(() => parsePathsArgs(['--kind', 'longest'], { tenant: 'cl' })).toThrow(/shortest, simple, transitions/);
    expect(() => parsePathsArgs(['--max', '0'], { tenant: 'cl' })).toThrow(/positive/);
    expect(parsePathsArgs(['login', '--tenant=br', '--max', '3'], { tenant: 'cl' })).toMatchObject({
      machines: ['login'],
      tenant: 'br',
      max: 3,
    });
  });

  it("exports the paths as Gherkin in Spanish: the driver's actions in words, answers as preconditions", async () => {
    const { dir, result } = await run(['--kind', 'shortest', '--format', 'gherkin']);
    expect(result.files).toEqual([join(dir, 'plans', 'fixture.cl.feature')]);
    const feature = readFileSync(join(dir, 'plans', 'fixture.cl.feature'), 'utf8');
    expect(feature.startsWith('# language: es\nCaracterística: fixture\n')).toBe(true);
    expect(feature).toContain('  Escenario: fixture-shortest-');
    expect(feature).toContain(
      '    Cuando Escribe «1234» en el campo code\n    Entonces La pantalla queda en el estado «editing»',
    );
    expect(feature).toContain('    Cuando Pulsa «Enviar»\n    Entonces La pantalla queda en el estado «sending»');
    expect(feature).toContain('    Dado El servidor responde: sendCode falla (GENERIC_ERROR)');
    expect(feature).toContain('    Dado Pasa el tiempo de resendWait');
  });

  it('exports CSV rows per step and Xray JSON, in Portuguese for Brazil', async () => {
    const csv = await run(['--kind', 'shortest', '--format', 'csv', '--tenant', 'br']);
    const rows = readFileSync(join(csv.dir, 'plans', 'fixture.br.csv'), 'utf8')
      .trim()
      .split('\n');
    expect(rows[0]).toBe('Test Case ID,Title,Machine,Tenant,Step,Action,Expected Result');
    expect(rows).toContain(
      'fixture-shortest-3,Chegar a «sending» em 2 passos,fixture,br,2,Clica em «Enviar»,A tela fica no estado «sending»',
    );
    const xray = await run(['--kind', 'shortest', '--format', 'xray-json', '--project', 'QA']);
    const tests = JSON.parse(readFileSync(join(xray.dir, 'plans', 'fixture.cl.xray.json'), 'utf8')) as {
      testtype: string;
      fields: { project: { key: string }; summary: string };
      steps: { action: string; result: string }[];
    }[];
    expect(tests.length).toBeGreaterThan(1);
    expect(tests.every((test) => test.testtype === 'Manual' && test.fields.project.key === 'QA')).toBe(true);
    expect(tests.flatMap((test) => test.steps.map((step) => step.action))).toContain('Pulsa «Enviar»');
  });
});
