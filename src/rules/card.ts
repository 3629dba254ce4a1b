// spec §3 (Saved payment card), §5 (Card), §9 (gaps after 4, 8, 12). Pure; brand detection uses card-validator.
import cardValidator from 'card-validator';
import { define } from 'superstruct';
import { text } from './field';
import { validateEmail, validateHolderName } from './person';
import { validatePhone } from './phone';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DINERS' | 'CODENSA' | 'CMR' | 'SORIANA';

/**
 * CODENSA (Colombia, Crédito Fácil Codensa): 16 digits with the prefixes 590712, 529448 and 870055, as listed by public
 * card-pattern tables of payment libraries. 529448 lies inside Mastercard's range: the longer prefix wins.
 */
export const CODENSA_PREFIXES = [590712, 529448, 870055];
/**
 * ASSUMPTION: the private-label store cards' prefixes are not public. CMR (Falabella) and SORIANA (Falabella Soriana)
 * store-card numbers are taken to be 16 digits, Luhn-checked, starting with these prefixes. Co-branded CMR Visa and
 * Mastercard cards carry those networks' own ranges and are detected as VISA / MASTERCARD. Replace the prefixes once the
 * issuer's ranges are known.
 */
export const CMR_PREFIXES = [627180];
export const SORIANA_PREFIXES = [639484];

const CUSTOM_TYPES = [
  { niceType: 'Codensa', type: 'codensa', patterns: CODENSA_PREFIXES },
  { niceType: 'CMR', type: 'cmr', patterns: CMR_PREFIXES },
  { niceType: 'Soriana', type: 'soriana', patterns: SORIANA_PREFIXES },
];
for (const custom of CUSTOM_TYPES) {
  cardValidator.creditCardType.addCard({ ...custom, gaps: [4, 8, 12], lengths: [16], code: { name: 'CVV', size: 3 } });
}

const BRAND_BY_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  'diners-club': 'DINERS',
  codensa: 'CODENSA',
  cmr: 'CMR',
  soriana: 'SORIANA',
};

// card-validator exposes credit-card-type through a CommonJS interop namespace: the matching function is the namespace
// itself or its `default`, depending on the loader.
type MatchCards = (n: string) => Array<{ type: string }>;
const interop = cardValidator.creditCardType as unknown as MatchCards | { default?: MatchCards };
const matchCards: MatchCards | undefined = typeof interop === 'function' ? interop : interop.default;
const candidateTypes = (digits: string): string[] => (matchCards ? matchCards(digits).map((c) => c.type) : []);

/** Digits of a card number typed with spaces or dashes; null when anything else is in it. */
function cardDigits(value: unknown): string | null {
  const v = text(value).replace(/[\s-]/g, '');
  return /^\d+$/.test(v) ? v : null;
}

/** The brand of a (possibly partial) card number, or null when it is unknown or not one of spec §3's brands. */
export function cardBrand(value: unknown): CardBrand | null {
  const digits = cardDigits(value);
  if (!digits) return null;
  const card = cardValidator.number(digits).card;
  if (card) return BRAND_BY_TYPE[card.type] ?? null;
  // A short prefix may still fit several networks (4 is Visa or Elo): name the brand when only one of spec §3's fits.
  const brands = new Set(
    candidateTypes(digits)
      .map((type) => BRAND_BY_TYPE[type])
      .filter((b): b is CardBrand => Boolean(b)),
  );
  return brands.size === 1 ? ([...brands][0] ?? null) : null;
}

export type CardNumberErrorKey =
  'card.numberRequired' | 'card.numberDigitsOnly' | 'card.numberInvalid' | 'card.brandNotAccepted';
export type CardNumberResult =
  { ok: true; normalized: string; formatted: string; brand: CardBrand } | { ok: false; error: CardNumberErrorKey };

/** spec §5: digits only, a valid length for the brand, and the Luhn check. Only spec §3's brands are accepted. */
export function validateCardNumber(value: unknown): CardNumberResult {
  if (!text(value)) return { ok: false, error: 'card.numberRequired' };
  const digits = cardDigits(value);
  if (!digits) return { ok: false, error: 'card.numberDigitsOnly' };
  const check = cardValidator.number(digits);
  if (!check.card) return { ok: false, error: 'card.numberInvalid' };
  const brand = BRAND_BY_TYPE[check.card.type];
  if (!brand) return { ok: false, error: 'card.brandNotAccepted' };
  if (!check.isValid) return { ok: false, error: 'card.numberInvalid' };
  return { ok: true, normalized: digits, formatted: formatCardNumber(digits), brand };
}

/** spec §9: spaces after digits 4, 8 and 12. Non-digits are dropped; at most 19 digits are kept. */
export function formatCardNumber(value: unknown): string {
  const digits = text(value).replace(/\D/g, '').slice(0, 19);
  const groups = [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8, 12), digits.slice(12)];
  return groups.filter((g) => g.length > 0).join(' ');
}

/** The last four digits, for display (never log the number). */
export const maskCardNumber = (value: unknown): string => {
  const digits = text(value).replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '';
};

export type ExpiryErrorKey = 'card.expiryRequired' | 'card.expiryInvalid' | 'card.expired';
export const EXPIRY_MAX_YEARS_AHEAD = 20;

/**
 * spec §3, §5: expiry typed MM/AA (also MMAA). The card is valid through the last day of that month (UTC).
 * `now` is injected. Years beyond 20 from now are invalid.
 */
export function validateExpiry(
  value: unknown,
  now: Date,
): { ok: true; month: number; year: number } | { ok: false; error: ExpiryErrorKey } {
  const v = text(value).replace(/\s/g, '');
  if (!v) return { ok: false, error: 'card.expiryRequired' };
  const m = /^(\d{2})\/?(\d{2})$/.exec(v);
  if (!m || !(now instanceof Date) || Number.isNaN(now.getTime())) return { ok: false, error: 'card.expiryInvalid' };
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, error: 'card.expiryInvalid' };
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  if (expiry < current) return { ok: false, error: 'card.expired' };
  if (year > now.getUTCFullYear() + EXPIRY_MAX_YEARS_AHEAD) return { ok: false, error: 'card.expiryInvalid' };
  return { ok: true, month, year };
}

/** Display form of an expiry as it is typed: MM/AA. */
export function formatExpiry(value: unknown): string {
  const digits = text(value).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type OwnerDocumentErrorKey = 'card.documentRequired' | 'card.documentInvalid';
/** spec §5: card owner document number, 5-12 letters and digits. */
export function validateCardOwnerDocument(
  value: unknown,
): { ok: true; value: string } | { ok: false; error: OwnerDocumentErrorKey } {
  const v = text(value)
    .toUpperCase()
    .replace(/[.\-\s]/g, '');
  if (!v) return { ok: false, error: 'card.documentRequired' };
  if (!/^[A-Z0-9]{5,12}$/.test(v)) return { ok: false, error: 'card.documentInvalid' };
  return { ok: true, value: v };
}

export const cardNumberStruct = define<string>('CardNumber', (value) => {
  const r = validateCardNumber(value);
  return r.ok ? true : r.error;
});
export const expiryStruct = (now: Date) =>
  define<string>('CardExpiry', (value) => {
    const r = validateExpiry(value, now);
    return r.ok ? true : r.error;
  });

export interface SavedCardInput {
  cardHolderName?: unknown;
  cardNumber?: unknown;
  cardExpiry?: unknown;
  documentType?: unknown;
  documentNumber?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
  favoriteCard?: unknown;
}
export type SavedCardField = Exclude<keyof SavedCardInput, 'favoriteCard' | 'documentType'>;
export interface SavedCard {
  cardHolderName: string;
  cardNumber: string;
  brand: CardBrand;
  cardExpiry: string;
  documentType: string;
  documentNumber: string;
  phoneNumber: string;
  email: string;
  favoriteCard: boolean;
}

/**
 * spec §5 Card: holder name (letters, required), number, expiry MM/AA, owner document (5-12 alphanumeric), phone (7-10
 * digits) and email, all mandatory; errors per field. `now` is injected for the expiry.
 */
export function validateSavedCard(
  input: SavedCardInput,
  now: Date,
): { ok: true; value: SavedCard } | { ok: false; errors: Partial<Record<SavedCardField, string>> } {
  const data: SavedCardInput = typeof input === 'object' && input !== null ? input : {};
  const errors: Partial<Record<SavedCardField, string>> = {};
  const holder = validateHolderName(data.cardHolderName);
  if (!holder.ok) errors.cardHolderName = holder.error;
  const number = validateCardNumber(data.cardNumber);
  if (!number.ok) errors.cardNumber = number.error;
  const expiry = validateExpiry(data.cardExpiry, now);
  if (!expiry.ok) errors.cardExpiry = expiry.error;
  const document = validateCardOwnerDocument(data.documentNumber);
  if (!document.ok) errors.documentNumber = document.error;
  const phone = validatePhone('', 'card', data.phoneNumber);
  if (!phone.ok) errors.phoneNumber = phone.error;
  const email = validateEmail(data.email);
  if (!email.ok) errors.email = email.error;
  if (!holder.ok || !number.ok || !expiry.ok || !document.ok || !phone.ok || !email.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      cardHolderName: holder.value,
      cardNumber: number.normalized,
      brand: number.brand,
      cardExpiry: `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`,
      documentType: text(data.documentType) || 'default',
      documentNumber: document.value,
      phoneNumber: phone.normalized,
      email: email.value,
      favoriteCard: data.favoriteCard === true,
    },
  };
}
