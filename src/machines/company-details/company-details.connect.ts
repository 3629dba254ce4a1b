// Pure props for the company details form (STYLE.md rules 7, 17): complete props per field from one id prefix (id, label
// key, required, aria, error key), the options of each select, and the cascade's state.
import type { SnapshotFrom } from 'xstate';
import {
  COMPANY_DETAILS_FIELDS,
  companyDetailsErrors,
  typesMunicipal,
  visibleCompanyDetailsFields,
  type CompanyDetailsField,
} from '../../rules/company-details';
import {
  addressLabelKey,
  isAddressLabelField,
  type AddressLabelField,
  type AddressLabelKey,
} from '../../rules/address-levels';
import { postcodeRequired } from '../../rules/address';
import { BUSINESS_TYPES, ORGANIZATION_TYPES, ORIGIN_TYPES } from '../../rules/company-types';
import { completeFieldProps, type CompleteFieldProps, fieldId } from '../shared/field-props';
import { shapeOf, type companyDetailsMachine } from './company-details.machine';
import type { CompanyDetailsEvent, CompanyGeoLevel } from './company-details.types';

type Snapshot = SnapshotFrom<typeof companyDetailsMachine>;

/** spec §5 company profile mandatory set and required selections: every field of the form (issue 29: its one list,
 * src/rules/company-details.ts) but the fantasy name (Mexico, spec §5), the third address line and the postcode */
const OPTIONAL: readonly CompanyDetailsField[] = ['fantasyName', 'addressLine3', 'postcode'];
const REQUIRED = new Set<CompanyDetailsField>(COMPANY_DETAILS_FIELDS.filter((field) => !OPTIONAL.includes(field)));
const GEO = new Set<CompanyDetailsField>(['state', 'city', 'municipal']);
const SELECTS = new Set<CompanyDetailsField>([
  'organizationType',
  'originType',
  'businessType',
  'state',
  'city',
  'municipal',
]);
/** issue 32 item 2: the economic activity is chosen in a searchable dropdown (hundreds of ISIC or CNAE classes) */
const DROPDOWNS = new Set<CompanyDetailsField>(['economicActivityCode']);

export interface SelectOption {
  value: string;
  /** a label key of the account namespace, or null when `text` is the label (places, activities) */
  labelKey: string | null;
  text: string;
}

export interface CompanyDetailsFieldProps {
  /** a text input, a native select, or the searchable dropdown (src/views/dropdown, its machine src/machines/dropdown) */
  kind: 'text' | 'select' | 'dropdown';
  /** the company's own fields: `companyDetails.labels.*`; its address: the address modal's labels of the country (issue 32) */
  field: CompleteFieldProps<
    `companyDetails.labels.${Exclude<CompanyDetailsField, AddressLabelField>}` | AddressLabelKey,
    string
  >;
  options: SelectOption[];
}

const keyed = (prefix: string, values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}`, text: value }));

export function connectCompanyDetails(snapshot: Snapshot, send: (event: CompanyDetailsEvent) => void, prefix: string) {
  const c = snapshot.context;
  const shape = shapeOf(c);
  const errors = c.showErrors ? companyDetailsErrors(shape, c.values) : {};
  const saving = snapshot.matches('saving');
  const loadingLocations = snapshot.matches('loadingLocations');
  const optionsOf = (name: CompanyDetailsField): SelectOption[] => {
    const places = (list: { id: string; name: string }[]) =>
      list.map((o) => ({ value: o.id, labelKey: null, text: o.name }));
    switch (name) {
      case 'organizationType':
        return keyed('companyDetails.organizationTypes', ORGANIZATION_TYPES);
      case 'originType':
        return keyed('companyDetails.originTypes', ORIGIN_TYPES);
      case 'businessType':
        return keyed('companyDetails.businessTypes', BUSINESS_TYPES);
      case 'economicActivityCode':
        return c.activities.map((a) => ({ value: a.id, labelKey: null, text: `${a.id} ${a.name}` }));
      case 'state':
        return places(c.states);
      case 'city':
        return places(c.cities);
      case 'municipal':
        return places(c.municipals);
      default:
        return [];
    }
  };
  // issue 32 item 3: with two geo levels (Mexico, Colombia, Brazil) the colony / barrio / bairro is typed, not chosen
  const typedMunicipal = typesMunicipal(shape.geoLevels);
  const typed = (name: CompanyDetailsField) => name === 'municipal' && typedMunicipal;
  const isGeo = (name: CompanyDetailsField) => GEO.has(name) && !typed(name);
  const fields: CompanyDetailsFieldProps[] = visibleCompanyDetailsFields(shape).map((name) => ({
    kind: DROPDOWNS.has(name) ? 'dropdown' : SELECTS.has(name) && !typed(name) ? 'select' : 'text',
    options: optionsOf(name),
    field: completeFieldProps({
      prefix,
      name,
      value: c.values[name],
      labelKey: isAddressLabelField(name)
        ? addressLabelKey(shape.country, name)
        : (`companyDetails.labels.${name as Exclude<CompanyDetailsField, AddressLabelField>}` as const),
      required:
        REQUIRED.has(name) ||
        (name === 'fantasyName' && shape.country.toUpperCase() === 'MX') ||
        // spec §5: the postcode where the country's address rule asks it (Mexico, Brazil), marked as the address modal does
        (name === 'postcode' && postcodeRequired(shape.country)),
      errorKey: c.serverErrors[name] ?? errors[name] ?? null,
      disabled: saving || (isGeo(name) && loadingLocations),
      onChange: (value) =>
        isGeo(name)
          ? send({ type: 'location.select', level: name as CompanyGeoLevel, id: value })
          : send({ type: 'field.change', field: name, value }),
    }),
  }));
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isSaving: saving,
    isLoadingPlaces: loadingLocations,
    listFailed: c.listFailed,
    ready: snapshot.matches('editing') || saving || loadingLocations,
    document: c.details ? { type: c.details.companyDocumentType, number: c.details.companyDocument } : null,
    fields,
    checkingAccount: {
      id: fieldId(prefix, 'haveCheckingAccount'),
      name: 'haveCheckingAccount',
      checked: c.values.haveCheckingAccount,
      disabled: saving,
      labelKey: 'companyDetails.labels.haveCheckingAccount' as const,
      onChange: () => send({ type: 'flag.toggle', field: 'haveCheckingAccount' }),
    },
    canSubmit: snapshot.matches('editing'),
    onSubmit: (e?: { preventDefault(): void }) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    onRetry: () => send({ type: 'details.retry' }),
  };
}

export type CompanyDetailsApi = ReturnType<typeof connectCompanyDetails>;
