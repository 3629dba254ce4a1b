// The add-card form's checks, from src/rules (spec §5 Card, our security-code rule, the card type's brands). Pure.
import { cardBrand, formatCardNumber, formatExpiry, validateSavedCard } from '../../rules/card';
import { checkCardTypeBrand, validateSecurityCode, type CardType } from '../../rules/payment-method';
import type { AddCardField, AddCardValues } from './add-card.types';

export type AddCardErrors = Partial<Record<AddCardField, string>>;

/** Every field's error key (rules namespace), empty when the form may be sent. */
export function addCardErrors(values: AddCardValues, cardType: CardType | null, today: string): AddCardErrors {
  const checked = validateSavedCard(values, new Date(today));
  const errors: AddCardErrors = checked.ok ? {} : { ...checked.errors };
  const brand = cardBrand(values.cardNumber);
  const code = validateSecurityCode(values.securityCode, brand);
  if (!code.ok) errors.securityCode = code.error;
  if (checked.ok && cardType) {
    const fit = checkCardTypeBrand(cardType, checked.value.brand);
    if (!fit.ok) errors.cardNumber = fit.error;
  }
  return errors;
}

/** spec §9: what a field shows as typed (the number grouped 4-8-12, the expiry MM/AA, digits only for the code). */
export function formatAsTyped(field: AddCardField, value: string): string {
  if (field === 'cardNumber') return formatCardNumber(value);
  if (field === 'cardExpiry') return formatExpiry(value);
  if (field === 'securityCode') return value.replace(/\D/g, '').slice(0, 4);
  return value;
}

export const hasEnteredData = (values: AddCardValues, initial: AddCardValues): boolean =>
  (Object.keys(values) as (keyof AddCardValues)[]).some((key) => values[key] !== initial[key]);
