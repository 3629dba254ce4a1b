// spec §2/§6/§8: guest lookup. Digits only (spec §5) before asking; an unknown number reads 'No encontramos el número
// ingresado, prueba de nuevo'; a found order shows its status and estimated delivery only.
import { assign, fromPromise, setup } from 'xstate';
import { validateOrderNumber } from '../../rules/order-search';
import { codeOf } from '../shared/failure';
import type { SeekOrderContext, SeekOrderEvent, SeekOrderInput } from './seek-order.types';
import type { SeekOrderResponse } from '../../contracts/orders.contract';

export const seekOrderMachine = setup({
  types: { context: {} as SeekOrderContext, events: {} as SeekOrderEvent, input: {} as SeekOrderInput },
  actors: {
    seekOrder: fromPromise<SeekOrderResponse, string>(() => Promise.reject(new Error('seekOrder not provided'))),
  },
  guards: {
    isValid: ({ context }) => validateOrderNumber(context.value).ok,
    isNotFound: (_, params: { error: unknown }) => codeOf(params.error) === 'NOT_FOUND',
  },
  actions: {
    setValue: assign({ value: ({ event }) => (event.type === 'field.change' ? event.value : ''), error: null }),
    showError: assign({
      error: ({ context }) => {
        const r = validateOrderNumber(context.value);
        return r.ok ? null : r.error;
      },
    }),
    setResult: assign((_, params: { output: SeekOrderResponse }) => ({ result: params.output })),
    setFailure: assign((_, params: { error: unknown }) => ({ failureCode: codeOf(params.error) })),
  },
}).createMachine({
  id: 'seekOrder',
  context: ({ input }) => ({ tenant: input.tenant, value: '', error: null, result: null, failureCode: null }),
  initial: 'editing',
  states: {
    editing: {},
    searching: {
      invoke: {
        id: 'seekOrder',
        src: 'seekOrder',
        input: ({ context }) => {
          const r = validateOrderNumber(context.value);
          return r.ok ? r.value : context.value;
        },
        onDone: { target: 'found', actions: { type: 'setResult', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    found: {},
    notFound: {},
    failed: {},
  },
  on: {
    'field.change': { target: '.editing', actions: 'setValue' },
    'form.submit': [
      { guard: 'isValid', target: '.searching' },
      { target: '.editing', actions: 'showError' },
    ],
  },
});
