// Issue 31: loads the tenant's current version of a legal document; a failed load offers a retry (spec §8
// thereWasAnErrorLoading).
import { assign, fromPromise, setup } from 'xstate';
import type { LegalDocument, LegalText } from '../../contracts/privacy.contract';
import { notProvided } from '../shared/form-fields';
import type { LegalTextContext, LegalTextEvent, LegalTextInput } from './legal-text.types';

export const legalTextMachine = setup({
  types: { context: {} as LegalTextContext, events: {} as LegalTextEvent, input: {} as LegalTextInput },
  actors: { loadText: fromPromise<LegalText, { document: LegalDocument }>(notProvided('loadText')) },
}).createMachine({
  id: 'legalText',
  context: ({ input }) => ({ document: input.document, text: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadText',
        src: 'loadText',
        input: ({ context }) => ({ document: context.document }),
        onDone: { target: 'ready', actions: assign({ text: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { type: 'final' },
    failed: { on: { 'legal.retry': 'loading' } },
  },
});
