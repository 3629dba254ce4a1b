// spec §2 myProfile, §3 profile input ids, §5 personal profile mandatory set; §8 save messages.
export type ProfileTextField =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'motherLastName'
  | 'dateOfBirth'
  | 'directDialing'
  | 'primaryPhone'
  | 'document'
  | 'documentDniDv';
export type ProfileChoiceField = 'gender' | 'documentType';
export type ProfileFlag = 'offerSms' | 'brandNewsLetter' | 'receiveEmail';

export interface ProfileData {
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  motherLastName: string;
  usesMotherLastName: boolean;
  dateOfBirth: string | null;
  gender: 'MALE' | 'FEMALE' | 'UNSET';
  /** spec §3 profile input id directDialing: Brazil's area code (DDD), apart from the number (spec §9: Brazil only) */
  directDialing: string;
  primaryPhone: string;
  documentType: string | null;
  document: string;
  documentDniDv: string;
  offerSms: boolean;
  brandNewsLetter: boolean;
  receiveEmail: boolean;
}

export interface MyProfileInput {
  country: string;
  documentTypes: readonly string[];
  /** spec §9: direct dialing is asked in Brazil only (the tenant's toggle) */
  directDialing?: boolean;
}

export interface MyProfileContext extends MyProfileInput {
  profile: ProfileData | null;
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
