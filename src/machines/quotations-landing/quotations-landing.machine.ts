// spec §2 quotationsLanding: loads the latest quotations and the stores; empty when the user has no quotation yet (the
// stores and the how-to still show), an error with a retry.
import { assign, fromPromise, setup } from 'xstate';
import type {
  QuotationsLandingLoad,
  QuotationsLandingContext,
  QuotationsLandingEvent,
} from './quotations-landing.types';
import { notProvided } from '../shared/form-fields';

/** how many of the latest quotations the landing shows */
export const LATEST_COUNT = 3;

export const quotationsLandingMachine = setup({
  types: { context: {} as QuotationsLandingContext, events: {} as QuotationsLandingEvent },
  actors: { loadLanding: fromPromise<QuotationsLandingLoad, void>(notProvided('loadLanding')) },
  guards: { hasNoQuotations: (_, params: { data: QuotationsLandingLoad }) => params.data.latest.length === 0 },
  actions: {
    setData: assign((_, params: { data: QuotationsLandingLoad }) => ({
      data: { latest: params.data.latest.slice(0, LATEST_COUNT), stores: params.data.stores },
    })),
  },
}).createMachine({
  id: 'quotationsLanding',
  context: { data: { latest: [], stores: [] } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLanding',
        src: 'loadLanding',
        onDone: [
          {
            guard: { type: 'hasNoQuotations', params: ({ event }) => ({ data: event.output }) },
            target: 'empty',
            actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) },
          },
          { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    empty: { type: 'final' },
    ready: { type: 'final' },
    failed: { on: { 'landing.retry': 'loading' } },
  },
});
