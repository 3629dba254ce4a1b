// spec §5 (Password), §4 (strength levels, field errors), §8 (passwordEmptyFieldError, passwordPartialValidation), §9 (min 8).
import { define } from 'superstruct';
import { COMMON_PASSWORDS } from './common-passwords';

/** The password policy a tenant applies (src/tenants' TenantConfig.passwordPolicy). */
export type PasswordPolicy = 'standard' | 'special' | 'threeOfFour';
/** spec §1: account types. Collaborators are company users. */
export type AccountType = 'INDIVIDUAL' | 'ORGANIZATION' | 'COLLABORATOR';

export type PasswordRuleKey =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'noSpaces'
  | 'lowercase'
  | 'uppercase'
  | 'digit'
  | 'special'
  | 'threeOfFour'
  | 'differsFromPrevious'
  | 'notEmailLike'
  | 'notCommon';

/** spec §4: weak, acceptable (named so in one locale), strong, extra strong. */
export type PasswordStrength = 'weak' | 'acceptable' | 'strong' | 'extraStrong';

export interface PasswordOptions {
  email?: string | null;
  accountType?: AccountType;
  /** A policy name, or anything carrying one (a TenantConfig works). Defaults to 'standard'. */
  tenant?: PasswordPolicy | { passwordPolicy: PasswordPolicy } | null;
  previousPassword?: string | null;
}

export interface PasswordCheck {
  ok: boolean;
  /** Rules the password fails, in the order of passwordRulesFor(). */
  failed: PasswordRuleKey[];
  strength: PasswordStrength;
}

export const PASSWORD_MIN_LENGTH = 8; // spec §5, §9
export const PASSWORD_MAX_LENGTH = 100; // spec §5
export const EMAIL_RUN_LENGTH = 4; // spec §5

const hasLower = (s: string) => /\p{Ll}/u.test(s);
const hasUpper = (s: string) => /\p{Lu}/u.test(s);
const hasDigit = (s: string) => /\p{Nd}/u.test(s);
// spec §5: a special (non-word) character, ignoring spaces. Accented letters count as letters, not as signs.
const hasSpecial = (s: string) => /[^\p{L}\p{N}\s_]/u.test(s);

function policyOf(tenant: PasswordOptions['tenant']): PasswordPolicy {
  if (!tenant) return 'standard';
  if (typeof tenant === 'string') return tenant;
  return tenant.passwordPolicy;
}

const isCompany = (accountType: AccountType | undefined) =>
  accountType === 'ORGANIZATION' || accountType === 'COLLABORATOR';

/**
 * The live rule list for these options, in display order (spec §5). The 3-of-4 tenants replace the separate lower/upper/digit
 * rules by one "3 of uppercase, lowercase, digits, signs" rule; the special character is added for company users and for
 * tenants whose policy is 'special'. The email rule applies whenever an email is known.
 */
export function passwordRulesFor(options: PasswordOptions = {}): PasswordRuleKey[] {
  const policy = policyOf(options.tenant);
  const rules: PasswordRuleKey[] = ['minLength', 'maxLength', 'noSpaces'];
  if (policy === 'threeOfFour') rules.push('threeOfFour');
  else rules.push('lowercase', 'uppercase', 'digit');
  if (policy === 'special' || isCompany(options.accountType)) rules.push('special');
  if (options.email) rules.push('notEmailLike');
  if (options.previousPassword) rules.push('differsFromPrevious');
  rules.push('notCommon');
  return rules;
}

/** spec §5: no 4-character run of the email's local part inside the password (case-insensitive). */
export function resemblesEmail(password: string, email: string | null | undefined): boolean {
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) return false;
  const local = email.trim().split('@')[0]?.toLowerCase() ?? '';
  const pwd = password.toLowerCase();
  if (local.length === 0) return false;
  // A password of at most 4 characters must not be contained in the local part.
  if (pwd.length <= EMAIL_RUN_LENGTH && local.includes(pwd)) return true;
  for (let i = 0; i + EMAIL_RUN_LENGTH <= local.length; i += 1) {
    if (pwd.includes(local.slice(i, i + EMAIL_RUN_LENGTH))) return true;
  }
  return false;
}

/** True when the password, or its letters with trailing digits and signs removed, is on the common-passwords list. */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  if (lower.length === 0) return false;
  if (COMMON_PASSWORDS.has(lower)) return true;
  const base = lower.replace(/[^\p{L}]+$/u, '');
  return base.length >= 4 && base !== lower && COMMON_PASSWORDS.has(base);
}

function characterClasses(password: string): number {
  return [hasLower, hasUpper, hasDigit, hasSpecial].filter((test) => test(password)).length;
}

/**
 * spec §4 strength levels. Score = character classes (lower, upper, digit, sign) + a length bonus (12+: 1, 16+: 2);
 * anything shorter than the minimum, common, or failing a rule is weak.
 */
export function passwordStrength(password: string, failed: readonly PasswordRuleKey[] = []): PasswordStrength {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || failed.length > 0) return 'weak';
  if (isCommonPassword(password)) return 'weak';
  const score = characterClasses(password) + (password.length >= 16 ? 2 : password.length >= 12 ? 1 : 0);
  if (score >= 5) return 'extraStrong';
  if (score === 4) return 'strong';
  if (score === 3) return 'acceptable';
  return 'weak';
}

/** spec §5: every password rule at once. Never throws; a non-string password fails 'required'. */
export function checkPassword(password: unknown, options: PasswordOptions = {}): PasswordCheck {
  const value = typeof password === 'string' ? password : '';
  const rules = passwordRulesFor(options);
  const failed: PasswordRuleKey[] = [];
  if (value.length === 0) failed.push('required');
  for (const rule of rules) {
    if (!passes(rule, value, options)) failed.push(rule);
  }
  return { ok: failed.length === 0, failed, strength: passwordStrength(value, failed) };
}

function passes(rule: PasswordRuleKey, value: string, options: PasswordOptions): boolean {
  switch (rule) {
    case 'required':
      return value.length > 0;
    case 'minLength':
      return [...value].length >= PASSWORD_MIN_LENGTH;
    case 'maxLength':
      return [...value].length <= PASSWORD_MAX_LENGTH;
    case 'noSpaces':
      return !/\s/u.test(value);
    case 'lowercase':
      return hasLower(value);
    case 'uppercase':
      return hasUpper(value);
    case 'digit':
      return hasDigit(value);
    case 'special':
      return hasSpecial(value);
    case 'threeOfFour':
      return characterClasses(value) >= 3;
    case 'differsFromPrevious':
      return !options.previousPassword || value !== options.previousPassword;
    case 'notEmailLike':
      return !resemblesEmail(value, options.email);
    case 'notCommon':
      return !isCommonPassword(value);
  }
}

/** i18n key (rules namespace) of a rule's checklist line. */
export const passwordRuleMessageKey = (rule: PasswordRuleKey): `password.rules.${PasswordRuleKey}` =>
  `password.rules.${rule}`;

/**
 * spec §4: the field error shown on blur: empty -> passwordEmptyFieldError, failing a rule -> passwordPartialValidation,
 * otherwise null (the valid mark).
 */
export function passwordFieldError(
  password: unknown,
  options: PasswordOptions = {},
): 'password.passwordEmptyFieldError' | 'password.passwordPartialValidation' | null {
  if (typeof password !== 'string' || password.length === 0) return 'password.passwordEmptyFieldError';
  return checkPassword(password, options).ok ? null : 'password.passwordPartialValidation';
}

/** A struct for a new password under these options (forms and request bodies); the failure names the first failed rule. */
export const passwordStruct = (options: PasswordOptions = {}) =>
  define<string>('Password', (value) => {
    const result = checkPassword(value, options);
    return result.ok ? true : passwordRuleMessageKey(result.failed[0] ?? 'required');
  });
