// spec §2 myProfile, §3 profile input ids, §5 personal profile mandatory set; §8 save messages.
import type { Profile } from '../../contracts/profile.contract';
export type ProfileTextField =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'motherLastName'
  | 'dateOfBirth'
  | 'directDialing'
  | 'primaryPhone'
  | 'document'
  | 'documentDniDv'
  | 'position';
export type ProfileChoiceField = 'gender' | 'documentType' | 'countryOfResidence';
export type ProfileFlag = 'offerSms' | 'brandNewsLetter' | 'receiveEmail' | 'addCMR' | 'personalDataTreatmentPolicy';

export interface MyProfileInput {
  country: string;
  documentTypes: readonly string[];
  /** spec §9: direct dialing is asked in Brazil only (the tenant's toggle) */
  directDialing?: boolean;
  /** issue 31 item 2: where "Cambiar correo" leads (the email-change page; the edge builds it) */
  emailChangeHref?: string;
}

export interface MyProfileContext extends MyProfileInput {
  profile: Profile | null;
  values: Record<ProfileTextField | ProfileChoiceField, string> & Record<ProfileFlag, boolean>;
  showErrors: boolean;
  serverErrors: Partial<Record<string, string>>;
}

export type MyProfileEvent =
  | { type: 'field.change'; field: ProfileTextField | ProfileChoiceField; value: string }
  | { type: 'flag.toggle'; field: ProfileFlag }
  | { type: 'form.submit' }
  | { type: 'profile.retry' };

export type MyProfileActorName = 'loadProfile' | 'saveProfile';
