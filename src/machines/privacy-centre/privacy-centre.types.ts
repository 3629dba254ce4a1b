// Issue 31 (Ley 1581 de 2012, LGPD): the privacy centre: the person's consent history, withdrawing and giving again an
// optional consent (spec §9: the loyalty programme's terms and data in Colombia), and the spec §8 modal that asks to accept
// a new version of a required template ("failure updating consent (a modal asks to accept the terms again)").
import type { ConsentChange, PrivacyOverview } from '../../contracts/privacy.contract';

/** What a failed change says: a required consent cannot be withdrawn (close the account instead), a newer version was
 * published meanwhile (reload), or the save failure of spec §8. */
export const PRIVACY_ERRORS = ['required', 'stale', 'failed'] as const;
export type PrivacyError = (typeof PRIVACY_ERRORS)[number];

export type PrivacyNotice = 'withdrawn' | 'granted' | 'reaccepted';

export interface PrivacyCentreInput {
  /** the tenant's locale: dates of the history are written in it */
  locale: string;
  /** the time zone of the dates (default: the device's, where the person is) */
  timeZone?: string;
  /** the account's other rights pages (download the data, close the account), built by their own pages */
  exportHref: string;
  closeAccountHref: string;
}

export interface PrivacyCentreContext extends PrivacyCentreInput {
  overview: PrivacyOverview | null;
  /** the change being saved (its row shows busy) */
  change: ConsentChange | null;
  error: PrivacyError | null;
  notice: PrivacyNotice | null;
  /** spec §8: saving the new versions failed; the modal asks again */
  reacceptFailed: boolean;
}

export type PrivacyCentreEvent =
  | { type: 'privacy.retry' }
  | { type: 'consent.withdraw'; templateId: string }
  | { type: 'consent.grant'; templateId: string }
  | { type: 'reaccept.open' }
  | { type: 'reaccept.accept' }
  | { type: 'reaccept.later' };

export interface UpdateConsentsInput {
  changes: ConsentChange[];
  source: 'privacyCentre' | 'reaccept';
}
