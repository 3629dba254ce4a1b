// Social login (issue 4 item 9): load the tenant's providers, then hand the browser to the chosen one (OIDC code + PKCE,
// all on the server). No providers or a failed load: the option is simply not shown.
import { assign, fromPromise, setup } from 'xstate';
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
    hasProviders: ({ event }) => {
      const output = (event as unknown as { output?: unknown }).output;
      return Array.isArray(output) && output.length > 0;
    },
    isOffered: ({ context, event }) => event.type === 'provider.choose' && context.providers.includes(event.provider),
  },
  actions: {
    setProviders: assign({ providers: ({ event }) => (event as unknown as { output?: string[] }).output ?? [] }),
    choose: assign({ chosen: ({ event }) => (event.type === 'provider.choose' ? event.provider : null) }),
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
        onDone: [{ guard: 'hasProviders', target: 'ready', actions: 'setProviders' }, { target: 'hidden' }],
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
