// spec §6: the agent quotation report. The server decides who is an agent (403 for anyone else: the forbidden step).
import { assign, fromPromise, setup } from 'xstate';
import { dateRangeError } from '../../rules/date-range';
import { errorCodeOf } from '../shared/failure';
import type { AgentReportContext, AgentReportEvent } from './agent-report.types';
import type { AgentReportResponse } from '../../contracts/quotes.contract';

export const agentReportMachine = setup({
  types: { context: {} as AgentReportContext, events: {} as AgentReportEvent },
  actors: {
    loadReport: fromPromise<AgentReportResponse, { from: string; to: string }>(() =>
      Promise.reject(new Error('loadReport not provided')),
    ),
  },
  guards: {
    isRangeValid: ({ context }) => dateRangeError(context.from, context.to) === null,
    isForbidden: (_, params: { error: unknown }) =>
      ['FORBIDDEN', 'SESSION_EXPIRED', 'NOT_FOUND'].includes(errorCodeOf(params.error) ?? ''),
  },
  actions: {
    setField: assign(({ event }) =>
      event.type === 'filter.change' ? { [event.field]: event.value, rangeError: null } : {},
    ),
    showRangeError: assign(({ context }) => ({ rangeError: dateRangeError(context.from, context.to) })),
    setReport: assign((_, params: { report: AgentReportResponse }) => ({ report: params.report })),
  },
}).createMachine({
  id: 'agentReport',
  context: { from: '', to: '', rangeError: null, report: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ from: context.from, to: context.to }),
        onDone: { target: 'ready', actions: { type: 'setReport', params: ({ event }) => ({ report: event.output }) } },
        onError: [
          { guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) }, target: 'forbidden' },
          { target: 'failed' },
        ],
      },
    },
    forbidden: { type: 'final' },
    failed: { on: { 'report.retry': { target: 'loading' } } },
    ready: {
      on: {
        'filter.change': { actions: 'setField' },
        'filter.submit': [{ guard: 'isRangeValid', target: 'loading' }, { actions: 'showRangeError' }],
      },
    },
  },
});
