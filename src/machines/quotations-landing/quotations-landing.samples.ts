// Sample events of quotationsLandingMachine (pure data).
import { storeSample } from '../list-detail/list-detail.samples';
import { expiredQuotationSample, validQuotationSample } from '../quotation-list/quotation-list.samples';
import type { LandingData } from './quotations-landing.types';

export const landingSample: LandingData = {
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
