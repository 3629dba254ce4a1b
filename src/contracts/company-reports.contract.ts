// spec §2 userReport and creditLineUserReport, §6, §7 (GET /v3/users/credit-line?fromDate=&toDate=): the company reports of
// issue 14, for the owner and super users. Dates are calendar days (YYYY-MM-DD, UTC), both inclusive; a period of at most
// 366 days. Amounts are in the tenant's currency.
import { COLLABORATOR_USER_TYPES } from '../rules/roles';
import { array, enums, number, object, optional, string, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const ReportPeriod = object({ fromDate: optional(string()), toDate: optional(string()) });
export type ReportPeriod = Infer<typeof ReportPeriod>;

export const UserReportRow = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  email: string(),
  role: enums(['owner', ...COLLABORATOR_USER_TYPES]),
  status: enums(['active', 'inactive']),
  purchases: number(),
  purchasedTotal: number(),
  /** quotations the user made in the period (in store, re-quoted or from a list) */
  quotes: number(),
  /** their total, in the tenant's currency */
  quotedTotal: number(),
});
export type UserReportRow = Infer<typeof UserReportRow>;

export const UserReport = object({
  fromDate: string(),
  toDate: string(),
  currency: string(),
  rows: array(UserReportRow),
});
export type UserReport = Infer<typeof UserReport>;

export const CreditLineRow = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  email: string(),
  status: enums(['active', 'inactive']),
  /** the buyer's maximum purchase amount (spec §6) */
  creditLimit: number(),
  spent: number(),
  /** what is left of the limit after the period's purchases (never below 0) */
  available: number(),
});
export type CreditLineRow = Infer<typeof CreditLineRow>;

export const CreditLineReport = object({
  fromDate: string(),
  toDate: string(),
  currency: string(),
  rows: array(CreditLineRow),
});
export type CreditLineReport = Infer<typeof CreditLineReport>;

export const GetUserReport = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/users/report',
  query: ReportPeriod,
  response: UserReport,
});

export const GetCreditLineReport = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v3/users/credit-line',
  query: ReportPeriod,
  response: CreditLineReport,
});
