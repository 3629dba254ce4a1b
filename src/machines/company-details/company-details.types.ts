// spec §2 companyDetails, §3 Company fields, §5 company profile mandatory set; spec §6: only the owner and super users edit
// (the page shows the forbidden notice to other roles; the server refuses them too). spec §8 save messages.
import type { CompanyDetails } from '../../contracts/company-details.contract';
import type { CompanyDetailsField, CompanyDetailsValues } from '../../rules/company-details';

export type CompanyGeoLevel = 'state' | 'city' | 'municipal';

export interface Option {
  id: string;
  name: string;
}

export interface CompanyDetailsInput {
  country: string;
  /** 1 to 3 levels of geography (src/rules/company-details.ts companyGeoLevels) */
  geoLevels: 1 | 2 | 3;
}

/** What the page loads first: the company, the activity list (or free text) and the geography of its current place. */
export interface CompanyDetailsLoad {
  details: CompanyDetails;
  activities: Option[];
  activityFreeText: boolean;
  states: Option[];
  cities: Option[];
  municipals: Option[];
}

export type CompanyDetailsFormValues = CompanyDetailsValues & { haveCheckingAccount: boolean };

export interface CompanyDetailsContext {
  config: CompanyDetailsInput;
  details: CompanyDetails | null;
  values: CompanyDetailsFormValues;
  activities: Option[];
  activityFreeText: boolean;
  states: Option[];
  cities: Option[];
  municipals: Option[];
  /** the level whose children are loading */
  loadingLevel: CompanyGeoLevel | null;
  showErrors: boolean;
  /** the server's per-field answer to the last save (400 VALIDATION_ERROR details.fields) */
  serverErrors: Partial<Record<CompanyDetailsField, string>>;
  /** a cascade list that did not load (spec §8 thereWasAnErrorLoading) */
  listFailed: boolean;
}

export type CompanyDetailsEvent =
  | { type: 'field.change'; field: CompanyDetailsField; value: string }
  | { type: 'flag.toggle'; field: 'haveCheckingAccount' }
  | { type: 'location.select'; level: CompanyGeoLevel; id: string }
  | { type: 'form.submit' }
  | { type: 'details.retry' };

export type CompanyDetailsNotice = 'saved' | 'failed' | 'forbidden';
