// Turns the machine's values into the POST /v1/register body (spec §3): only the fields the tenant shows, trimmed.
import type { PersonalRegistrationRequest } from '../../contracts/registration.contract';
import type { SubmitRegistrationInput } from '../../machines/registration/registration.types';
import type { DocumentType } from '../../tenants/tenant.types';

export function toRegistrationRequest({ tenant, values, visibleFields, consents }: SubmitRegistrationInput): PersonalRegistrationRequest {
  const shown = new Set(visibleFields);
  const optionalText = (field: 'middleName' | 'motherLastName' | 'directDialing' | 'alternatePhone' | 'documentDniDv') =>
    shown.has(field) && values[field].trim() ? { [field]: values[field].trim() } : {};
  return {
    tenant,
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    gender: values.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
    phoneNumber: values.phoneNumber.trim(),
    document: values.document.trim(),
    documentType: values.documentType as DocumentType,
    offerSms: values.offerSms,
    addCMR: values.addCMR,
    acceptTermsAndConditions: true,
    personalDataTreatmentPolicy: values.personalDataTreatmentPolicy,
    ...optionalText('middleName'),
    ...optionalText('motherLastName'),
    ...optionalText('directDialing'),
    ...optionalText('alternatePhone'),
    ...optionalText('documentDniDv'),
    ...(consents.length ? { consents } : {}),
  };
}
