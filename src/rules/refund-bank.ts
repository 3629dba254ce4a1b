// spec §2/§3: the refund bank form (bank, account type, account number, holder name, holder document), per country. The rules
// follow ../shared/data/banks/ACCOUNTS.md (copied notes in server/data/banks/SOURCES.md): [checked] rules reject, [unverified]
// ones only bound the length, as the notes advise. Pure: the server validates with these, the form shows their keys.
import type { Country } from './countries';
import { documentTypesFor, validateDocument, type DocumentType } from './documents';

export type { Country };
import { LETTERS_ONLY, collapseSpaces, text } from './field';

export type AccountNumberKind = 'clabe' | 'cbu' | 'cci' | 'account';

export interface RefundBankRules {
  country: Country;
  /** the account types the form offers (i18n keys under orders:refund.accountType.*) */
  accountTypes: readonly string[];
  accountNumber: { kind: AccountNumberKind; minLength: number; maxLength: number };
  /** a licensed bank list exists for the country (server/data/banks); otherwise the bank is typed by name */
  hasBankList: boolean;
  holderDocumentTypes: readonly DocumentType[];
}

const RULES: Record<Country, Omit<RefundBankRules, 'country' | 'holderDocumentTypes'>> = {
  // ACCOUNTS.md CL: no national format, 4-20 digits [unverified]
  CL: {
    accountTypes: ['checking', 'sight', 'savings'],
    accountNumber: { kind: 'account', minLength: 4, maxLength: 20 },
    hasBankList: true,
  },
  // MX: CLABE 18 digits with a check digit [checked]; SPEI needs no account type
  MX: { accountTypes: ['clabe'], accountNumber: { kind: 'clabe', minLength: 18, maxLength: 18 }, hasBankList: true },
  // AR: CBU/CVU 22 digits, two check digits [checked]
  AR: {
    accountTypes: ['savings', 'checking'],
    accountNumber: { kind: 'cbu', minLength: 22, maxLength: 22 },
    hasBankList: true,
  },
  // PE: CCI 20 digits; its check digits are [unverified], so only the length is enforced
  PE: {
    accountTypes: ['savings', 'checking'],
    accountNumber: { kind: 'cci', minLength: 20, maxLength: 20 },
    hasBankList: false,
  },
  // CO: no national format [unverified]; Nequi/Daviplata use 10-digit phones, so 6-20 digits
  CO: {
    accountTypes: ['savings', 'checking'],
    accountNumber: { kind: 'account', minLength: 6, maxLength: 20 },
    hasBankList: false,
  },
  // BR: agência + conta, bank-specific check digits [unverified]: digits only, 5-20
  BR: {
    accountTypes: ['checking', 'savings', 'payment'],
    accountNumber: { kind: 'account', minLength: 5, maxLength: 20 },
    hasBankList: true,
  },
  // UY: no national format [unverified]
  UY: {
    accountTypes: ['savings', 'checking'],
    accountNumber: { kind: 'account', minLength: 4, maxLength: 20 },
    hasBankList: false,
  },
};

export function refundBankRules(country: Country): RefundBankRules {
  const holderDocumentTypes = [
    ...new Set([...documentTypesFor(country, 'personal'), ...documentTypesFor(country, 'company')]),
  ];
  return { country, ...RULES[country], holderDocumentTypes };
}

/** Spaces and hyphens are dropped before validating (ACCOUNTS.md: "remove spaces and hyphens"). */
export const cleanAccountNumber = (value: unknown): string => text(value).replace(/[\s-]/g, '');

/** ACCOUNTS.md MX [checked]: weights 3,7,1 over digits 1-17, each product mod 10; check = (10 - sum mod 10) mod 10. */
export function isClabeValid(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(clabe[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

function weightedCheck(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * weights[i]!;
  return (10 - (sum % 10)) % 10;
}

/** ACCOUNTS.md AR [checked]: block 1 (8 digits) weights 7,1,3,9,7,1,3; block 2 (14) weights 3,9,7,1,... over 13 digits. */
export function isCbuValid(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false;
  const block1 = cbu.slice(0, 8);
  const block2 = cbu.slice(8);
  const ok1 = weightedCheck(block1.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]) === Number(block1[7]);
  const ok2 = weightedCheck(block2.slice(0, 13), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) === Number(block2[13]);
  return ok1 && ok2;
}

export type RefundFieldError =
  | 'refund.bankRequired'
  | 'refund.bankChooseRequired'
  | 'refund.accountTypeRequired'
  | 'refund.accountNumberRequired'
  | 'refund.accountNumberDigits'
  | 'refund.accountNumberLength'
  | 'refund.accountNumberCheck'
  | 'refund.holderNameRequired'
  | 'refund.holderNameLetters'
  | 'refund.holderDocumentTypeRequired'
  | 'refund.holderDocumentInvalid';

export interface RefundBankInput {
  bankCode?: string | null;
  bankName: string;
  accountType: string;
  accountNumber: string;
  holderName: string;
  holderDocumentType: string;
  holderDocument: string;
}

export type RefundBankField = keyof Omit<RefundBankInput, 'bankCode'>;

export function validateAccountNumber(
  rules: RefundBankRules,
  value: unknown,
): { ok: true; value: string } | { ok: false; error: RefundFieldError } {
  const v = cleanAccountNumber(value);
  if (!v) return { ok: false, error: 'refund.accountNumberRequired' };
  if (!/^\d+$/.test(v)) return { ok: false, error: 'refund.accountNumberDigits' };
  const { minLength, maxLength, kind } = rules.accountNumber;
  if (v.length < minLength || v.length > maxLength) return { ok: false, error: 'refund.accountNumberLength' };
  if (kind === 'clabe' && !isClabeValid(v)) return { ok: false, error: 'refund.accountNumberCheck' };
  if (kind === 'cbu' && !isCbuValid(v)) return { ok: false, error: 'refund.accountNumberCheck' };
  return { ok: true, value: v };
}

/** Every field's first error (empty when the form is valid); the holder document is checked with src/rules/documents. */
export function validateRefundBank(
  rules: RefundBankRules,
  input: Partial<RefundBankInput>,
): Partial<Record<RefundBankField, RefundFieldError>> {
  const errors: Partial<Record<RefundBankField, RefundFieldError>> = {};
  if (!text(input.bankName)) errors.bankName = 'refund.bankRequired';
  if (!rules.accountTypes.includes(text(input.accountType))) errors.accountType = 'refund.accountTypeRequired';
  const account = validateAccountNumber(rules, input.accountNumber);
  if (!account.ok) errors.accountNumber = account.error;
  const name = collapseSpaces(text(input.holderName));
  if (!name) errors.holderName = 'refund.holderNameRequired';
  else if (!LETTERS_ONLY.test(name)) errors.holderName = 'refund.holderNameLetters';
  const docType = text(input.holderDocumentType);
  if (!(rules.holderDocumentTypes as readonly string[]).includes(docType))
    errors.holderDocumentType = 'refund.holderDocumentTypeRequired';
  else if (!validateDocument(docType, input.holderDocument).ok) errors.holderDocument = 'refund.holderDocumentInvalid';
  return errors;
}
