// Sample events of favouriteAddressMachine (pure data).
import { addressSampleSaved } from '../shared/samples';

export const favouriteAddressFlowSamples = {
  common: [
    { type: 'block.retry' },
    { type: 'xstate.done.actor.loadPreferred', output: { ...addressSampleSaved, isDefaultAddress: true } },
    { type: 'xstate.done.actor.loadPreferred', output: null },
    { type: 'xstate.error.actor.loadPreferred', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
