// Pure props for the postal-code widget (STYLE.md rules 7, 17): what spec §4 shows per variant and operation.
import type { SnapshotFrom } from 'xstate';
import type { postcodeWidgetMachine } from './postcode-widget.machine';
import type { PostcodeWidgetAddress, PostcodeWidgetErrorKey, PostcodeWidgetEvent } from './postcode-widget.types';
import { describedBy, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof postcodeWidgetMachine>;

export interface PostcodeWidgetApi {
  /** the postcode input is shown (primary always; secondary after its edit link) */
  showsInput: boolean;
  /** the address shown under the input (primary edit) or instead of it (secondary, chosen) */
  address: PostcodeWidgetAddress | null;
  /** secondary: the chosen address carries an edit link */
  showsEditLink: boolean;
  /** spec §4: the postcode was changed and no address is resolved for the new one yet */
  showsChangeWarning: boolean;
  isLooking: boolean;
  /** a postcode table is loaded for the country (else the page says the place is chosen from the lists) */
  hasPostcodeTable: boolean;
  getInputProps(): {
    id: string;
    name: 'postcode';
    value: string;
    inputMode: 'numeric';
    autoComplete: 'postal-code';
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onChange(e: { target: { value: string } }): void;
    onKeyDown(e: { key: string; preventDefault(): void }): void;
  };
  errorId: string;
  errorKey: PostcodeWidgetErrorKey | null;
  warningId: string;
  onSearch(): void;
  onEdit(): void;
}

export function connectPostcodeWidget(
  snapshot: Snapshot,
  send: (event: PostcodeWidgetEvent) => void,
  idPrefix: string,
): PostcodeWidgetApi {
  const { context } = snapshot;
  const chosen = snapshot.matches('chosen');
  const primaryEdit = context.variant === 'primary' && context.operation === 'edit';
  const typedDiffers = context.postcode.trim() !== '' && context.postcode.trim() !== context.initialPostcode;
  const resolvedNow = context.resolvedPostcode !== null && context.resolvedPostcode === context.postcode.trim();
  const inputId = fieldId(idPrefix, 'postcode');
  const errorId = errorIdOf(inputId);
  const warningId = `${inputId}-warning`;
  const showsChangeWarning = !chosen && context.initialPostcode !== '' && typedDiffers && !resolvedNow;
  return {
    showsInput: !chosen,
    address: chosen || primaryEdit ? context.address : null,
    showsEditLink: chosen,
    showsChangeWarning,
    isLooking: snapshot.matches('looking'),
    hasPostcodeTable: context.postcodeTable,
    getInputProps: () => ({
      id: inputId,
      name: 'postcode',
      value: context.postcode,
      inputMode: 'numeric',
      autoComplete: 'postal-code',
      'aria-invalid': context.error !== null,
      'aria-describedby': describedBy(context.error !== null && errorId, showsChangeWarning && warningId),
      onChange: (e) => send({ type: 'postcode.change', value: e.target.value }),
      onKeyDown: (e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        send({ type: 'postcode.submit' });
      },
    }),
    errorId,
    errorKey: context.error,
    warningId,
    onSearch: () => send({ type: 'postcode.submit' }),
    onEdit: () => send({ type: 'widget.edit' }),
  };
}
