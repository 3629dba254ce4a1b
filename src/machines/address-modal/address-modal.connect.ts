// Pure props for the address modal (STYLE.md rules 7, 17): the page, each field's complete props, the postal-code widget's
// variant and operation (spec §4), the labels per country (spec §3) and the 'know your zip code' selects.
import type { SnapshotFrom } from 'xstate';
import type { AddressField } from '../../rules/address';
import { addressLabelCountry, type AddressLabelCountry } from '../../rules/address-levels';
import type { PostcodeWidgetInput } from '../postcode-widget/postcode-widget.types';
import type { addressModalMachine } from './address-modal.machine';
import { addressCheck, pickComplete } from './address-modal.rules';
import type { AddressModalEvent, AddressTextField, AreaLevel } from './address-modal.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof addressModalMachine>;
export type AddressModalPage = 'form' | 'knowZip' | 'chooseStreet' | 'saving' | 'done';
/** spec §3: label sets (Colombia and Mexico differ; the others name their own levels): one table, src/rules/address-levels.ts */
export type { AddressLabelCountry };

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  labelKey: `labels.${AddressLabelCountry}.${AddressTextField}`;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  errorId: string;
  /** a rules key (namespace rules) or one of the account namespace */
  errorKey: string | null;
  onChange(e: { target: { value: string } }): void;
}

const REQUIRED: Record<AddressTextField, boolean> = {
  addressName: true,
  addressLine1: true,
  addressLine2: true,
  addressLine3: false,
  addressReference: false,
};
const TEXT_FIELDS: AddressTextField[] = [
  'addressName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'addressReference',
];

export function connectAddressModal(snapshot: Snapshot, send: (event: AddressModalEvent) => void, idPrefix: string) {
  const { context } = snapshot;
  const country = addressLabelCountry(context.country);
  const page: AddressModalPage = snapshot.matches('knowZip')
    ? 'knowZip'
    : snapshot.matches('chooseStreet')
      ? 'chooseStreet'
      : snapshot.matches('saving')
        ? 'saving'
        : snapshot.status === 'done'
          ? 'done'
          : 'form';
  const check = addressCheck(context);
  const ruleErrors: Partial<Record<AddressField, string>> = check.ok ? {} : check.errors;
  const errorOf = (field: AddressField | 'addressReference'): string | null =>
    context.serverErrors[field as AddressField] ??
    (context.showErrors ? (ruleErrors[field as AddressField] ?? null) : null);
  const field = (name: AddressTextField): FieldProps => {
    const errorKey = errorOf(name);
    const id = fieldId(idPrefix, name);
    const errorId = errorIdOf(id);
    return {
      id,
      name,
      value: context.fields[name],
      required: REQUIRED[name] || false,
      labelKey: `labels.${country}.${name}` as const,
      ...errorAria(errorId, errorKey !== null),
      errorId,
      errorKey,
      onChange: (e) => send({ type: 'field.change', field: name, value: e.target.value }),
    };
  };
  const placeError = errorOf('state') ?? errorOf('city') ?? errorOf('municipal');
  const place = context.place;
  const placeLabel = place ? [place.municipalName, place.cityName, place.stateName].filter(Boolean).join(', ') : null;
  const postcodeWidget: PostcodeWidgetInput = {
    // spec §4: add before a place is chosen: primary (only the input); a chosen place in add: secondary (address + edit link);
    // edit: primary with the entered address. Issue 30 item 7: secondary only while the postcode is the one the table gave
    // with the place and nothing is wrong with it; a place picked from the lists keeps the input (the code is still to be
    // typed or checked), and a postcode error always shows in the input it is about.
    variant:
      context.operation === 'add' && place && context.postcodeFromTable && errorOf('postcode') === null
        ? 'secondary'
        : 'primary',
    operation: context.operation,
    country: context.country,
    postcodeTable: context.postcodeTable,
    postcode: context.fields.postcode,
    address: place
      ? {
          postcode: context.fields.postcode,
          label: [`${context.fields.addressLine1} ${context.fields.addressLine2}`.trim(), placeLabel]
            .filter(Boolean)
            .join(', '),
        }
      : null,
  };
  const levels = context.levels;
  const select = (level: AreaLevel) => {
    const list =
      level === 'state' ? context.lists.states : level === 'city' ? context.lists.cities : context.lists.municipals;
    const fromList = level === 'state' || (level === 'city' && levels >= 2) || (level === 'municipal' && levels >= 3);
    return {
      level,
      id: fieldId(idPrefix, `pick-${level}`),
      labelKey: `labels.${country}.${level}` as const,
      /** a select over the geo list, or a typed name where the country has no list for the level */
      kind: fromList ? ('select' as const) : ('text' as const),
      value: context.pick[level],
      options: list,
      disabled:
        snapshot.matches({ knowZip: 'loadingChildren' }) ||
        (level === 'city' && !context.pick.state) ||
        (level === 'municipal' && !context.pick.city),
      onChange: (e: { target: { value: string } }) =>
        send(
          fromList
            ? { type: 'area.select', level, id: e.target.value }
            : { type: 'area.type', level: level as 'city' | 'municipal', value: e.target.value },
        ),
    };
  };
  return {
    page,
    operation: context.operation,
    country,
    titleKey: context.operation === 'add' ? ('modal.addTitle' as const) : ('modal.editTitle' as const),
    fields: Object.fromEntries(TEXT_FIELDS.map((name) => [name, field(name)])) as Record<AddressTextField, FieldProps>,
    postcodeWidget,
    postcodeErrorKey: errorOf('postcode'),
    hasPostcodeTable: context.postcodeTable,
    placeLabel,
    placeErrorKey: placeError,
    /**
     * issue 30 item 7: the place has no input of its own; its error marks the button that opens 'know your zip code', so the
     * form's error summary lists it (with the place's label) and a failed submit can move focus to it
     */
    placeButton: {
      id: fieldId(idPrefix, 'place-search'),
      labelledBy: `${fieldId(idPrefix, 'place-label')} ${fieldId(idPrefix, 'place-search')}`,
      labelId: fieldId(idPrefix, 'place-label'),
      errorId: errorIdOf(fieldId(idPrefix, 'place')),
      ...errorAria(errorIdOf(fieldId(idPrefix, 'place')), placeError !== null),
    },
    /** the ids of the modal's title and of its pages' headings (issue 29: the view mints none) */
    ids: { title: fieldId(idPrefix, 'title'), zip: fieldId(idPrefix, 'zip'), street: fieldId(idPrefix, 'street') },
    isPreferred: context.fields.isDefaultAddress,
    /** spec §8: the add-address failure; a field problem or the address limit have their own words */
    errorKey: !context.error
      ? null
      : context.error === 'VALIDATION_ERROR'
        ? ('modal.failures.validation' as const)
        : context.error === 'ADDRESS_LIMIT_REACHED'
          ? ('modal.failures.limit' as const)
          : ('modal.failures.generic' as const),
    isSaving: page === 'saving',
    /** issue 16: the close animation is playing (spec §9, 0.5 s) */
    isClosing: snapshot.matches('closing'),
    // know your zip code
    zip: {
      loading: snapshot.matches({ knowZip: 'loadingStates' }) || snapshot.matches({ knowZip: 'loadingChildren' }),
      searching: snapshot.matches({ knowZip: 'searching' }),
      loadFailed: snapshot.matches({ knowZip: 'loadFailed' }),
      selects: (['state', 'city', 'municipal'] as const).map(select),
      canSearch: context.postcodeTable && pickComplete(context),
      canUsePlace: pickComplete(context),
      noPostcodeFound: context.noPostcodeFound,
    },
    streets: context.places.map((p, index) => ({
      key: `${p.postcode}-${p.municipal.id}-${p.addressLine1?.name ?? ''}-${index}`,
      street: p.addressLine1?.name ?? null,
      area: [p.municipal.name, p.city.name, p.state.name].join(', '),
      postcode: p.postcode,
      index,
      onChoose: () => send({ type: 'street.choose', index }),
    })),
    onPostcodeChanged: (postcode: string) => send({ type: 'postcode.changed', postcode }),
    onPostcodeResolved: (postcode: string, places: import('../../contracts/postcode.contract').PostcodePlace[]) =>
      send({ type: 'postcode.resolved', postcode, places }),
    onTogglePreferred: () => send({ type: 'preferred.toggle' }),
    onSearchPlace: () => send({ type: 'place.search' }),
    onZipSearch: () => send({ type: 'zip.search' }),
    onUsePlace: () => send({ type: 'zip.usePlace' }),
    onRetryAreas: () => send({ type: 'areas.retry' }),
    onBack: () => send({ type: 'page.back' }),
    onClose: () => send({ type: 'modal.close' }),
    onSubmit: (e?: { preventDefault(): void }) => {
      e?.preventDefault();
      send({ type: 'form.submit' });
    },
  };
}

export type AddressModalApi = ReturnType<typeof connectAddressModal>;
