// spec §5 personal profile: the mandatory set (firstName, lastName, primaryPhone, document) and each field's rule. The
// profile form (src/machines/my-profile) and the server's check of a saved edit (server/src/account/profile.routes.ts)
// both run this one list, so what the form accepts is what the server saves (issue 29: a rule once). Pure.
import { validateDocument } from './documents';
import {
  validateBirthDate,
  validateFirstName,
  validateGender,
  validateLastName,
  validateMiddleName,
  validateMotherLastName,
  validatePosition,
} from './person';
import { validateDirectDialing, validatePhone } from './phone';

export interface ProfileValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  motherLastName?: string;
  dateOfBirth: string;
  gender: string;
  directDialing?: string;
  primaryPhone: string;
  documentType: string;
  document: string;
  documentDniDv?: string;
  position?: string;
}

export interface ProfileRules {
  country: string;
  /** spec §3: the tenant asks the mother's last name */
  usesMotherLastName: boolean;
  /** spec §9 Brazil: the area code (DDD) is a field of its own */
  directDialing: boolean;
  /** spec §5 company profile: a company account's position is mandatory (issue 31 item 1) */
  asksPosition: boolean;
  now: Date;
}

/** Each failing field's message key, with the phone, area code and document results (their normalised values). */
export function checkProfile(v: ProfileValues, rules: ProfileRules) {
  const errors: Record<string, string> = {};
  const put = (field: string, r: { ok: boolean; error?: string }) => {
    if (!r.ok && r.error) errors[field] = r.error;
  };
  put('firstName', validateFirstName(v.firstName));
  put('middleName', validateMiddleName(v.middleName ?? ''));
  put('lastName', validateLastName(v.lastName));
  if (rules.usesMotherLastName) put('motherLastName', validateMotherLastName(v.motherLastName ?? ''));
  put('dateOfBirth', validateBirthDate(v.dateOfBirth, rules.now));
  put('gender', validateGender(v.gender));
  // spec §5 Brazil: the area code plus the number
  const dialing = rules.directDialing ? validateDirectDialing(v.directDialing ?? '') : null;
  if (dialing) put('directDialing', dialing);
  const areaCode = dialing ? { areaCode: dialing.ok ? dialing.normalized : (v.directDialing ?? '') } : {};
  const phone = validatePhone(rules.country, 'primary', v.primaryPhone, areaCode);
  put('primaryPhone', phone);
  const document = validateDocument(v.documentType, v.document, {
    country: rules.country,
    dv: v.documentDniDv || null,
  });
  put('document', document);
  if (rules.asksPosition) put('position', validatePosition(v.position ?? ''));
  return { errors, dialing, phone, document };
}
