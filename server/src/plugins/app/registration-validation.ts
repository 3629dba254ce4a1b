// spec §5: the server re-checks every registration field with the same rules as the front end (src/rules), per tenant.
import type { PersonalRegistrationRequest } from '../../../../src/contracts/registration.contract';
import type { CompanyRegistrationRequest } from '../../../../src/contracts/company.contract';
import type { TenantConfig } from '../../../../src/tenants/tenant.types';
import { validateDocument } from '../../../../src/rules/documents';
import { checkPassword } from '../../../../src/rules/password';
import {
  validateBirthDate,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMiddleName,
  validateMotherLastName,
  validatePosition,
} from '../../../../src/rules/person';
import { validateDirectDialing, validatePhone } from '../../../../src/rules/phone';
import { ApiError } from '../../lib/api-error';

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
  // spec §5: mandatory company registration fields
  const required: (keyof CompanyRegistrationRequest)[] = [
    'email',
    'firstName',
    'lastName',
    'position',
    'phoneNumber',
    'companyDocument',
    'businessName',
    'state',
    'city',
    'addressLine1',
    'addressLine2',
    'companyPhone',
  ];
  for (const field of required) if (String(body[field] ?? '').trim() === '') fields[field] = 'required';
  if (!tenant.documents.company.includes(body.companyDocumentType)) fields.companyDocumentType = 'notForTenant';
  const document = validateDocument(body.companyDocumentType, body.companyDocument, { country: tenant.country });
  if (!document.ok && !fields.companyDocument) fields.companyDocument = document.error;
  const password = checkPassword(body.password, { email: body.email, accountType: 'ORGANIZATION', tenant });
  if (!password.ok) fields.password = password.failed[0] ?? 'invalid';
  // spec §5: commercial name and economic activity are required in Mexico
  if (tenant.country === 'MX' && !body.fantasyName.trim()) fields.fantasyName = 'required';
  if (tenant.country === 'MX' && !body.economicActivity && !body.economicActivityText?.trim())
    fields.economicActivity = 'required';
  if ((tenant.country === 'CO' || tenant.country === 'MX') && !body.businessType) fields.businessType = 'required';
  collect(fields, 'email', validateEmail(body.email));
  collect(fields, 'firstName', validateFirstName(body.firstName));
  collect(fields, 'lastName', validateLastName(body.lastName));
  collect(fields, 'position', validatePosition(body.position));
  collect(fields, 'phoneNumber', validatePhone(tenant.country, 'primary', body.phoneNumber));
  collect(fields, 'companyPhone', validatePhone(tenant.country, 'company', body.companyPhone));
  if (Object.keys(fields).length) fail(fields);
  return { companyDocument: document.ok ? document.normalized : body.companyDocument };
}
