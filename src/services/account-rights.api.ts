// Issue 31 items 2-3: the calls of src/contracts/account-rights.contract.ts (email change, the step-up shared by data export
// and account closure, the closure). Typed errors from callEndpoint; never a redirect or a toast.
import type {
  DataExportFormat,
  EmailChangeCodeBody,
  EmailChangeConfirmBody,
  StepUpVerifyBody,
} from '../contracts/account-rights.contract';
import * as Rights from '../contracts/account-rights.contract';
import { callEndpoint, type ServiceClient } from './http';

export function createAccountRightsApi(storefront: ServiceClient) {
  return {
    requestEmailChangeCode: (body: EmailChangeCodeBody, signal?: AbortSignal) =>
      callEndpoint(storefront, Rights.RequestEmailChangeCode, { body, signal }),
    confirmEmailChange: (body: EmailChangeConfirmBody, signal?: AbortSignal) =>
      callEndpoint(storefront, Rights.ConfirmEmailChange, { body, signal }),
    requestStepUpCode: (signal?: AbortSignal) =>
      callEndpoint(storefront, Rights.RequestStepUpCode, { body: {}, signal }),
    verifyStepUp: (body: StepUpVerifyBody, signal?: AbortSignal) =>
      callEndpoint(storefront, Rights.VerifyStepUp, { body, signal }),
    closeAccount: (signal?: AbortSignal) => callEndpoint(storefront, Rights.CloseAccount, { body: {}, signal }),
  };
}

/** The data export file's address (a plain link: the browser downloads it with the session cookie). */
export function dataExportHref(storefront: Pick<ServiceClient, 'baseUrl'>, format: DataExportFormat): string {
  return `${storefront.baseUrl}${Rights.DownloadDataExport.path}?${new URLSearchParams({ format }).toString()}`;
}
