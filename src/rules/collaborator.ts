// spec §3 (Collaborator), §5 (Lists and collaborators), §6 (collaborator roles). Pure.
import { define } from 'superstruct';
import { text } from './field';
import { validateEmail, validateFirstName, validateLastName } from './person';
import { validatePhone } from './phone';
import { validateDocument, type DocumentType } from './documents';
import { COLLABORATOR_USER_TYPES, type CollaboratorUserType } from './roles';

export const COLLABORATOR_STATUSES = ['active', 'inactive'] as const;
export type CollaboratorStatus = (typeof COLLABORATOR_STATUSES)[number];

export interface CollaboratorInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  companyDocument?: unknown;
  maximumPurchaseAmount?: unknown;
  status?: unknown;
  userType?: unknown;
}
export type CollaboratorField = keyof CollaboratorInput;

export interface Collaborator {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyDocument: string;
  maximumPurchaseAmount: number;
  status: CollaboratorStatus;
  userType: CollaboratorUserType;
}

export type CollaboratorErrorKey =
  | 'collaborator.required'
  | 'collaborator.amountInvalid'
  | 'collaborator.statusInvalid'
  | 'collaborator.userTypeInvalid'
  | 'collaborator.documentInvalid'
  | 'email.invalid'
  | 'name.lettersOnly'
  | 'name.tooLong'
  | 'phone.invalidCharacters'
  | 'phone.invalidLength';

export interface CollaboratorOptions {
  /** Country of the company: the collaborator phone rule and the company document's type come from it. */
  country?: string;
  /** The company document's type (spec §3 company types); when given, the document is checked with validateDocument. */
  companyDocumentType?: DocumentType;
}

/** spec §5: a maximum purchase amount: a number of at least 0 (digits, optionally with decimals). */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const v = text(value);
  if (!/^\d{1,15}(?:[.,]\d{1,2})?$/.test(v)) return null;
  return Number(v.replace(',', '.'));
}

/**
 * spec §5: company document, email (valid format), maximumPurchaseAmount, status and userType are required
 * ('Este campo es obligatorio'); names and phone are checked when present (collaborator phone: 9 digits).
 */
export function validateCollaborator(
  input: CollaboratorInput,
  options: CollaboratorOptions = {},
): { ok: true; value: Collaborator } | { ok: false; errors: Partial<Record<CollaboratorField, CollaboratorErrorKey>> } {
  const data: CollaboratorInput = typeof input === 'object' && input !== null ? input : {};
  const errors: Partial<Record<CollaboratorField, CollaboratorErrorKey>> = {};

  const companyDocument = text(data.companyDocument);
  let normalizedDocument = companyDocument;
  if (!companyDocument) errors.companyDocument = 'collaborator.required';
  else if (options.companyDocumentType) {
    const doc = validateDocument(options.companyDocumentType, companyDocument, { country: options.country });
    if (doc.ok) normalizedDocument = doc.normalized;
    else errors.companyDocument = 'collaborator.documentInvalid';
  }

  const email = validateEmail(data.email);
  if (!email.ok) errors.email = email.error === 'email.required' ? 'collaborator.required' : email.error;

  const amount = parseAmount(data.maximumPurchaseAmount);
  if (text(data.maximumPurchaseAmount) === '') errors.maximumPurchaseAmount = 'collaborator.required';
  else if (amount === null) errors.maximumPurchaseAmount = 'collaborator.amountInvalid';

  const status = text(data.status);
  if (!status) errors.status = 'collaborator.required';
  else if (!(COLLABORATOR_STATUSES as readonly string[]).includes(status)) errors.status = 'collaborator.statusInvalid';

  const userType = text(data.userType);
  if (!userType) errors.userType = 'collaborator.required';
  else if (!(COLLABORATOR_USER_TYPES as readonly string[]).includes(userType))
    errors.userType = 'collaborator.userTypeInvalid';

  const firstName = text(data.firstName) ? validateFirstName(data.firstName) : null;
  if (firstName && !firstName.ok && firstName.error !== 'name.required') errors.firstName = firstName.error;
  const lastName = text(data.lastName) ? validateLastName(data.lastName) : null;
  if (lastName && !lastName.ok && lastName.error !== 'name.required') errors.lastName = lastName.error;

  const phoneText = text(data.phone);
  const phone = phoneText ? validatePhone(options.country ?? '', 'collaborator', phoneText) : null;
  if (phone && !phone.ok && phone.error !== 'phone.required') {
    errors.phone = phone.error === 'phone.invalidLength' ? 'phone.invalidLength' : 'phone.invalidCharacters';
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: firstName?.ok ? firstName.value : '',
      lastName: lastName?.ok ? lastName.value : '',
      email: email.ok ? email.value : '',
      phone: phone?.ok ? phone.normalized : '',
      companyDocument: normalizedDocument,
      maximumPurchaseAmount: amount ?? 0,
      status: status as CollaboratorStatus,
      userType: userType as CollaboratorUserType,
    },
  };
}

/** A struct running validateCollaborator (forms and request bodies). */
export const collaboratorStruct = (options?: CollaboratorOptions) =>
  define<CollaboratorInput>('Collaborator', (value) => {
    const result = validateCollaborator((value ?? {}) as CollaboratorInput, options);
    return result.ok
      ? true
      : Object.entries(result.errors)
          .map(([field, key]) => `${field}: ${key}`)
          .join('; ');
  });
