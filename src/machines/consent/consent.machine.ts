// spec §8, §9: the consent check of a signed-in user (where the tenant requires consents).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/form-fields';
import type {
  CheckConsentsInput,
  ConsentCheckOutput,
  ConsentContext,
  ConsentEvent,
  ConsentInput,
  SaveConsentsInput,
} from './consent.types';

const requiredAccepted = (context: ConsentContext) =>
  context.pending.every((t) => !t.required || context.answers[t.id] === true);

export const consentMachine = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent, input: {} as ConsentInput | undefined },
  actors: {
    checkConsents: fromPromise<ConsentCheckOutput, CheckConsentsInput>(notProvided('checkConsents')),
    saveConsents: fromPromise<unknown, SaveConsentsInput>(notProvided('saveConsents')),
  },
  guards: {
    nothingPending: (_, params: { pending: readonly unknown[] }) => params.pending.length === 0,
    requiredAccepted: ({ context }) => requiredAccepted(context),
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ purpose: input?.purpose ?? 'Registro', pending: [], answers: {}, missingRequired: false }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkConsents',
        src: 'checkConsents',
        input: ({ context }) => ({ purpose: context.purpose }),
        onDone: [
          {
            guard: { type: 'nothingPending', params: ({ event }) => ({ pending: event.output.pending }) },
            target: 'done',
          },
          { target: 'asking', actions: assign({ pending: ({ event }) => event.output.pending }) },
        ],
        onError: 'checkFailed',
      },
    },
    // spec §8: thereWasAnErrorLoading, with a retry
    checkFailed: { on: { 'check.retry': 'checking' } },
    asking: {
      on: {
        'consent.toggle': {
          actions: assign(({ context, event }) => {
            const answers = { ...context.answers, [event.templateId]: event.accepted };
            return { answers, missingRequired: context.missingRequired && !requiredAccepted({ ...context, answers }) };
          }),
        },
        'consent.accept': [
          { guard: 'requiredAccepted', target: 'saving', actions: assign({ missingRequired: false }) },
          { actions: assign({ missingRequired: true }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveConsents',
        src: 'saveConsents',
        input: ({ context }) => ({
          consents: context.pending.map((t) => ({
            templateId: t.id,
            version: t.version,
            accepted: context.answers[t.id] === true,
          })),
        }),
        onDone: 'done',
        // spec §8: a failure updating consent opens a modal that asks to accept the terms again
        onError: 'acceptAgain',
      },
    },
    acceptAgain: { on: { 'consent.accept': 'saving' } },
    done: { type: 'final' },
  },
});
