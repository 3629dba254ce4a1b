// spec §5: the server re-checks every registration field with the same rules as the front end (src/rules), per tenant.
import type { PersonalRegistrationRequest } from '../../../src/contracts/registration.contract';
import type { CompanyRegistrationRequest } from '../../../src/contracts/company.contract';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import { asksBusinessType, companyAddressErrors, companyGeoLevels } from '../../../src/rules/company-details';
import { validateDocument } from '../../../src/rules/documents';
import { validateEconomicActivityCode } from '../../../src/rules/economic-activity';
import { checkPassword } from '../../../src/rules/password';
import {
  validateBirthDate,
  validateCommercialName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMiddleName,
  validateMotherLastName,
  validatePosition,
} from '../../../src/rules/person';
import { validateDirectDialing, validatePhone } from '../../../src/rules/phone';
import { ApiError } from '../lib/api-error';

type FieldErrors = Record<string, string>;

/** Records the first failure of each field (a rule result of src/rules). */
function collect(fields: FieldErrors, field: string, result: { ok: true } | { ok: false; error: string }) {
  if (!result.ok && !fields[field]) fields[field] = result.error;
}

function fail(fields: FieldErrors): never {
  throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });
}

/** Returns the document in its normalised form, or throws 400 VALIDATION_ERROR naming every failing field. */
export function checkPersonalRegistration(
  tenant: TenantConfig,
  body: PersonalRegistrationRequest,
  now: Date,
): { document: string } {
  const fields: FieldErrors = {};
  const required: (keyof PersonalRegistrationRequest)[] = ['email', 'firstName', 'lastName', 'phoneNumber', 'document'];
  for (const field of required) if (String(body[field] ?? '').trim() === '') fields[field] = 'required';
  if (!tenant.documents.personal.includes(body.documentType)) fields.documentType = 'notForTenant';
  const document = validateDocument(body.documentType, body.document, {
    country: tenant.country,
    dv: body.documentDniDv,
    requireDv: tenant.country === 'PE',
  });
  if (!document.ok && !fields.document) fields.document = document.error;
  const password = checkPassword(body.password, { email: body.email, accountType: 'INDIVIDUAL', tenant });
  if (!password.ok) fields.password = password.failed[0] ?? 'invalid';
  collect(fields, 'email', validateEmail(body.email));
  collect(fields, 'firstName', validateFirstName(body.firstName));
  collect(fields, 'middleName', validateMiddleName(body.middleName ?? ''));
  collect(fields, 'lastName', validateLastName(body.lastName));
  collect(fields, 'motherLastName', validateMotherLastName(body.motherLastName ?? ''));
  collect(fields, 'dateOfBirth', validateBirthDate(body.dateOfBirth, now));
  collect(
    fields,
    'phoneNumber',
    validatePhone(tenant.country, 'primary', body.phoneNumber, { areaCode: body.directDialing }),
  );
  if (body.alternatePhone)
    collect(fields, 'alternatePhone', validatePhone(tenant.country, 'alternate', body.alternatePhone));
  // spec §9: direct dialing only in Brazil
  if (tenant.toggles.directDialing)
    collect(
      fields,
      'directDialing',
      body.directDialing ? validateDirectDialing(body.directDialing) : { ok: false, error: 'required' },
    );
  else if (body.directDialing) fields.directDialing = 'notForTenant';
  if (Object.keys(fields).length) fail(fields);
  return { document: document.ok ? document.normalized : body.document };
}

export function checkCompanyRegistration(
  tenant: TenantConfig,
  body: CompanyRegistrationRequest,
): { companyDocument: string } {
  const fields: FieldErrors = {};
  const country = tenant.country;
  const levels = companyGeoLevels(country);
  // spec §2: the lite registration asks fewer fields (no taxpayer type, activity or municipal level outside Mexico)
  const full = body.form !== 'lite';
  // spec §5: mandatory company registration fields (fantasyName among them) and required selections (region, province,
  // commune, taxpayer type, industry), as deep as the country's geography goes (the form asks the same)
  const required: (keyof CompanyRegistrationRequest)[] = [
    'email',
    'firstName',
    'lastName',
    'position',
    'phoneNumber',
    'companyDocument',
    'businessName',
    'fantasyName',
    'state',
    'addressLine1',
    'addressLine2',
    'companyPhone',
  ];
  if (levels >= 2) required.push('city');
  if (levels >= 3 && full) required.push('municipal');
  if (full) required.push('taxpayerType');
  for (const field of required) if (String(body[field] ?? '').trim() === '') fields[field] = 'required';
  if (!tenant.documents.company.includes(body.companyDocumentType)) fields.companyDocumentType = 'notForTenant';
  const document = validateDocument(body.companyDocumentType, body.companyDocument, { country });
  if (!document.ok && !fields.companyDocument) fields.companyDocument = document.error;
  const password = checkPassword(body.password, { email: body.email, accountType: 'ORGANIZATION', tenant });
  if (!password.ok) fields.password = password.failed[0] ?? 'invalid';
  // spec §5: economic activity required (in Mexico also by the lite form); its code is 6 digits in Chile, 4 in Peru
  const activityCode = body.economicActivity?.economicActivityCode;
  if ((full || country === 'MX') && !activityCode?.trim() && !body.economicActivityText?.trim())
    fields.economicActivity = 'required';
  else if (activityCode) collect(fields, 'economicActivity', codeFormat(country, activityCode));
  if (asksBusinessType(country) && !body.businessType) fields.businessType = 'required';
  collect(fields, 'email', validateEmail(body.email));
  collect(fields, 'firstName', validateFirstName(body.firstName));
  collect(fields, 'lastName', validateLastName(body.lastName));
  collect(fields, 'position', validatePosition(body.position));
  collect(fields, 'fantasyName', validateCommercialName(country, body.fantasyName));
  collect(fields, 'phoneNumber', validatePhone(country, 'primary', body.phoneNumber));
  collect(fields, 'companyPhone', validatePhone(country, 'company', body.companyPhone));
  // spec §5 Address: the street lines' characters and lengths; the postcode's format when one is given
  const address = companyAddressErrors(country, {
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2,
    addressLine3: body.addressLine3 ?? '',
    postcode: body.postcode ?? '',
  });
  if (!body.postcode?.trim()) delete address.postcode;
  for (const [field, error] of Object.entries(address)) if (!fields[field]) fields[field] = error;
  if (Object.keys(fields).length) fail(fields);
  return { companyDocument: document.ok ? document.normalized : body.companyDocument };
}

/** spec §5: an economic activity code's digits where the country has a length (Chile 6, Peru 4); text elsewhere. */
function codeFormat(country: string, code: string): { ok: true } | { ok: false; error: string } {
  const result = validateEconomicActivityCode(country, code);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}
