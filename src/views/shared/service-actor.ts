// Issue 9 (STYLE.md §16): the ONE place where a service call becomes a machine's actor. Whatever the call throws is handed
// to the app's session watcher (spec §4: a session-expired answer leads to login) and reaches the machine as a plain
// ActorFailure: the catalogued code of spec §8 (GENERIC_ERROR when the answer carried none), the HTTP status and the details.
import { fromPromise } from 'xstate';
import type { FlowEnv } from '../../flows/flow-entry.types';
import type { ServiceClients } from '../../services/clients';
import type { ActorFailure } from '../../machines/shared/failure';
import { isApiError, isHttpError } from '../../services/errors';

export type { ActorFailure };

// issue 29: a flow's env.clients are the tenant's service clients (src/flows cannot name the services' types)
declare module '../../flows/flow-entry.types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds ServiceClients' members
  interface FlowClients extends ServiceClients {}
}

/** spec §8: what a failed call is for a machine. */
export function failureOf(error: unknown): ActorFailure {
  if (isApiError(error)) {
    return {
      code: error.code ?? 'GENERIC_ERROR',
      status: error.status,
      ...(error.details ? { details: error.details } : {}),
      ...(error.sessionTimeOut ? { sessionTimeOut: true } : {}),
    };
  }
  if (isHttpError(error)) return { code: 'GENERIC_ERROR', status: error.status };
  return { code: 'GENERIC_ERROR' };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * What a call that reads no input takes. Its actor then fits the machine's declaration whether that says `void` or leaves
 * the input out (xstate's NonReducibleUnknown): the snapshot's input is invariant and only `any` equals both. A call that
 * reads its input names the type (`serviceActor<Output, Input>`), which the flow entry checks against the machine.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: only for a call that ignores its input
type UnreadInput = any;

/**
 * A promise actor over one service call: `serviceActor(env, (input, signal) => api.login(input, signal))`.
 * A cancelled call (the machine left the state) is not reported. Issue 29: the logic is a PromiseActorLogic<TOutput, TInput>,
 * so the flow entry's implementations (typed by the machine's provide()) reject an output or input that does not fit.
 */
export function serviceActor<TOutput, TInput = UnreadInput>(
  env: Pick<FlowEnv, 'reportError'>,
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
  /** adds what this flow reads from the failure (e.g. the minutes left of a lock); the code stays the mapper's */
  refine: (failure: ActorFailure) => ActorFailure = (failure) => failure,
) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    try {
      return await call(input, signal);
    } catch (error) {
      if (signal.aborted || isAbort(error)) throw error;
      env.reportError(error);
      throw refine(failureOf(error));
    }
  });
}

/**
 * Issue 29: a form's string as a member of a contract's value list, for a request body (no cast at the edge). The form
 * only offers the list's values (its select), so a value outside it is a bug: the call fails before it is sent, inside its
 * serviceActor, as any failed call does.
 */
export function listed<T extends string>(list: readonly T[], value: string): T {
  const member = list.find((item) => item === value);
  if (member === undefined) throw new Error(`"${value}" is not one of ${list.join(', ')}`);
  return member;
}

/** An optional choice: nothing chosen (blank) is left out, a choice is `listed`. */
export function listedIfAny<T extends string>(list: readonly T[], value: string): T | undefined {
  return value.trim() ? listed(list, value.trim()) : undefined;
}

/**
 * Issue 29: a flow's `implementations` over one service: `apiFor` makes the service from the env's clients, the flow's
 * `build` names its actors with it (each a serviceActor, so every call keeps the error mapping above).
 */
export function actorsOver<Api>(apiFor: (clients: ServiceClients) => Api) {
  return <A>(build: (api: Api, env: FlowEnv) => A) =>
    (env: FlowEnv) => ({ actors: build(apiFor(env.clients), env) });
}
