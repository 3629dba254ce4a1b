// Issue 29: a flow entry's implementations are typed by its machine's provide(), so an actor whose output or input no
// longer fits the machine's setup({ actors }) fails in tsc (the @ts-expect-error lines below fail the type check if not).
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { defineFlow } from './define-flow';
import type { FlowEntry } from './flow-entry.types';

const machine = setup({
  types: { events: {} as { type: 'load' } },
  actors: { loadItem: fromPromise<{ name: string }, { id: string }>(() => Promise.reject(new Error('not provided'))) },
}).createMachine({ id: 'probe', initial: 'idle', states: { idle: {} } });

const base: Omit<FlowEntry<typeof machine>, 'implementations'> = {
  name: 'probe',
  description: 'a machine with one actor',
  machine,
  loadView: () => Promise.reject(new Error('no view')),
  namespaces: [],
  samples: { common: [] },
  delays: {},
  input: () => undefined,
  driver: {},
  complete: false,
};

describe('defineFlow', () => {
  it('takes actors that fit the machine and refuses those that do not', () => {
    const fits = defineFlow({
      ...base,
      implementations: () => ({
        actors: { loadItem: fromPromise<{ name: string }, { id: string }>(async ({ input }) => ({ name: input.id })) },
      }),
    });
    defineFlow({
      ...base,
      // @ts-expect-error the output changed (a contract change the machine did not follow)
      implementations: () => ({
        actors: { loadItem: fromPromise<{ title: string }, { id: string }>(async () => ({ title: '' })) },
      }),
    });
    defineFlow({
      ...base,
      // @ts-expect-error the input changed
      implementations: () => ({
        actors: { loadItem: fromPromise<{ name: string }, { sku: number }>(async () => ({ name: '' })) },
      }),
    });
    expect(fits.name).toBe('probe');
  });
});
