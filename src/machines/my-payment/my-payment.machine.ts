// spec §2 myPayment: list, add (the add-card modal machine as a child), delete (after a confirmation), mark favourite.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { addCardMachine } from '../add-card/add-card.machine';
import { listChangeState } from '../shared/list-change';
import type { MyPaymentNotice, MyPaymentContext, MyPaymentEvent, MyPaymentInput } from './my-payment.types';
import type { PaymentMethod } from '../../contracts/payment.contract';

type Cards = PaymentMethod[];

// a change of one card answers the whole new list (src/machines/shared/list-change.ts)
const cardsChange = <const S extends string, const F extends string>(src: S, notice: MyPaymentNotice, onError: F) =>
  listChangeState<MyPaymentContext, Cards, S, 'setCards', MyPaymentNotice, F>({
    src,
    targetId: (context) => context.targetId!,
    set: 'setCards',
    notice,
    onError,
  });

export const myPaymentMachine = setup({
  types: {
    context: {} as MyPaymentContext,
    events: {} as MyPaymentEvent,
    input: {} as MyPaymentInput,
  },
  actors: {
    loadCards: fromPromise<Cards, void>(() => Promise.reject(new Error('loadCards not provided'))),
    deleteCard: fromPromise<Cards, { id: string }>(() => Promise.reject(new Error('deleteCard not provided'))),
    setFavourite: fromPromise<Cards, { id: string }>(() => Promise.reject(new Error('setFavourite not provided'))),
    addCard: addCardMachine,
  },
  guards: {
    cardWasSaved: (_, params: { output: { savedId: string | null } | undefined }) => Boolean(params.output?.savedId),
    isOwnCard: ({ context, event }) =>
      (event.type === 'favourite.set' || event.type === 'card.delete') && context.cards.some((c) => c.id === event.id),
  },
  actions: {
    setCards: assign((_, params: { output: Cards }) => ({ cards: params.output })),
    setTarget: assign({
      targetId: ({ event }) => {
        assertEvent(event, ['favourite.set', 'card.delete']);
        return event.id;
      },
    }),
    clearMessages: assign({ error: null }),
    clearTarget: assign({ targetId: null }),
    loadFailed: assign({ error: 'load' as const }),
    deleteFailed: assign({ error: 'deleteCard' as const, targetId: null }),
    favouriteFailed: assign({ error: 'setFavourite' as const, targetId: null }),
    /** issue 16, spec §9: the app's toaster alone tells each save (supplied at the edge; the machine decides when) */
    notify: (_, _params: { notice: MyPaymentNotice }) => {},
  },
}).createMachine({
  id: 'myPayment',
  context: ({ input }) => ({ addCard: input.addCard, cards: [], error: null, targetId: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'ready', actions: { type: 'setCards', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: 'loadFailed', actions: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      on: {
        'modal.open': { target: 'adding', actions: 'clearMessages' },
        'favourite.set': { guard: 'isOwnCard', target: 'settingFavourite', actions: ['clearMessages', 'setTarget'] },
        'card.delete': { guard: 'isOwnCard', target: 'confirmingDelete', actions: ['clearMessages', 'setTarget'] },
      },
    },
    adding: {
      invoke: {
        id: 'addCard',
        src: 'addCard',
        input: ({ context }) => context.addCard,
        onDone: [
          {
            guard: { type: 'cardWasSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'loading',
            actions: { type: 'notify', params: { notice: 'cardAdded' } },
          },
          { target: 'ready' },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'ready', actions: 'clearTarget' },
      },
    },
    deleting: cardsChange('deleteCard', 'cardDeleted', 'deleteFailed'),
    settingFavourite: cardsChange('setFavourite', 'favouriteSelected', 'favouriteFailed'),
  },
});
