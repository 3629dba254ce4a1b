// The real side effects of the recovery machine, supplied by the page: service errors become { code }.
import { fromPromise } from 'xstate';
import type { RequestCodeInput, SavePasswordInput } from '../../machines/password-recovery/password-recovery.types';
import type { AuthApi } from '../../services/auth.api';
import { isApiError } from '../../services/errors';

const asCode = (error: unknown) => ({ code: isApiError(error) ? (error.code ?? 'GENERIC_ERROR') : 'GENERIC_ERROR' });

export function recoveryActors(api: AuthApi) {
  return {
    requestCode: fromPromise<void, RequestCodeInput>(async ({ input, signal }) => {
      await api.requestRecoveryCode(input.email, input.mode, signal).catch((error: unknown) => Promise.reject(asCode(error)));
    }),
    savePassword: fromPromise<void, SavePasswordInput>(async ({ input, signal }) => {
      await api.saveRecoveredPassword(input, signal).catch((error: unknown) => Promise.reject(asCode(error)));
    }),
  };
}
