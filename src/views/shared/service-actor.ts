// Issue 9 (STYLE.md §16): the ONE place where a service call becomes a machine's actor. Whatever the call throws is handed
// to the app's session watcher (spec §4: a session-expired answer leads to login) and reaches the machine as a plain
// ActorFailure: the catalogued code of spec §8 (GENERIC_ERROR when the answer carried none), the HTTP status and the details.
import { fromPromise } from 'xstate';
import type { FlowEnv } from '../../flows/flow-entry.types';
import type { ActorFailure } from '../../machines/shared/failure';
import { isApiError, isHttpError } from '../../services/errors';

export type { ActorFailure };

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
 * A promise actor over one service call: `serviceActor(env, (input, signal) => api.login(input, signal))`.
 * A cancelled call (the machine left the state) is not reported.
 */
export function serviceActor<TOutput, TInput = void>(
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
