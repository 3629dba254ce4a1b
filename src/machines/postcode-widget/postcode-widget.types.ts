// spec §4 postal-code widget: variants primary and secondary, operations edit and add. spec §3 postal-code info.
import type { PostcodePlace } from '../../contracts/postcode.contract';

export type PostcodeWidgetVariant = 'primary' | 'secondary';
export type PostcodeWidgetOperation = 'edit' | 'add';

/** The address the widget shows: entered (edit) or chosen (secondary add). */
export interface PostcodeWidgetAddress {
  postcode: string;
  /** one line: street and number, municipal, city, state */
  label: string;
}

export interface PostcodeWidgetInput {
  variant: PostcodeWidgetVariant;
  operation: PostcodeWidgetOperation;
  country: string;
  /** whether the tenant's country has a postcode table loaded (else the typed postcode is only checked for its form) */
  postcodeTable: boolean;
  postcode?: string;
  address?: PostcodeWidgetAddress | null;
}

/**
 * Rules keys (spec §5) or the account namespace's: a failed look-up, and (issue 32 item 1) the online provider unavailable,
 * which is not 'not found': the person is told to choose the place and type the address instead.
 */
export type PostcodeWidgetErrorKey =
  | 'address.postcodeRequired'
  | 'address.postcodeInvalid'
  | 'address.postcodeNotFound'
  | 'postcode.lookupFailed'
  | 'postcode.serviceUnavailable';

export interface PostcodeWidgetContext {
  variant: PostcodeWidgetVariant;
  operation: PostcodeWidgetOperation;
  country: string;
  postcodeTable: boolean;
  /** what the user typed */
  postcode: string;
  /** the postcode the shown address belongs to ('' when none) */
  initialPostcode: string;
  address: PostcodeWidgetAddress | null;
  /** the last postcode the table answered for */
  resolvedPostcode: string | null;
  error: PostcodeWidgetErrorKey | null;
  /** secondary: the user opened the input with the edit link */
  editing: boolean;
}

export type PostcodeWidgetEvent =
  { type: 'postcode.change'; value: string } | { type: 'postcode.submit' } | { type: 'widget.edit' };

/** Emitted to whoever renders the widget (the address modal forwards them). */
export type PostcodeWidgetEmitted =
  | { type: 'postcode.changed'; postcode: string }
  | { type: 'postcode.resolved'; postcode: string; places: PostcodePlace[] };

export type PostcodeWidgetActorName = 'lookupPostcode';
