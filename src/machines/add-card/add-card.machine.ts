// spec §2: the add-card modal machine (choose card type -> add card -> close confirmation), issue 13.
// The number and security code never leave the machine in clear: `encryptCard` turns them into a JWE with the server's
// public key, `saveCard` sends the JWE with the other fields. Both are supplied at the edge (src/views/add-card).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CARD_OWNER_DOCUMENT_TYPES } from '../../rules/payment-method';
import { MODAL_CLOSE_ANIMATION_MS } from '../../rules/motion';
import { errorCodeOf } from '../shared/failure';
import { addCardErrors, formatAsTyped, hasEnteredData } from './add-card.rules';
import type {
  AddCardContext,
  CardOwnerDocumentType,
  AddCardEvent,
  AddCardInput,
  AddCardOutput,
  AddCardValues,
  CardSecret,
} from './add-card.types';
import type { AddCardBody } from '../../contracts/payment.contract';

const EMPTY: AddCardValues = {
  cardHolderName: '',
  cardNumber: '',
  cardExpiry: '',
  securityCode: '',
  documentType: 'default',
  documentNumber: '',
  phoneNumber: '',
  email: '',
  favoriteCard: false,
};

const saveRequest = (context: AddCardContext): AddCardBody => ({
  cardType: context.cardType!,
  cardHolderName: context.values.cardHolderName.trim(),
  cardExpiry: context.values.cardExpiry,
  documentType: (CARD_OWNER_DOCUMENT_TYPES as readonly string[]).includes(context.values.documentType)
    ? (context.values.documentType as CardOwnerDocumentType)
    : 'default',
  documentNumber: context.values.documentNumber.trim(),
  phoneNumber: context.values.phoneNumber.trim(),
  email: context.values.email.trim(),
  favoriteCard: context.values.favoriteCard,
  encryptedCard: context.encryptedCard ?? '',
});

export const addCardMachine = setup({
  types: {
    context: {} as AddCardContext,
    events: {} as AddCardEvent,
    input: {} as AddCardInput,
    output: {} as AddCardOutput,
  },
  actors: {
    encryptCard: fromPromise<string, CardSecret>(() => Promise.reject(new Error('encryptCard not provided'))),
    saveCard: fromPromise<{ savedId: string }, AddCardBody>(() => Promise.reject(new Error('saveCard not provided'))),
  },
  delays: {
    // spec §9: modal close animation 0.5 s (the app supplies 0 when the user prefers reduced motion)
    closeAnimation: MODAL_CLOSE_ANIMATION_MS,
  },
  guards: {
    wasSaved: ({ context }) => context.savedId !== null,
    isFormValid: ({ context }) =>
      Object.keys(addCardErrors(context.values, context.cardType, context.today)).length === 0,
    hasEnteredData: ({ context }) => hasEnteredData(context.values, context.initial),
    isKeyExpiredFirstTime: ({ context }, params: { error: unknown }) =>
      !context.keyRetried && errorCodeOf(params.error) === 'PAYMENT_KEY_EXPIRED',
    offersSeveralTypes: ({ context }) => context.cardTypes.length > 1,
  },
  actions: {
    chooseType: assign(({ event }) => {
      assertEvent(event, 'type.choose');
      return { cardType: event.cardType };
    }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: formatAsTyped(event.field, event.value) } };
    }),
    touchField: assign(({ context, event }) => {
      assertEvent(event, 'field.blur');
      return { touched: { ...context.touched, [event.field]: true } };
    }),
    toggleFavourite: assign(({ context }) => ({
      values: { ...context.values, favoriteCard: !context.values.favoriteCard },
    })),
    showAllErrors: assign({ showAllErrors: true }),
    clearError: assign({ error: null }),
    // done events are not in the machine's union: their typed output comes in as params (STYLE.md 18)
    setEncrypted: assign((_, params: { encryptedCard: string }) => ({ encryptedCard: params.encryptedCard })),
    cryptoFailed: assign({ error: 'cryptoPublicKey' as const, encryptedCard: null }),
    saveFailed: assign({ error: 'addCard' as const, encryptedCard: null }),
    markKeyRetried: assign({ keyRetried: true, encryptedCard: null }),
    // the clear number and security code are dropped as soon as the card is saved
    setSaved: assign(({ context }, params: { savedId: string }) => ({
      savedId: params.savedId,
      encryptedCard: null,
      values: { ...context.values, cardNumber: '', securityCode: '' },
    })),
    forgetSecrets: assign(({ context }) => ({
      encryptedCard: null,
      values: { ...context.values, cardNumber: '', securityCode: '' },
    })),
  },
}).createMachine({
  id: 'addCard',
  context: ({ input }) => {
    const initial = { ...EMPTY, ...input.defaults };
    return {
      cardTypes: input.cardTypes,
      today: input.today,
      cardType: input.cardTypes.length === 1 ? input.cardTypes[0]! : null,
      values: initial,
      initial,
      touched: {},
      showAllErrors: false,
      error: null,
      keyRetried: false,
      encryptedCard: null,
      savedId: null,
    };
  },
  initial: 'chooseCardType',
  output: ({ context }) => ({ savedId: context.savedId }),
  states: {
    // spec §2 state 1
    chooseCardType: {
      on: {
        'type.choose': { target: 'addCard', actions: 'chooseType' },
        'modal.close': 'closing',
      },
    },
    // spec §2 state 2
    addCard: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'setField' },
            'field.blur': { actions: 'touchField' },
            'favourite.toggle': { actions: 'toggleFavourite' },
            'type.change': { guard: 'offersSeveralTypes', target: '#addCard.chooseCardType' },
            'form.submit': [{ guard: 'isFormValid', target: 'encrypting' }, { actions: 'showAllErrors' }],
            'modal.close': [
              { guard: 'hasEnteredData', target: '#addCard.closeConfirmation' },
              { target: '#addCard.closing' },
            ],
          },
        },
        encrypting: {
          entry: 'clearError',
          invoke: {
            id: 'encryptCard',
            src: 'encryptCard',
            input: ({ context }) => ({
              cardNumber: context.values.cardNumber.replace(/\D/g, ''),
              securityCode: context.values.securityCode,
            }),
            onDone: {
              target: 'saving',
              actions: { type: 'setEncrypted', params: ({ event }) => ({ encryptedCard: event.output }) },
            },
            onError: { target: 'editing', actions: 'cryptoFailed' },
          },
        },
        saving: {
          invoke: {
            id: 'saveCard',
            src: 'saveCard',
            input: ({ context }) => saveRequest(context),
            onDone: {
              target: '#addCard.closing',
              actions: { type: 'setSaved', params: ({ event }) => ({ savedId: event.output.savedId }) },
            },
            onError: [
              {
                guard: { type: 'isKeyExpiredFirstTime', params: ({ event }) => ({ error: event.error }) },
                target: 'encrypting',
                actions: 'markKeyRetried',
              },
              { target: 'editing', actions: 'saveFailed' },
            ],
          },
        },
      },
    },
    // spec §2 state 3: the user closes with data entered
    closeConfirmation: {
      on: {
        'close.confirm': 'closing',
        'close.cancel': 'addCard.editing',
      },
    },
    // issue 16: spec §9's close animation plays before the modal ends (saved or closed)
    closing: {
      after: { closeAnimation: [{ guard: 'wasSaved', target: 'saved' }, { target: 'closed' }] },
    },
    saved: { type: 'final' },
    closed: { type: 'final', entry: 'forgetSecrets' },
  },
});
