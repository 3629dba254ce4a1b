// spec §2: the add-card modal with three states (choose card type, add card, close confirmation); spec §3 fields; spec §5
// Card rules; spec §8 add-card and crypto-public-key failures; issue 13. The number and security code are encrypted by the
// `encryptCard` actor (the server's public key, JWE) before `saveCard` sends anything.
import type { CARD_OWNER_DOCUMENT_TYPES, CardType } from '../../rules/payment-method';

export type CardOwnerDocumentType = (typeof CARD_OWNER_DOCUMENT_TYPES)[number];

export const ADD_CARD_TEXT_FIELDS = [
  'cardHolderName',
  'cardNumber',
  'cardExpiry',
  'securityCode',
  'documentType',
  'documentNumber',
  'phoneNumber',
  'email',
] as const;
export type AddCardField = (typeof ADD_CARD_TEXT_FIELDS)[number];
export type AddCardValues = Record<AddCardField, string> & { favoriteCard: boolean };

/** spec §8: what a failed save shows. */
export type AddCardError = 'addCard' | 'cryptoPublicKey';

export interface AddCardInput {
  /** the card types the tenant offers (src/rules/payment-method.ts cardTypesFor) */
  cardTypes: readonly CardType[];
  /** today, ISO: the expiry check's clock (injected, never Date.now() in the machine) */
  today: string;
  /** prefilled from the account (email, phone); the user may change them */
  defaults?: Partial<Pick<AddCardValues, 'email' | 'phoneNumber' | 'cardHolderName'>>;
}

export interface AddCardContext {
  cardTypes: readonly CardType[];
  today: string;
  cardType: CardType | null;
  values: AddCardValues;
  initial: AddCardValues;
  touched: Partial<Record<AddCardField, boolean>>;
  showAllErrors: boolean;
  error: AddCardError | null;
  /** the server answered PAYMENT_KEY_EXPIRED once: encrypt again with the current key, once */
  keyRetried: boolean;
  /** the JWE of the number and security code, once made */
  encryptedCard: string | null;
  /** the id of the card saved (output) */
  savedId: string | null;
}

/** What the encryptCard actor encrypts (number digits only). */
export interface CardSecret {
  cardNumber: string;
  securityCode: string;
}

export type AddCardEvent =
  | { type: 'type.choose'; cardType: CardType }
  | { type: 'type.change' }
  | { type: 'field.change'; field: AddCardField; value: string }
  | { type: 'field.blur'; field: AddCardField }
  | { type: 'favourite.toggle' }
  | { type: 'form.submit' }
  | { type: 'modal.close' }
  | { type: 'close.confirm' }
  | { type: 'close.cancel' };

export interface AddCardOutput {
  /** the saved card's id, or null when the user closed the modal */
  savedId: string | null;
}

export type AddCardActorName = 'encryptCard' | 'saveCard';
