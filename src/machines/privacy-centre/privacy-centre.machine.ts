// Issue 31: the privacy centre (see privacy-centre.types.ts). Loading the overview opens the re-accept modal when a required
// template has a newer version than the one accepted (spec §8); an optional consent is withdrawn or given again (spec §9);
// the server refuses to withdraw a required one and the screen says why.
import { assign, fromPromise, setup } from 'xstate';
import type { PrivacyOverview } from '../../contracts/privacy.contract';
import { fieldErrorsOf } from '../shared/failure';
import { notProvided } from '../shared/form-fields';
import type {
  PrivacyCentreContext,
  PrivacyCentreEvent,
  PrivacyCentreInput,
  PrivacyError,
  UpdateConsentsInput,
} from './privacy-centre.types';

/** The optional document a person may withdraw (accepted now) or give again (not accepted now). */
const optionalDocument = (context: PrivacyCentreContext, templateId: string, accepted: boolean) =>
  context.overview?.documents.find(
    (d) => d.templateId === templateId && !d.required && (d.accepted === true) === accepted,
  );

function errorOf(error: unknown): PrivacyError {
  const fields = fieldErrorsOf(error);
  if (fields.accepted === 'required') return 'required';
  if (fields.version === 'stale') return 'stale';
  return 'failed';
}

export const privacyCentreMachine = setup({
  types: {
    context: {} as PrivacyCentreContext,
    events: {} as PrivacyCentreEvent,
    input: {} as PrivacyCentreInput,
  },
  actors: {
    loadOverview: fromPromise<PrivacyOverview>(notProvided('loadOverview')),
    /** a withdrawal or a consent given again (source privacyCentre) */
    updateConsent: fromPromise<PrivacyOverview, UpdateConsentsInput>(notProvided('updateConsent')),
    /** the new versions accepted in the modal (source reaccept) */
    acceptVersions: fromPromise<PrivacyOverview, UpdateConsentsInput>(notProvided('acceptVersions')),
  },
  guards: {
    hasPending: (_, params: { overview: PrivacyOverview }) => params.overview.pending.length > 0,
    pendingNow: ({ context }) => (context.overview?.pending.length ?? 0) > 0,
    canWithdraw: ({ context, event }) =>
      event.type === 'consent.withdraw' && optionalDocument(context, event.templateId, true) !== undefined,
    canGrant: ({ context, event }) =>
      event.type === 'consent.grant' && optionalDocument(context, event.templateId, false) !== undefined,
  },
  actions: {
    setOverview: assign((_, params: { overview: PrivacyOverview }) => ({ overview: params.overview })),
  },
}).createMachine({
  id: 'privacyCentre',
  context: ({ input }) => ({
    ...input,
    overview: null,
    change: null,
    error: null,
    notice: null,
    reacceptFailed: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: [
          {
            guard: { type: 'hasPending', params: ({ event }) => ({ overview: event.output }) },
            target: 'reaccept',
            actions: { type: 'setOverview', params: ({ event }) => ({ overview: event.output }) },
          },
          { target: 'ready', actions: { type: 'setOverview', params: ({ event }) => ({ overview: event.output }) } },
        ],
        onError: 'loadFailed',
      },
    },
    // spec §8 thereWasAnErrorLoading, with a retry
    loadFailed: { on: { 'privacy.retry': 'loading' } },
    ready: {
      on: {
        'consent.withdraw': {
          guard: 'canWithdraw',
          target: 'updating',
          actions: assign(({ context, event }) => ({
            change: {
              templateId: event.templateId,
              version: optionalDocument(context, event.templateId, true)!.currentVersion,
              accepted: false,
            },
            error: null,
            notice: null,
          })),
        },
        'consent.grant': {
          guard: 'canGrant',
          target: 'updating',
          actions: assign(({ context, event }) => ({
            change: {
              templateId: event.templateId,
              version: optionalDocument(context, event.templateId, false)!.currentVersion,
              accepted: true,
            },
            error: null,
            notice: null,
          })),
        },
        'reaccept.open': { guard: 'pendingNow', target: 'reaccept', actions: assign({ reacceptFailed: false }) },
      },
    },
    updating: {
      invoke: {
        id: 'updateConsent',
        src: 'updateConsent',
        input: ({ context }) => ({ changes: [context.change!], source: 'privacyCentre' as const }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setOverview', params: ({ event }) => ({ overview: event.output }) },
            assign(({ context }) => ({ notice: context.change!.accepted ? 'granted' : 'withdrawn', change: null })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorOf(event.error), change: null }),
        },
      },
    },
    // spec §8: a required template has a newer version than the one accepted: a modal asks to accept it
    reaccept: {
      on: {
        'reaccept.accept': 'reaccepting',
        'reaccept.later': { target: 'ready', actions: assign({ reacceptFailed: false }) },
      },
    },
    reaccepting: {
      invoke: {
        id: 'acceptVersions',
        src: 'acceptVersions',
        input: ({ context }) => ({
          changes: context.overview!.pending.map((t) => ({ templateId: t.id, version: t.version, accepted: true })),
          source: 'reaccept' as const,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setOverview', params: ({ event }) => ({ overview: event.output }) },
            assign({ notice: 'reaccepted', reacceptFailed: false, error: null }),
          ],
        },
        // spec §8: "failure updating consent (a modal asks to accept the terms again)"
        onError: { target: 'reaccept', actions: assign({ reacceptFailed: true }) },
      },
    },
  },
});
