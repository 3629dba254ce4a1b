// Issue 9 (STYLE.md §16): the social-login option's edge (issue 4 item 9): providers configured for the tenant; the browser
// goes to the chosen one (OIDC code + PKCE on the server).
import { defineFlow } from '../../flows/define-flow';
import { socialLoginMachine, socialStartPath } from '../../machines/social-login/social-login.machine';
import { socialLoginFlowSamples } from '../../machines/social-login/social-login.samples';
import { createAuthApi } from '../../services/auth.api';
import { serviceActor } from '../shared/service-actor';

export const socialLoginFlow = defineFlow({
  name: 'social-login',
  description:
    'Social login option: providers configured for the tenant, the browser goes to the chosen one (OIDC code + PKCE on the server).',
  machine: socialLoginMachine,
  loadView: () => import('./social-login.view').then((m) => m.SocialLoginView),
  namespaces: ['login'],
  samples: socialLoginFlowSamples,
  delays: {},
  input: (tenant) => ({ returnTo: `/${tenant.id}/account` }),
  implementations: (env) => {
    const api = createAuthApi({ storefront: env.clients.storefront }, env.tenant.backendStyle);
    return {
      actors: { loadProviders: serviceActor(env, (_input, signal) => api.socialProviders(signal)) },
      // the provider's pages are not ours: a full page load
      actions: {
        redirectToProvider: ({ context }: { context: { chosen: string | null; returnTo: string } }) =>
          window.location.assign(socialStartPath(env.tenant.id, context.chosen ?? '', context.returnTo)),
      },
    };
  },
  driver: {
    'provider.choose': (d, event) =>
      d.click(
        d.t('login:login.socialContinue', {
          provider: event.provider.charAt(0).toUpperCase() + event.provider.slice(1),
        }),
      ),
  },
  complete: true,
});
