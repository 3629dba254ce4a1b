// The real side effect of the change-password machine. A SessionExpiredError goes to the session actor (spec §4);
// the machine itself only sees a { code }.
import { fromPromise } from 'xstate';
import type { ChangePasswordRequest } from '../../machines/change-password/change-password.types';
import type { AuthApi } from '../../services/auth.api';
import { isApiError } from '../../services/errors';

export function changePasswordActors(api: AuthApi, reportError: (error: unknown) => void) {
  return {
    changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
      try {
        await api.changePassword(input, signal);
      } catch (error) {
        reportError(error);
        throw { code: isApiError(error) ? (error.code ?? 'GENERIC_ERROR') : 'GENERIC_ERROR' };
      }
    }),
  };
}
