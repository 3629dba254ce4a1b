// Actors whose calls wait until the path settles them: every call is queued under the actor's id, and an
// `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step resolves or rejects the oldest one (the server's answer).
import { act } from '@testing-library/react';
import { fromPromise, type EventObject } from 'xstate';

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type Settle = (event: EventObject & { output?: unknown; error?: unknown }) => Promise<void>;

export function deferredActors() {
  const pending: Record<string, Waiting[]> = {};
  const deferred = (id: string) => fromPromise(() => new Promise((resolve, reject) => (pending[id] ??= []).push({ resolve, reject })));
  const settle: Settle = async (event) => {
    const id = event.type.split('.').at(-1)!;
    const waiting = pending[id]?.shift();
    if (!waiting) throw new Error(`${id} is not running`);
    await act(async () => (event.type.includes('.done.') ? waiting.resolve(event.output) : waiting.reject(event.error)));
  };
  return { deferred, settle };
}

/** A step's dotted state ('editing.idle') as the value snapshot.matches takes ({ editing: 'idle' }). */
export function stateValueOf(state: string): unknown {
  return state.split('.').reduceRight<unknown>((inner, key) => (inner ? { [key]: inner } : key), undefined);
}
