// Sample events of quotationListMachine (pure data).
import { expiredQuotationSample, validQuotationSample } from '../shared/samples';

export const quotationListFlowSamples = {
  common: [
    { type: 'quotations.retry' },
    { type: 'xstate.done.actor.loadQuotations', output: [validQuotationSample, expiredQuotationSample] },
    { type: 'xstate.done.actor.loadQuotations', output: [] },
    { type: 'xstate.error.actor.loadQuotations', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
