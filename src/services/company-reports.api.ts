// spec §7: the company reports (contracts: src/contracts/company-reports.contract.ts).
import {
  GetCreditLineReport,
  GetUserReport,
  type CreditLineReport,
  type UserReport,
} from '../contracts/company-reports.contract';
import { callEndpoint, type ServiceClient } from './http';

export interface CompanyReportsApi {
  users(period: { fromDate: string; toDate: string }, signal?: AbortSignal): Promise<UserReport>;
  creditLine(period: { fromDate: string; toDate: string }, signal?: AbortSignal): Promise<CreditLineReport>;
}

export function createCompanyReportsApi(myAccount: ServiceClient, tenant: string): CompanyReportsApi {
  return {
    users: (query, signal) => callEndpoint(myAccount, GetUserReport, { params: { tenant }, query, signal }),
    creditLine: (query, signal) => callEndpoint(myAccount, GetCreditLineReport, { query, signal }),
  };
}
