// spec §2 account home, payment-method block: loads the saved cards (spec §7 payment methods) and keeps the favourite.
// A machine of its own rather than the myPayment page's: that one invokes the add-card modal, whose machine and card
// checks the account home has no use for (issue 17: the account home's own chunks under 30 kB).
import { assign, fromPromise, setup } from 'xstate';
import type { FavouriteCardContext, FavouriteCardEvent } from './favourite-card.types';
import type { PaymentMethod } from '../../contracts/payment.contract';

const favouriteOf = (cards: readonly PaymentMethod[]): PaymentMethod | null =>
  cards.find((card) => card.favourite) ?? null;

export const favouriteCardMachine = setup({
  types: { context: {} as FavouriteCardContext, events: {} as FavouriteCardEvent },
  actors: {
    loadCards: fromPromise<PaymentMethod[]>(() => Promise.reject(new Error('loadCards not provided'))),
  },
  guards: { hasFavourite: (_, params: { cards: readonly PaymentMethod[] }) => favouriteOf(params.cards) !== null },
}).createMachine({
  id: 'favouriteCard',
  context: { favourite: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: [
          // the done event is typed here (issue 29, STYLE.md 18): no cast of the actor's output
          {
            guard: { type: 'hasFavourite', params: ({ event }) => ({ cards: event.output }) },
            target: 'shown',
            actions: assign({ favourite: ({ event }) => favouriteOf(event.output) }),
          },
          { target: 'none' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'block.retry': 'loading' } },
    shown: { type: 'final' },
    /** cards saved but none marked favourite, or no card at all: spec §2's callout suggests choosing one */
    none: { type: 'final' },
  },
});
