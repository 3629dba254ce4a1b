// Sample events (pure data): a user report of March 2026 with a buyer and a credit-line user.
import type { CompanyReportEvent, CompanyReportInput } from './company-report.types';

type Sample =
  | CompanyReportEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const companyReportSampleInput: CompanyReportInput = {
  kind: 'users',
  fromDate: '2026-03-01',
  toDate: '2026-03-30',
};

export const companyReportSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } = {
  common: [
    {
      type: 'xstate.done.actor.loadReport',
      output: {
        fromDate: '2026-03-01',
        toDate: '2026-03-30',
        currency: 'PEN',
        rows: [
          {
            id: 'u1',
            name: 'Carmen Flores',
            email: 'carmen@andina.pe',
            role: 'buyer',
            status: 'active',
            quotes: 3,
            quotedTotal: 2750.9,
            purchases: 2,
            purchasedTotal: 1234.5,
          },
          {
            id: 'u2',
            name: 'Patricia Salazar',
            email: 'patricia@andina.pe',
            role: 'creditLineUser',
            status: 'active',
            quotes: 0,
            quotedTotal: 0,
            purchases: 0,
            purchasedTotal: 0,
          },
        ],
      },
    },
    {
      type: 'xstate.done.actor.loadReport',
      output: { fromDate: '2026-03-01', toDate: '2026-03-30', currency: 'PEN', rows: [] },
    },
    { type: 'xstate.error.actor.loadReport', error: { code: 'GENERIC_ERROR' } },
    { type: 'report.retry' },
    { type: 'period.change', field: 'fromDate', value: '2026-04-01' },
    { type: 'period.change', field: 'fromDate', value: '2026-03-15' },
    { type: 'period.apply' },
  ],
  byTenant: {},
};
