// Sample events of favouriteCardMachine (pure data), with the saved cards of the myPayment samples.
import { myPaymentSampleCards, myPaymentSampleCardsWithFavourite } from '../shared/samples';

export const favouriteCardFlowSamples = {
  common: [
    { type: 'block.retry' },
    { type: 'xstate.done.actor.loadCards', output: myPaymentSampleCardsWithFavourite },
    { type: 'xstate.done.actor.loadCards', output: myPaymentSampleCards },
    { type: 'xstate.error.actor.loadCards', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
