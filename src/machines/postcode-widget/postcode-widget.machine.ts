// spec §4 postal-code widget. Primary edit: the input and the entered address; primary add: only the input; secondary add:
// the chosen address with an edit link. A warning about a postcode change shows while no address is resolved for the typed
// code (postcode-widget.connect.ts). The look-up (spec §7 location-by-postcode) runs only where a postcode table is loaded.
import { and, assign, emit, fromPromise, setup } from 'xstate';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { validatePostcode } from '../../rules/address';
import { errorCodeOf } from '../shared/failure';
import type {
  PostcodeWidgetContext,
  PostcodeWidgetEmitted,
  PostcodeWidgetErrorKey,
  PostcodeWidgetEvent,
  PostcodeWidgetInput,
} from './postcode-widget.types';

const check = (context: Pick<PostcodeWidgetContext, 'country' | 'postcode'>) =>
  validatePostcode(context.country, context.postcode, true);

export function lookupErrorKey(error: unknown): PostcodeWidgetErrorKey {
  const code = errorCodeOf(error);
  return code === 'NOT_FOUND'
    ? 'address.postcodeNotFound'
    : code === 'VALIDATION_ERROR'
      ? 'address.postcodeInvalid'
      : code === 'POSTCODE_SERVICE_UNAVAILABLE'
        ? 'postcode.serviceUnavailable'
        : 'postcode.lookupFailed';
}

export const postcodeWidgetMachine = setup({
  types: {
    context: {} as PostcodeWidgetContext,
    events: {} as PostcodeWidgetEvent,
    input: {} as PostcodeWidgetInput,
    emitted: {} as PostcodeWidgetEmitted,
  },
  actors: {
    lookupPostcode: fromPromise<{ postcode: string; places: PostcodePlace[] }, { postcode: string }>(() =>
      Promise.reject(new Error('lookupPostcode not provided')),
    ),
  },
  guards: {
    showsChosenAddress: ({ context }) =>
      context.variant === 'secondary' && context.address !== null && !context.editing,
    isPostcodeValid: ({ context }) => check(context).ok,
    hasPostcodeTable: ({ context }) => context.postcodeTable,
  },
  actions: {
    setPostcode: assign(({ event }) =>
      event.type === 'postcode.change' ? { postcode: event.value, error: null } : {},
    ),
    emitChanged: emit(({ context }) => ({ type: 'postcode.changed' as const, postcode: context.postcode })),
    setInvalid: assign({
      error: ({ context }): PostcodeWidgetErrorKey | null => {
        const r = check(context);
        return r.ok
          ? null
          : r.error === 'address.postcodeRequired'
            ? 'address.postcodeRequired'
            : 'address.postcodeInvalid';
      },
    }),
    normalise: assign({
      postcode: ({ context }) => {
        const r = check(context);
        return r.ok ? r.value : context.postcode;
      },
    }),
  },
}).createMachine({
  id: 'postcodeWidget',
  context: ({ input }) => ({
    variant: input.variant,
    operation: input.operation,
    country: input.country,
    postcodeTable: input.postcodeTable,
    postcode: input.postcode ?? '',
    initialPostcode: input.address?.postcode ?? input.postcode ?? '',
    address: input.address ?? null,
    resolvedPostcode: input.address?.postcode ?? null,
    error: null,
    editing: false,
  }),
  initial: 'editing',
  states: {
    /** secondary: the chosen address with an edit link */
    chosen: { on: { 'widget.edit': { target: 'editing', actions: assign({ editing: true }) } } },
    editing: {
      always: { guard: 'showsChosenAddress', target: 'chosen' },
      on: {
        'postcode.change': { actions: ['setPostcode', 'emitChanged'] },
        'postcode.submit': [
          { guard: and(['isPostcodeValid', 'hasPostcodeTable']), target: 'looking' },
          // no postcode table for the country: the code is kept as typed (normalised), nothing to look up
          { guard: 'isPostcodeValid', actions: ['normalise', 'emitChanged'] },
          { actions: 'setInvalid' },
        ],
      },
    },
    looking: {
      entry: 'normalise',
      invoke: {
        id: 'lookupPostcode',
        src: 'lookupPostcode',
        input: ({ context }) => ({ postcode: context.postcode }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ resolvedPostcode: ({ event }) => event.output.postcode, error: null }),
            emit(({ event }) => ({
              type: 'postcode.resolved' as const,
              postcode: event.output.postcode,
              places: event.output.places,
            })),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => lookupErrorKey(event.error) }) },
      },
    },
  },
});
