// spec §5 personal profile: the mandatory set (firstName, lastName, primaryPhone, document) and each field's rule. Pure.
import { validateDocument } from '../../rules/documents';
import {
  validateBirthDate,
  validateFirstName,
  validateGender,
  validateLastName,
  validateMiddleName,
  validateMotherLastName,
  validatePosition,
} from '../../rules/person';
import { validateDirectDialing, validatePhone } from '../../rules/phone';
import type { MyProfileContext } from './my-profile.types';

export function profileErrors(
  c: Pick<MyProfileContext, 'values' | 'country' | 'profile' | 'directDialing'>,
  now: Date,
): Record<string, string> {
  const v = c.values;
  const errors: Record<string, string> = {};
  const put = (field: string, r: { ok: boolean; error?: string }) => {
    if (!r.ok && r.error) errors[field] = r.error;
  };
  put('firstName', validateFirstName(v.firstName));
  put('middleName', validateMiddleName(v.middleName));
  put('lastName', validateLastName(v.lastName));
  if (c.profile?.usesMotherLastName) put('motherLastName', validateMotherLastName(v.motherLastName));
  put('dateOfBirth', validateBirthDate(v.dateOfBirth, now));
  put('gender', validateGender(v.gender));
  // spec §5 Brazil: the area code plus the number; the area code is its own field (directDialing, spec §9)
  if (c.directDialing) put('directDialing', validateDirectDialing(v.directDialing));
  put(
    'primaryPhone',
    validatePhone(c.country, 'primary', v.primaryPhone, c.directDialing ? { areaCode: v.directDialing } : {}),
  );
  put('document', validateDocument(v.documentType, v.document, { country: c.country, dv: v.documentDniDv || null }));
  // spec §5 company profile: a company account's position is mandatory (issue 31 item 1)
  if (c.profile?.asksPosition) put('position', validatePosition(v.position));
  return errors;
}
