// Pure props for the add-card modal (STYLE.md §7, §17): every field's complete props from one id prefix.
import type { SnapshotFrom } from 'xstate';
import { cardBrand } from '../../rules/card';
import { CARD_OWNER_DOCUMENT_TYPES, type CardType } from '../../rules/payment-method';
import { addCardErrors } from './add-card.rules';
import type { addCardMachine } from './add-card.machine';
import type { AddCardError, AddCardEvent, AddCardField } from './add-card.types';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof addCardMachine>;
export type AddCardStep = 'chooseCardType' | 'addCard' | 'closeConfirmation' | 'closing' | 'saved' | 'closed';

const REQUIRED: ReadonlySet<AddCardField> = new Set([
  'cardHolderName',
  'cardNumber',
  'cardExpiry',
  'securityCode',
  'documentNumber',
  'phoneNumber',
  'email',
]);
const INPUT: Partial<
  Record<AddCardField, { inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; maxLength?: number }>
> = {
  cardHolderName: { autoComplete: 'cc-name', maxLength: 100 },
  cardNumber: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 },
  cardExpiry: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5 },
  securityCode: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 },
  documentNumber: { maxLength: 12 },
  phoneNumber: { inputMode: 'tel', autoComplete: 'tel', maxLength: 10 },
  email: { inputMode: 'email', autoComplete: 'email', maxLength: 254 },
};

export interface AddCardFieldProps {
  id: string;
  name: AddCardField;
  value: string;
  labelKey: `addCard.fields.${AddCardField}`;
  required: boolean;
  disabled: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  errorId: string;
  /** rules namespace key, shown once the field was left or the form submitted */
  errorKey: string | null;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

export interface AddCardApi {
  step: AddCardStep;
  isBusy: boolean;
  cardType: CardType | null;
  cardTypes: readonly CardType[];
  canChangeType: boolean;
  /** spec §8: the failure message key (common namespace) */
  errorKey: `messages.${'addCardError' | 'cryptoPublicKeyError'}` | null;
  brand: string | null;
  favoriteCard: boolean;
  /** the favourite checkbox's id, from the same prefix as the fields (the view mints none) */
  favouriteId: string;
  documentTypes: readonly string[];
  field(name: AddCardField): AddCardFieldProps;
  chooseType(cardType: CardType): void;
  changeType(): void;
  toggleFavourite(): void;
  onSubmit(event?: { preventDefault(): void }): void;
  close(): void;
  confirmClose(): void;
  cancelClose(): void;
}

const ERROR_KEYS: Record<AddCardError, 'messages.addCardError' | 'messages.cryptoPublicKeyError'> = {
  addCard: 'messages.addCardError',
  cryptoPublicKey: 'messages.cryptoPublicKeyError',
};

export function addCardStep(snapshot: Snapshot): AddCardStep {
  if (snapshot.matches('chooseCardType')) return 'chooseCardType';
  if (snapshot.matches('closeConfirmation')) return 'closeConfirmation';
  if (snapshot.matches('closing')) return 'closing';
  if (snapshot.matches('saved')) return 'saved';
  if (snapshot.matches('closed')) return 'closed';
  return 'addCard';
}

export function connectAddCard(
  snapshot: Snapshot,
  send: (event: AddCardEvent) => void,
  idPrefix = 'add-card',
): AddCardApi {
  const { context } = snapshot;
  const step = addCardStep(snapshot);
  const isBusy = snapshot.matches({ addCard: 'encrypting' }) || snapshot.matches({ addCard: 'saving' });
  const errors = addCardErrors(context.values, context.cardType, context.today);
  return {
    step,
    isBusy,
    cardType: context.cardType,
    cardTypes: context.cardTypes,
    canChangeType: context.cardTypes.length > 1,
    errorKey: context.error ? ERROR_KEYS[context.error] : null,
    brand: cardBrand(context.values.cardNumber),
    favoriteCard: context.values.favoriteCard,
    favouriteId: fieldId(idPrefix, 'favoriteCard'),
    documentTypes: CARD_OWNER_DOCUMENT_TYPES,
    field(name) {
      const id = fieldId(idPrefix, name);
      const errorId = errorIdOf(id);
      const shown = context.showAllErrors || context.touched[name] === true;
      const errorKey = shown ? (errors[name] ?? null) : null;
      return {
        id,
        name,
        value: context.values[name],
        labelKey: `addCard.fields.${name}`,
        required: REQUIRED.has(name),
        disabled: isBusy,
        ...errorAria(errorId, Boolean(errorKey)),
        errorId,
        errorKey,
        ...INPUT[name],
        onChange: (event) => send({ type: 'field.change', field: name, value: event.target.value }),
        onBlur: () => send({ type: 'field.blur', field: name }),
      };
    },
    chooseType: (cardType) => send({ type: 'type.choose', cardType }),
    changeType: () => send({ type: 'type.change' }),
    toggleFavourite: () => send({ type: 'favourite.toggle' }),
    onSubmit: (event) => {
      event?.preventDefault();
      send({ type: 'form.submit' });
    },
    close: () => send({ type: 'modal.close' }),
    confirmClose: () => send({ type: 'close.confirm' }),
    cancelClose: () => send({ type: 'close.cancel' }),
  };
}
