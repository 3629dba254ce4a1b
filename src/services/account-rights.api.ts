// Issue 31 items 2-3: the calls of src/contracts/account-rights.contract.ts (email change, the step-up shared by data export
// and account closure, the closure). Typed errors from callEndpoint; never a redirect or a toast.
import {
  CloseAccount,
  ConfirmEmailChange,
  DownloadDataExport,
  RequestEmailChangeCode,
  RequestStepUpCode,
  VerifyStepUp,
  type DataExportFormat,
  type EmailChangeCodeBody,
  type EmailChangeConfirmBody,
  type StepUpVerifyBody,
} from '../contracts/account-rights.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createAccountRightsApi(storefront: ServiceClient) {
  return {
    requestEmailChangeCode: (body: EmailChangeCodeBody, signal?: AbortSignal) =>
      callEndpoint(storefront, RequestEmailChangeCode, { body, signal }),
    confirmEmailChange: (body: EmailChangeConfirmBody, signal?: AbortSignal) =>
      callEndpoint(storefront, ConfirmEmailChange, { body, signal }),
    requestStepUpCode: (signal?: AbortSignal) => callEndpoint(storefront, RequestStepUpCode, { body: {}, signal }),
    verifyStepUp: (body: StepUpVerifyBody, signal?: AbortSignal) =>
      callEndpoint(storefront, VerifyStepUp, { body, signal }),
    closeAccount: (signal?: AbortSignal) => callEndpoint(storefront, CloseAccount, { body: {}, signal }),
  };
}

/** The data export file's address (a plain link: the browser downloads it with the session cookie). */
export function dataExportHref(storefront: Pick<ServiceClient, 'baseUrl'>, format: DataExportFormat): string {
  return `${storefront.baseUrl}${DownloadDataExport.path}?${new URLSearchParams({ format }).toString()}`;
}
