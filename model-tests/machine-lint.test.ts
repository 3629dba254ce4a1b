// Issue 6: the machine lint, over every flow of the registry.
import { fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { defineFlow } from '../src/flows/define-flow';
import { flowRegistry } from '../src/views/explorer/flow-registry';
import { lintFlow } from '../src/flows/flow-lint';
import { fixtureFlow } from '../scripts/lib/fixtures/fixture-flow';

// Issue 9: flows whose edge module is being moved to the one-entry shape (driver steps still in their model test).
// Every flow has its driver now; the list stays empty (a new flow never joins it).
const DRIVER_PENDING = new Set<string>([]);

describe('machine lint', () => {
  it.each(flowRegistry.map((entry) => [entry.name, entry] as const))(
    '%s has no unreachable state, no dead end, a retry on every error, and accepts its samples',
    (_name, entry) => {
      const problems = lintFlow(entry).filter((p) => !(p.rule === 'no-driver-step' && DRIVER_PENDING.has(entry.name)));
      expect(problems.map((p) => p.message)).toEqual([]);
    },
  );

  it('keeps the list of flows without driver steps honest: each one there still lacks one', () => {
    for (const name of DRIVER_PENDING) {
      const entry = flowRegistry.find((e) => e.name === name)!;
      expect(
        lintFlow(entry).some((p) => p.rule === 'no-driver-step'),
        name,
      ).toBe(true);
    }
  });

  it('registers each flow once', () => {
    const names = flowRegistry.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of flowRegistry) {
      expect(entry.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(entry.description.trim()).not.toBe('');
    }
  });

  it('passes a well-formed flow', () => {
    expect(lintFlow(fixtureFlow)).toEqual([]);
  });

  it('finds every kind of problem in a broken flow', () => {
    const broken = setup({
      types: { events: {} as { type: 'form.submit' } | { type: 'never.used' } },
      actors: { save: fromPromise(async () => 1) },
    }).createMachine({
      id: 'broken',
      initial: 'editing',
      states: {
        editing: { on: { 'form.submit': 'saving' } },
        saving: { invoke: { id: 'save', src: 'save', onDone: 'saved', onError: 'saveFailed' } },
        saveFailed: { invoke: { id: 'log', src: 'save', onDone: 'saveFailed' } },
        saved: {},
        orphan: { type: 'final' },
      },
    });
    const problems = lintFlow(
      defineFlow({
        name: 'broken',
        description: 'x',
        machine: broken,
        loadView: () => Promise.reject(new Error('none')),
        samples: { common: [{ type: 'form.submit' }, { type: 'never.used' }] },
        namespaces: [],
        driver: {},
        delays: {},
        input: () => undefined,
        complete: false,
      }),
    );
    expect(problems.map((p) => `${p.rule} ${p.subject}`)).toEqual([
      'unreachable-state broken.orphan',
      'no-way-out broken.saveFailed',
      'no-way-out broken.saved',
      'sample-not-accepted never.used',
      'no-driver-step form.submit',
      'no-driver-step never.used',
    ]);
  });

  it('asks an error state for a retry or back, not only a server answer', () => {
    const m = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'm',
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load', onDone: 'ready', onError: 'loadError' } },
        loadError: { invoke: { id: 'reload', src: 'load', onDone: 'ready' } },
        ready: { type: 'final' },
      },
    });
    const problems = lintFlow(
      defineFlow({
        name: 'm',
        description: 'x',
        machine: m,
        loadView: () => Promise.reject(new Error('none')),
        samples: { common: [] },
        namespaces: [],
        driver: {},
        delays: {},
        input: () => undefined,
        complete: false,
      }),
    );
    expect(problems.map((p) => `${p.rule} ${p.subject}`)).toEqual(['error-without-retry m.loadError']);
  });
});
