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
  const deferred = (id: string) =>
    fromPromise(() => new Promise((resolve, reject) => (pending[id] ??= []).push({ resolve, reject })));
  const settle: Settle = async (event) => {
    const id = event.type.split('.').at(-1)!;
    const waiting = pending[id]?.shift();
    if (!waiting) throw new Error(`${id} is not running`);
    await act(async () =>
      event.type.includes('.done.') ? waiting.resolve(event.output) : waiting.reject(event.error),
    );
  };
  return { deferred, settle };
}

/** Splits `a + b.(c + d)` at the ` + ` outside parentheses. */
function regions(state: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < state.length; i++) {
    if (state[i] === '(') depth++;
    else if (state[i] === ')') depth--;
    else if (depth === 0 && state.startsWith(' + ', i)) {
      parts.push(state.slice(start, i));
      start = i + 3;
    }
  }
  return [...parts, state.slice(start)];
}

/**
 * A step's dotted state ('editing.idle') as the value snapshot.matches takes ({ editing: 'idle' }); parallel regions as
 * stateValueToString joins them ('validity.pristine + visibility.masked', 'form.(a + b)') give an object with each region.
 */
export function stateValueOf(state: string): unknown {
  const parts = regions(state);
  if (parts.length > 1) return Object.assign({}, ...parts.map((part) => stateValueOf(part) as object));
  const dot = state.indexOf('.');
  if (dot < 0) return state;
  const rest = state.slice(dot + 1);
  return { [state.slice(0, dot)]: stateValueOf(rest.startsWith('(') && rest.endsWith(')') ? rest.slice(1, -1) : rest) };
}
