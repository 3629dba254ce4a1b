// Social login (issue 4 item 9): load the tenant's providers, then hand the browser to the chosen one (OIDC code + PKCE,
// all on the server). No providers or a failed load: the option is simply not shown.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SocialLoginContext, SocialLoginEvent, SocialLoginInput } from './social-login.types';

export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    input: {} as SocialLoginInput,
  },
  actors: {
    loadProviders: fromPromise<string[], void>(() => Promise.reject(new Error('loadProviders not provided'))),
  },
  guards: {
    hasProviders: (_, params: { providers: unknown }) => Array.isArray(params.providers) && params.providers.length > 0,
    isOffered: ({ context, event }) => {
      assertEvent(event, 'provider.choose');
      return context.providers.includes(event.provider);
    },
  },
  actions: {
    setProviders: assign((_, params: { providers: string[] }) => ({ providers: params.providers })),
    choose: assign(({ event }) => {
      assertEvent(event, 'provider.choose');
      return { chosen: event.provider };
    }),
    redirectToProvider: () => {},
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({ returnTo: input.returnTo, providers: [], chosen: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProviders',
        src: 'loadProviders',
        onDone: [
          {
            guard: { type: 'hasProviders', params: ({ event }) => ({ providers: event.output }) },
            target: 'ready',
            actions: { type: 'setProviders', params: ({ event }) => ({ providers: event.output }) },
          },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    ready: {
      on: { 'provider.choose': { guard: 'isOffered', target: 'redirecting', actions: 'choose' } },
    },
    // Both ends are final: the browser leaves for the provider, or the option stays hidden for this visit.
    redirecting: { type: 'final', entry: 'redirectToProvider' },
    hidden: { type: 'final' },
  },
});

/** Where the browser goes for a provider: the server's start path (it redirects on to the provider). */
export function socialStartPath(tenant: string, provider: string, returnTo: string): string {
  const query = new URLSearchParams({ tenant, returnTo });
  return `/s/auth/v1/social/${encodeURIComponent(provider)}/start?${query.toString()}`;
}
