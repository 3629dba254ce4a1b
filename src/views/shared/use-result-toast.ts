// Issue 29: an account page's `notify` action, written once (my profile, my points, the company's data): the machine
// decides when to tell and with which result; the app's toaster says it (spec §8 texts), the error toast recorded by its
// key. `keyOf` names each result's text in the account namespace.
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useToaster } from '../shell/toaster-context';

export function useResultToast<R extends string>(success: R, keyOf: (result: R) => ParseKeys<'account'>) {
  const toaster = useToaster();
  const { t } = useTranslation('account');
  return (_: unknown, params: { result: R }) => {
    const key = keyOf(params.result);
    toaster.show(
      params.result === success
        ? { type: 'success', text: t(key) }
        : { type: 'error', text: t(key), errorKey: `account:${key}` },
    );
  };
}
