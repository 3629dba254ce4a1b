// Sample events of socialLoginMachine (pure data), for the tests and the flow tooling.
import type { SocialLoginEvent, SocialLoginInput } from './social-login.types';

export const socialLoginSampleInput: SocialLoginInput = { returnTo: '/cl/account' };

export const socialLoginSampleEvents: SocialLoginEvent[] = [{ type: 'provider.choose', provider: 'google' }];

export const socialLoginFlowSamples = {
  common: [
    ...socialLoginSampleEvents,
    { type: 'xstate.done.actor.loadProviders', output: ['google'] },
    { type: 'xstate.done.actor.loadProviders', output: [] },
    { type: 'xstate.error.actor.loadProviders', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
