// Sample events of quotationsLandingMachine (pure data).
import type { QuotationsLandingLoad } from './quotations-landing.types';
import { expiredQuotationSample, storeSample, validQuotationSample } from '../shared/samples';

export const landingSample: QuotationsLandingLoad = {
  latest: [validQuotationSample, expiredQuotationSample],
  stores: [storeSample],
};

export const quotationsLandingFlowSamples = {
  common: [
    { type: 'landing.retry' },
    { type: 'xstate.done.actor.loadLanding', output: landingSample },
    { type: 'xstate.done.actor.loadLanding', output: { latest: [], stores: [storeSample] } },
    { type: 'xstate.error.actor.loadLanding', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
