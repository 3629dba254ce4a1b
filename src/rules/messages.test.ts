// Every message key a rule returns exists, with text, in the es and pt-BR catalogues of the `rules` namespace.
// The catalogues are read as files: rules import nothing from the app (src/i18n included).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateDocument, DOCUMENT_TYPES } from './documents';
import { checkPassword, passwordFieldError, passwordRuleMessageKey } from './password';
import { validatePhone, validateDirectDialing, type PhoneKind } from './phone';
import { validateAddress, type AddressInput } from './address';
import { validateCardNumber, validateCardOwnerDocument, validateExpiry } from './card';
import {
  validateAcceptance,
  validateBirthDate,
  validateCommercialName,
  validateEmail,
  validateFirstName,
  validateGender,
  validateHolderName,
  validateLastName,
  validatePosition,
  validateSelection,
} from './person';
import { validateListName } from './lists';
import { validateCollaborator, type CollaboratorInput } from './collaborator';
import { validateOrderNumber } from './order-search';
import { validateOtp } from './otp';
import { validateEconomicActivityCode } from './economic-activity';

type Catalogue = { [key: string]: string | Catalogue };
const load = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../i18n/locales/${locale}/rules.json`, import.meta.url), 'utf8')) as Catalogue;
const flatten = (node: Catalogue, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};
const es = flatten(load('es'));
const pt = flatten(load('pt-BR'));

// Every key the rules can return, listed from their result types.
const DECLARED = [
  ...[
    'required',
    'unknownType',
    'invalidCharacters',
    'invalidLength',
    'invalidFormat',
    'invalidCheckDigit',
    'invalidPrefix',
    'repeatedDigits',
    'invalidDate',
    'invalidState',
    'dvRequired',
    'checkDigitWarning',
  ].map((k) => `document.${k}`),
  ...(
    [
      'required',
      'minLength',
      'maxLength',
      'noSpaces',
      'lowercase',
      'uppercase',
      'digit',
      'special',
      'threeOfFour',
      'differsFromPrevious',
      'notEmailLike',
      'notCommon',
    ] as const
  ).map(passwordRuleMessageKey),
  'password.passwordEmptyFieldError',
  'password.passwordPartialValidation',
  ...['weak', 'acceptable', 'strong', 'extraStrong'].map((k) => `password.strength.${k}`),
  ...['required', 'invalidCharacters', 'invalidLength', 'invalidAreaCode'].map((k) => `phone.${k}`),
  ...['required', 'digitsOnly', 'invalidLength'].map((k) => `otp.${k}`),
  ...['required', 'lettersOnly', 'tooLong'].map((k) => `name.${k}`),
  'email.required',
  'email.invalid',
  ...['required', 'invalid', 'inFuture', 'tooYoung', 'tooOld'].map((k) => `birthDate.${k}`),
  'gender.required',
  'gender.invalid',
  ...['required', 'lettersOnly', 'tooLong'].map((k) => `position.${k}`),
  'terms.required',
  'selection.required',
  'commercialName.required',
  'commercialName.tooLong',
  ...[
    'required',
    'tooLong',
    'tooShort',
    'invalidCharacters',
    'digitsOnly',
    'exteriorNumberRequired',
    'postcodeRequired',
    'postcodeInvalid',
    'selectState',
    'selectCity',
    'selectMunicipal',
    'selectMunicipality',
    'selectColony',
    'selectDepartment',
  ].map((k) => `address.${k}`),
  ...[
    'numberRequired',
    'numberDigitsOnly',
    'numberInvalid',
    'brandNotAccepted',
    'expiryRequired',
    'expiryInvalid',
    'expired',
    'documentRequired',
    'documentInvalid',
  ].map((k) => `card.${k}`),
  'lists.nameRequired',
  'lists.nameTooLong',
  'lists.nameDuplicate',
  'orderSearch.required',
  'orderSearch.digitsOnly',
  'orderSearch.tooLong',
  'economicActivity.required',
  'economicActivity.invalid',
  ...['required', 'amountInvalid', 'statusInvalid', 'userTypeInvalid', 'documentInvalid'].map(
    (k) => `collaborator.${k}`,
  ),
  'field.required',
];

describe('rules catalogues (es, pt-BR)', () => {
  it('have the same keys, each with text', () => {
    expect([...pt.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [key, text] of [...es, ...pt]) expect(text.trim(), key).not.toBe('');
  });

  it.each(DECLARED)('%s exists in both', (key) => {
    expect(es.has(key), `es ${key}`).toBe(true);
    expect(pt.has(key), `pt-BR ${key}`).toBe(true);
  });

  it('the duplicate list name uses the spec wording', () => {
    expect(es.get('lists.nameDuplicate')).toBe('Ya tienes una lista con este nombre.');
    expect(es.get('collaborator.required')).toBe('Este campo es obligatorio');
  });

  it('every key returned for arbitrary input is in both catalogues', () => {
    const seen = new Set<string>();
    const note = (r: { ok: boolean; error?: string; errors?: Record<string, string>; warnings?: string[] }) => {
      if (r.error) seen.add(r.error);
      for (const key of Object.values(r.errors ?? {})) seen.add(key);
      for (const key of r.warnings ?? []) seen.add(key);
    };
    const now = new Date('2026-11-21T00:00:00Z');
    const kinds: PhoneKind[] = ['primary', 'alternate', 'company', 'collaborator', 'card'];
    const countries = ['CL', 'PE', 'CO', 'MX', 'BR', 'AR', 'UY'];
    const input = fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[0-9A-Z.\-/ ]{0,20}$/), fc.anything());
    fc.assert(
      fc.property(input, fc.constantFrom(...countries), (value, country) => {
        for (const type of DOCUMENT_TYPES) note(validateDocument(type, value, { country }));
        note(validateDocument('nope', value));
        for (const kind of kinds) note(validatePhone(country, kind, value));
        note(validateDirectDialing(value));
        note(
          validateAddress(
            country,
            {
              addressName: value,
              addressLine1: value,
              addressLine2: value,
              addressLine3: value,
              postcode: value,
            } as AddressInput,
            { addressLine1Min: 3, addressLine2DigitsOnly: true },
          ),
        );
        note(validateCardNumber(value));
        note(validateCardOwnerDocument(value));
        note(validateExpiry(value, now));
        for (const rule of [
          validateFirstName,
          validateLastName,
          validateHolderName,
          validateEmail,
          validatePosition,
          validateSelection,
          validateAcceptance,
          validateOrderNumber,
        ])
          note(rule(value));
        note(validateBirthDate(value, now, { minAge: 18 }));
        note(validateGender(value, { registration: true }));
        note(validateCommercialName(country, value));
        note(validateListName(value, ['Mi primera lista']));
        note(
          validateCollaborator(
            {
              email: value,
              companyDocument: value,
              maximumPurchaseAmount: value,
              status: value,
              userType: value,
              phone: value,
              firstName: value,
            } as CollaboratorInput,
            { country, companyDocumentType: 'RUT' },
          ),
        );
        note(validateOtp(value, { min: 4, max: 6 }));
        note(validateEconomicActivityCode(country, value));
        const pwd = checkPassword(value, { email: 'ana@x.cl', accountType: 'ORGANIZATION', previousPassword: 'x' });
        for (const rule of pwd.failed) seen.add(passwordRuleMessageKey(rule));
        seen.add(`password.strength.${pwd.strength}`);
        const field = passwordFieldError(value);
        if (field) seen.add(field);
      }),
      { numRuns: 300 },
    );
    for (const key of seen) {
      expect(es.has(key), `es ${key}`).toBe(true);
      expect(pt.has(key), `pt-BR ${key}`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(40);
  });
});
