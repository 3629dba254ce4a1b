// The real side effects of the login machine, supplied by the page (STYLE.md rule 4): service errors become the
// { code, botCheckRequired } the machine reads.
import { fromPromise } from 'xstate';
import type { LoginCredentials, LoginFailure, LoginResult } from '../../machines/login/login.types';
import type { AuthApi } from '../../services/auth.api';
import { solveBotCheck } from '../../services/auth-bot-check.api';
import { isApiError } from '../../services/errors';
import type { ServiceClient } from '../../services/http';

export function toFailure(error: unknown): LoginFailure {
  if (isApiError(error)) return { code: error.code ?? 'GENERIC_ERROR', botCheckRequired: error.details?.botCheckRequired === true };
  return { code: 'GENERIC_ERROR' };
}

export function loginActors(api: AuthApi, storefront: ServiceClient) {
  return {
    solveBotCheck: fromPromise<string, void>(({ signal }) => solveBotCheck(storefront, signal)),
    submitLogin: fromPromise<LoginResult, LoginCredentials>(async ({ input, signal }) => {
      try {
        const user = await api.login(input, signal);
        return { userId: user.id };
      } catch (error) {
        throw toFailure(error);
      }
    }),
  };
}

/** BOT_CHECK_MODE of the server, mirrored for the front end (VITE_BOT_CHECK_MODE); 'always' unless told otherwise. */
export const botCheckAlways = (): boolean => import.meta.env.VITE_BOT_CHECK_MODE !== 'after-failures';
