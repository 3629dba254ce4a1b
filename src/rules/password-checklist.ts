// spec §5 (Password): the live rule list shown under a new password's field, each rule marked met or not as the person
// types. Pure; the rules themselves are password.ts's (checkPassword), this file only says which ones the list shows.
import { checkPassword, passwordRulesFor, type PasswordOptions, type PasswordRuleKey } from './password';

/** A rule of the list; 'required' is the field's empty error (spec §4), never a line of the list. */
export type PasswordChecklistKey = Exclude<PasswordRuleKey, 'required'>;

export interface PasswordChecklistItem {
  key: PasswordChecklistKey;
  met: boolean;
}

const isCompany = (accountType: PasswordOptions['accountType']) =>
  accountType === 'ORGANIZATION' || accountType === 'COLLABORATOR';

/**
 * The lines the list always shows, in display order (spec §5): min 8, no spaces, the character classes (one "3 of 4" line
 * where the tenant asks for it), then the no-email-match rule for individuals or the special character for companies
 * (and for tenants whose policy asks for it), and the earlier password where there is one.
 */
export function passwordChecklistRules(options: PasswordOptions = {}): PasswordChecklistKey[] {
  const applied = passwordRulesFor(options);
  const shown: PasswordChecklistKey[] = ['minLength', 'noSpaces'];
  if (applied.includes('threeOfFour')) shown.push('threeOfFour');
  else shown.push('lowercase', 'uppercase', 'digit');
  if (applied.includes('special')) shown.push('special');
  if (!isCompany(options.accountType)) shown.push('notEmailLike');
  if (applied.includes('differsFromPrevious')) shown.push('differsFromPrevious');
  return shown;
}

/**
 * The live rule list for a typed value. Nothing is met before anything is typed. A rule the checker applies but the list
 * does not show (over 100 characters, a common password, a company's password resembling its email) is added, unmet,
 * while the value fails it: the list never reads "all met" for a value the field refuses.
 */
export function passwordChecklist(value: string, options: PasswordOptions = {}): PasswordChecklistItem[] {
  const shown = passwordChecklistRules(options);
  const failed = new Set(checkPassword(value, options).failed);
  const extra = passwordRulesFor(options).filter(
    (rule): rule is PasswordChecklistKey => failed.has(rule) && rule !== 'required' && !shown.includes(rule),
  );
  return [...shown, ...extra].map((key) => ({ key, met: value !== '' && !failed.has(key) }));
}
