// spec §3, §5, §7: GET /v1/economicActivity. Codes are 4 digits in Peru (ISIC Rev.4 classes), CNAE in Brazil; where no licensed
// list exists (Chile, Mexico) `activities` is empty and `freeText` tells the form to ask for economicActivityText.
import { array, boolean, object, string, type Infer } from 'superstruct';
import { defineEndpoint, TenantQuery } from './endpoint';

export const EconomicActivity = object({ code: string(), label: string() });
export type EconomicActivity = Infer<typeof EconomicActivity>;

export const EconomicActivityResponse = object({ activities: array(EconomicActivity), freeText: boolean() });
export type EconomicActivityResponse = Infer<typeof EconomicActivityResponse>;

export const EconomicActivityQuery = TenantQuery;

/** The tenant's list (?tenant= or x-tenant; Chile's when neither names one). */
export const GetEconomicActivities = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/economicActivity',
  query: EconomicActivityQuery,
  response: EconomicActivityResponse,
});
