// Pure props for the profile form (STYLE.md rules 7, 17): complete props per field (id, label key, required, aria, error key).
import type { SnapshotFrom } from 'xstate';
import { COUNTRIES } from '../../tenants/tenant.types';
import type { myProfileMachine } from './my-profile.machine';
import { profileErrors } from './my-profile.rules';
import type { MyProfileEvent, ProfileChoiceField, ProfileFlag, ProfileTextField } from './my-profile.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof myProfileMachine>;
// spec §5 personal profile mandatory set, plus birth date and gender (spec §5: required)
const REQUIRED = new Set([
  'firstName',
  'lastName',
  'primaryPhone',
  'document',
  'dateOfBirth',
  'gender',
  'documentType',
  'countryOfResidence',
  // spec §5 company profile: shown (and so required) only for a company account
  'position',
]);

export function connectMyProfile(
  snapshot: Snapshot,
  send: (event: MyProfileEvent) => void,
  prefix: string,
  now: Date = new Date(),
) {
  const c = snapshot.context;
  const errors = c.showErrors ? profileErrors(c, now) : {};
  const props = (name: ProfileTextField | ProfileChoiceField) => {
    const errorKey = c.serverErrors[name] ?? errors[name] ?? null;
    const id = fieldId(prefix, name);
    const errorId = errorIdOf(id);
    const required = REQUIRED.has(name) || name === 'directDialing';
    return {
      id,
      name,
      value: c.values[name],
      labelKey: `profile.labels.${name}` as const,
      required,
      ...errorAria(errorId, errorKey !== null),
      errorId,
      errorKey,
      onChange: (e: { target: { value: string } }) =>
        send({ type: 'field.change', field: name, value: e.target.value }),
    };
  };
  const flag = (name: ProfileFlag) => ({
    id: fieldId(prefix, name),
    name,
    checked: c.values[name],
    labelKey: `profile.labels.${name}` as const,
    onChange: () => send({ type: 'flag.toggle', field: name }),
  });
  const text: ProfileTextField[] = [
    'firstName',
    'middleName',
    'lastName',
    ...(c.profile?.usesMotherLastName ? (['motherLastName'] as const) : []),
    'dateOfBirth',
    ...(c.profile?.asksPosition ? (['position'] as const) : []),
    ...(c.directDialing ? (['directDialing'] as const) : []),
    'primaryPhone',
  ];
  return {
    isLoading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    isSaving: snapshot.matches('saving'),
    ready: snapshot.matches('editing') || snapshot.matches('saving'),
    email: c.profile?.email ?? '',
    /** issue 31 item 2: the link to the email-change page, when the edge gave one */
    emailChangeHref: c.emailChangeHref ?? null,
    textFields: text.map(props),
    gender: { ...props('gender'), options: ['MALE', 'FEMALE', 'UNSET'] as const },
    documentType: { ...props('documentType'), options: c.documentTypes },
    /** spec §3 countryOfResidence (issue 31 item 1): the storefront's countries */
    countryOfResidence: { ...props('countryOfResidence'), options: COUNTRIES },
    document: props('document'),
    documentDniDv: c.values.documentType === 'DNI' && c.country === 'PE' ? props('documentDniDv') : null,
    flags: (['offerSms', 'brandNewsLetter', 'receiveEmail', 'addCMR', 'personalDataTreatmentPolicy'] as const).map(
      flag,
    ),
    onSubmit: (e?: { preventDefault(): void }) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
    onRetry: () => send({ type: 'profile.retry' }),
  };
}
