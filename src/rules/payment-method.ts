// spec §3 (Saved payment card: card types, brands, payment-gateway kinds and logos, local copy), issue 13. Pure.
// The card types and owner document types live here, not in ./card: that module carries the card checks (card-validator),
// which a page that only lists saved cards, or the payment contract, must not load (issue 17).
import type { CardBrand } from './card';
import { text } from './field';

/** spec §3: owner document types of a saved card. */
export const CARD_OWNER_DOCUMENT_TYPES = [
  'default',
  'birth_certificate',
  'unique_identification',
  'passport',
  'identity_card',
  'phoneNumber',
] as const;
/** spec §3: card types of the add-card modal. */
export const CARD_TYPES = ['cmrCard', 'creditCard', 'debitCard', 'falabellaSoriana'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** spec §3: every brand a saved card may carry (CLASSIC is a local network brand the PSP may report). */
export const PAYMENT_BRANDS = ['VISA', 'MASTERCARD', 'CLASSIC', 'AMEX', 'DINERS', 'CODENSA', 'CMR', 'SORIANA'] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];
export const STORE_CARD_BRANDS = ['CMR', 'SORIANA'] as const;

/**
 * spec §3: logos are chosen by payment-gateway kind (five kinds) and card type. The spec does not name the kinds; ours are
 * the five ways a card reaches a gateway here: an international card network for credit or for debit, the store card's own
 * network (CMR, Falabella) or its partner's (SORIANA, Mexico), and a local network (CODENSA, CLASSIC).
 */
export const PAYMENT_GATEWAY_KINDS = [
  'creditNetwork',
  'debitNetwork',
  'storeCard',
  'partnerStoreCard',
  'localNetwork',
] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAY_KINDS)[number];

/** The logos drawn in src/views/payment/card-logo.tsx; `generic` is the fallback for an unknown brand. */
export const CARD_LOGOS = [
  'visa',
  'mastercard',
  'amex',
  'diners',
  'classic',
  'codensa',
  'cmr',
  'soriana',
  'debit',
  'generic',
] as const;
export type CardLogo = (typeof CARD_LOGOS)[number];

/**
 * The store card a tenant offers (spec §2 "the store-card brands CMR and SORIANA by tenant"): CMR where Falabella issues it
 * (Chile, Peru, Colombia), the Falabella Soriana card in Mexico; none elsewhere (our reading: the spec does not list them).
 */
export function cardTypesFor(country: string): CardType[] {
  if (country === 'CL' || country === 'PE' || country === 'CO') return ['cmrCard', 'creditCard', 'debitCard'];
  if (country === 'MX') return ['falabellaSoriana', 'creditCard', 'debitCard'];
  return ['creditCard', 'debitCard'];
}

export const isStoreCardType = (type: CardType): boolean => type === 'cmrCard' || type === 'falabellaSoriana';

/** The gateway kind of a card, from its type and brand. */
export function gatewayKindOf(type: CardType, brand: string): PaymentGatewayKind {
  if (type === 'cmrCard') return 'storeCard';
  if (type === 'falabellaSoriana') return 'partnerStoreCard';
  if (brand === 'CODENSA' || brand === 'CLASSIC') return 'localNetwork';
  return type === 'debitCard' ? 'debitNetwork' : 'creditNetwork';
}

export type CardTypeBrandError = 'card.brandNotAccepted';
/** A store-card type takes only its store brand; credit and debit take only network brands. */
export function checkCardTypeBrand(
  type: CardType,
  brand: CardBrand,
): { ok: true } | { ok: false; error: CardTypeBrandError } {
  if (type === 'cmrCard') return brand === 'CMR' ? { ok: true } : { ok: false, error: 'card.brandNotAccepted' };
  if (type === 'falabellaSoriana')
    return brand === 'SORIANA' ? { ok: true } : { ok: false, error: 'card.brandNotAccepted' };
  return (STORE_CARD_BRANDS as readonly string[]).includes(brand)
    ? { ok: false, error: 'card.brandNotAccepted' }
    : { ok: true };
}

const NETWORK_LOGOS: Readonly<Record<string, CardLogo>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'amex',
  DINERS: 'diners',
  CLASSIC: 'classic',
  CODENSA: 'codensa',
};

/**
 * spec §3: the logo by gateway kind and card type; an unknown brand falls back to the generic card. Store-card kinds show the
 * store's logo whatever the brand says; a debit card of an unknown brand shows the debit card.
 */
export function cardLogo(kind: string, type: string, brand: string): CardLogo {
  switch (kind) {
    case 'storeCard':
      return 'cmr';
    case 'partnerStoreCard':
      return 'soriana';
    case 'localNetwork':
      return NETWORK_LOGOS[brand] ?? 'generic';
    case 'debitNetwork':
      return NETWORK_LOGOS[brand] ?? 'debit';
    case 'creditNetwork':
      return NETWORK_LOGOS[brand] ?? 'generic';
    default:
      if (type === 'cmrCard') return 'cmr';
      if (type === 'falabellaSoriana') return 'soriana';
      return NETWORK_LOGOS[brand] ?? 'generic';
  }
}

export type SecurityCodeErrorKey = 'card.securityCodeRequired' | 'card.securityCodeInvalid';
/**
 * The card's security code (CVV/CVC): 3 digits, 4 for AMEX. Our addition to spec §3's fields: a PSP verifies it once when it
 * tokenises the card; it is never stored (docs/payments.md).
 */
export function validateSecurityCode(
  value: unknown,
  brand: CardBrand | null,
): { ok: true; value: string } | { ok: false; error: SecurityCodeErrorKey } {
  const v = text(value);
  if (!v) return { ok: false, error: 'card.securityCodeRequired' };
  const size = brand === 'AMEX' ? 4 : 3;
  if (!new RegExp(`^\\d{${size}}$`).test(v)) return { ok: false, error: 'card.securityCodeInvalid' };
  return { ok: true, value: v };
}

/** Luhn check of a digit string (used by the scanners that prove no card number rests anywhere). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

// A digit run standing alone (not inside a word, a hex id or a longer number): plain, or grouped as typed (4-4-4-x, AMEX 4-6-5).
// Not the digits of a decimal number either (a log's responseTime 0.4473610000022745).
const CARD_RUN =
  /(?<![0-9A-Za-z.])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{5})(?![0-9A-Za-z]|\.\d)/g;

/**
 * Every Luhn-valid run of 13-19 digits in `haystack`, plain or grouped with spaces or dashes as typed (spec §9). Used by the
 * tests that prove no card number rests in a table, a log or the browser's storage. A run of one repeated digit is no card,
 * and neither is a run whose first digit is not a payment card's major industry identifier (ISO/IEC 7812: 2-6 are banking
 * and financial cards), so a log's epoch-millisecond time (1795365538812) is not taken for one.
 */
export function findCardNumbers(haystack: string): string[] {
  const found: string[] = [];
  for (const match of haystack.matchAll(CARD_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits) || !/^[2-6]/.test(digits)) continue;
    if (luhnValid(digits)) found.push(digits);
  }
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECURITY_CODE_FIELD =
  /["']?(?:cvv|cvc|cvv2|securityCode|security_code|cardSecurityCode)["']?\s*[:=]\s*["']?(\d{3,4})(?!\d)/gi;

/**
 * Security codes in `haystack`: any value given to a security-code field name, and each of `known` (the codes a test typed)
 * standing alone (not inside a longer number, a word or a decimal such as a response time).
 */
export function findSecurityCodes(haystack: string, known: readonly string[] = []): string[] {
  const found = [...haystack.matchAll(SECURITY_CODE_FIELD)].map((m) => m[1]!);
  for (const code of known) {
    if (new RegExp(`(?<![0-9A-Za-z.])${escape(code)}(?![0-9A-Za-z.])`).test(haystack)) found.push(code);
  }
  return found;
}
