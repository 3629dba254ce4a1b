// spec §3, §5 (issue 3): the check-digit arithmetic of each document type. Inputs are already cleaned (upper case, no masks).

/** spec §5 RUT: mod 11, weights 2..7 from the right; 11 gives 0, 10 gives K. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** spec §5 RUC: weights 5,4,3,2,7,6,5,4,3,2 over the first ten digits; check = (11 - sum mod 11) mod 10. */
export function rucCheckDigit(first10: string): string {
  const sum = RUC_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  return String((11 - (sum % 11)) % 10);
}

const DNI_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const DNI_NUMBERS = '67890112345';
const DNI_LETTERS = 'KABCDEFGHIJ';
/** Peru DNI verification character (RENIEC): numeric form and the letter form printed on older cards. */
export function dniCheckCharacters(digits8: string): { digit: string; letter: string } {
  const sum = DNI_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits8[i]), 0);
  const key = 11 - (sum % 11);
  const index = key === 11 ? 0 : key;
  return { digit: DNI_NUMBERS.charAt(index), letter: DNI_LETTERS.charAt(index) };
}

// DIAN's prime series, applied from the rightmost digit of the base (for nine digits: 41,37,29,23,19,17,13,7,3 from the left).
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
/** spec §5 NIT: weighted sum modulo 11; remainders 0 and 1 are the digit itself, otherwise 11 - remainder. */
export function nitCheckDigit(base: string): string {
  let sum = 0;
  for (let i = 0; i < base.length; i += 1) {
    sum += Number(base[base.length - 1 - i]) * (NIT_WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return String(r > 1 ? 11 - r : r);
}

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
/** SAT's RFC check digit: the 11 or 12 characters before it, padded with spaces to 12, weights 13..2, mod 11. */
export function rfcCheckDigit(withoutCheck: string): string {
  const padded = withoutCheck.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Math.max(0, RFC_ALPHABET.indexOf(padded.charAt(i))) * (13 - i);
  return RFC_ALPHABET.charAt((11 - (sum % 11)) % 11);
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
/** RENAPO's CURP check digit: 17 characters, weights 18..2, (10 - sum mod 10) mod 10. */
export function curpCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Math.max(0, CURP_ALPHABET.indexOf(first17.charAt(i))) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/** CPF: two mod-11 digits, weights 10..2 then 11..2; remainders under 2 give 0. */
export function cpfCheckDigits(first9: string): string {
  const digit = (base: string) => {
    const top = base.length + 1;
    let sum = 0;
    for (let i = 0; i < base.length; i += 1) sum += Number(base[i]) * (top - i);
    const r = sum % 11;
    return String(r < 2 ? 0 : 11 - r);
  };
  const d1 = digit(first9);
  return d1 + digit(first9 + d1);
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
/** CNPJ (numeric and alphanumeric, Receita Federal): character value = char code - 48; two mod-11 digits. */
export function cnpjCheckDigits(first12: string): string {
  const digit = (base: string, weights: number[]) => {
    let sum = 0;
    for (let i = 0; i < weights.length; i += 1) sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
    const r = sum % 11;
    return String(r < 2 ? 0 : 11 - r);
  };
  const d1 = digit(first12, CNPJ_W1);
  return d1 + digit(first12 + d1, CNPJ_W2);
}
