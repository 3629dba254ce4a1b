// spec §2 myCMRPoints: the loyalty balance with its movements, and the CMR subscription status update (spec §7). The notify
// action (supplied at the edge) shows spec §8's toasts through the app's toaster: 'Datos editados exitosamente.' after an
// update, the save failure otherwise (the status shown stays the server's last answer).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/form-fields';
import type { MyCmrPointsContext, MyCmrPointsEvent, MyCmrPointsInput, MyCmrPointsNotice } from './my-cmr-points.types';
import type { LoyaltySubscriber } from '../../contracts/loyalty.contract';

export const myCmrPointsMachine = setup({
  types: { context: {} as MyCmrPointsContext, events: {} as MyCmrPointsEvent, input: {} as MyCmrPointsInput },
  actors: {
    loadPoints: fromPromise<LoyaltySubscriber>(notProvided('loadPoints')),
    updateSubscription: fromPromise<{ cmrSubscribed: boolean }, { subscribed: boolean }>(
      notProvided('updateSubscription'),
    ),
  },
  actions: { notify: (_, _params: { result: MyCmrPointsNotice }) => {} },
}).createMachine({
  id: 'myCmrPoints',
  context: ({ input }) => ({ ...input, data: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPoints',
        src: 'loadPoints',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'points.retry': 'loading' } },
    ready: { on: { 'subscription.toggle': 'updating' } },
    updating: {
      invoke: {
        id: 'updateSubscription',
        src: 'updateSubscription',
        input: ({ context }) => ({ subscribed: !context.data!.cmrSubscribed }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ context, event }) => ({ ...context.data!, cmrSubscribed: event.output.cmrSubscribed }) }),
            { type: 'notify', params: { result: 'updated' } },
          ],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: { result: 'failed' } } },
      },
    },
  },
});
