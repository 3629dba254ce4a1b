// Issue 14 reports: load the report for the period; a changed period is checked (src/rules/report-period.ts) before loading.
import { assign, fromPromise, setup } from 'xstate';
import { checkPeriod } from '../../rules/report-period';
import type {
  CompanyReportContext,
  CompanyReportEvent,
  CompanyReportInput,
  LoadReportInput,
  ReportTable,
} from './company-report.types';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the page`);
};

export const companyReportMachine = setup({
  types: { context: {} as CompanyReportContext, events: {} as CompanyReportEvent, input: {} as CompanyReportInput },
  actors: { loadReport: fromPromise<ReportTable, LoadReportInput>(notProvided('loadReport')) },
  guards: { periodValid: ({ context }) => checkPeriod(context.fromDate, context.toDate).ok },
}).createMachine({
  id: 'companyReport',
  context: ({ input }) => ({
    kind: input.kind,
    fromDate: input.fromDate,
    toDate: input.toDate,
    periodError: null,
    data: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ kind: context.kind, fromDate: context.fromDate, toDate: context.toDate }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'report.retry': 'loading' } },
    ready: {
      on: {
        'period.change': { actions: assign(({ event }) => ({ [event.field]: event.value, periodError: null })) },
        'period.apply': [
          { guard: 'periodValid', target: 'loading' },
          {
            actions: assign(({ context }) => {
              const checked = checkPeriod(context.fromDate, context.toDate);
              return { periodError: checked.ok ? null : checked.error };
            }),
          },
        ],
      },
    },
  },
});
