// spec §7 my-account: GET /{tenant}/users/organization and its PUT (the company details), with the option lists the form
// needs (GET /v1/economicActivity, /{tenant}/geo). Validated answers or typed errors.
import {
  GetCompanyDetails,
  UpdateCompanyDetails,
  type CompanyDetailsBody,
} from '../contracts/company-details.contract';
import { GetEconomicActivities } from '../contracts/economic-activity.contract';
import { callEndpoint, type ServiceClient } from './http';
import { createGeoApi } from './geo.api';

export function createCompanyDetailsApi(myAccount: ServiceClient) {
  const params = { tenant: myAccount.tenant };
  const geo = createGeoApi(myAccount);
  return {
    details: (signal?: AbortSignal) => callEndpoint(myAccount, GetCompanyDetails, { params, signal }),
    update: (body: CompanyDetailsBody, signal?: AbortSignal) =>
      callEndpoint(myAccount, UpdateCompanyDetails, { params, body, signal }),
    economicActivities: (signal?: AbortSignal) =>
      callEndpoint(myAccount, GetEconomicActivities, { query: { tenant: myAccount.tenant }, signal }),
    areas: (parentId: string | null, signal?: AbortSignal) => geo.children(parentId, signal),
  };
}
export type CompanyDetailsApi = ReturnType<typeof createCompanyDetailsApi>;
