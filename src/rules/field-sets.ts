// spec §5 (Mandatory field sets, and the mandatory fields of Address and Card) as superstruct structs. Pure.
// Each set checks presence only (a non-blank value); the format of each field is its own rule's job.
import { define, is, type as shape, type Struct } from 'superstruct';
import { text } from './field';

/** A present value: a non-blank string, a finite number, true, or a non-empty object (a phone { countryCode, number }). */
export const present = define<unknown>('Required', (value) => {
  if (typeof value === 'boolean') return value === true;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return text(value) !== '';
});

const required = <K extends string>(fields: readonly K[]) =>
  shape(Object.fromEntries(fields.map((field) => [field, present])) as Record<K, typeof present>);

export const FIELD_SETS = {
  /** spec §5: personal profile. */
  personalProfile: ['firstName', 'lastName', 'primaryPhone', 'document'],
  /** spec §5: company profile. */
  companyProfile: [
    'position',
    'businessName',
    'addressLine1',
    'addressLine2',
    'orgPhone',
    'orgType',
    'companyDocument',
  ],
  /** spec §5: registration. */
  registration: ['email', 'password', 'firstName', 'lastName', 'phoneNumber', 'document'],
  /** spec §5: company registration. */
  companyRegistration: [
    'companyDocument',
    'businessName',
    'organizationType',
    'state',
    'city',
    'municipal',
    'fantasyName',
    'companyPhone',
  ],
  /** spec §5: required selections. */
  requiredSelections: ['region', 'province', 'commune', 'taxpayerType', 'industry'],
  /** spec §5 Address: mandatory address fields. */
  address: ['addressName', 'addressLine1', 'addressLine2'],
  /** spec §5 Card: mandatory card fields. */
  card: ['cardHolderName', 'cardNumber', 'cardExpiry', 'documentNumber', 'phoneNumber', 'email'],
  /** spec §5 Lists and collaborators: mandatory collaborator fields. */
  collaborator: ['companyDocument', 'email', 'maximumPurchaseAmount', 'status', 'userType'],
} as const;
export type FieldSetName = keyof typeof FIELD_SETS;

export const PersonalProfileRequired = required(FIELD_SETS.personalProfile);
export const CompanyProfileRequired = required(FIELD_SETS.companyProfile);
export const RegistrationRequired = required(FIELD_SETS.registration);
export const CompanyRegistrationRequired = required(FIELD_SETS.companyRegistration);
export const RequiredSelections = required(FIELD_SETS.requiredSelections);
export const AddressRequired = required(FIELD_SETS.address);
export const CardRequired = required(FIELD_SETS.card);
export const CollaboratorRequired = required(FIELD_SETS.collaborator);

const STRUCTS = {
  personalProfile: PersonalProfileRequired,
  companyProfile: CompanyProfileRequired,
  registration: RegistrationRequired,
  companyRegistration: CompanyRegistrationRequired,
  requiredSelections: RequiredSelections,
  address: AddressRequired,
  card: CardRequired,
  collaborator: CollaboratorRequired,
};

/** The struct of a field set by name (typed loosely: use the named exports for the precise shape). */
export const fieldSetStruct = (name: FieldSetName): Struct<Record<string, unknown>, null> =>
  STRUCTS[name] as unknown as Struct<Record<string, unknown>, null>;

/** The fields of a set that are missing from `values`, in the set's order (each shows 'field.required'). */
export function missingFields(name: FieldSetName, values: unknown): string[] {
  const record = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  return FIELD_SETS[name].filter((field) => !is(record[field], present));
}
