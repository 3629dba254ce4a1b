// Flow registry entry (issue 6) for the social-login option (issue 4 item 9).
import { defineFlow } from '../flows/define-flow';
import { socialLoginMachine } from '../../machines/social-login/social-login.machine';
import { socialLoginFlowSamples } from '../../machines/social-login/social-login.samples';

export const socialLoginFlow = defineFlow({
  name: 'social-login',
  description: 'Social login option: providers configured for the tenant, the browser goes to the chosen one (OIDC code + PKCE on the server).',
  machine: socialLoginMachine,
  loadView: () => import('./social-login.view').then((m) => m.SocialLoginView),
  samples: socialLoginFlowSamples,
  actors: ['loadProviders'],
  delays: {},
  input: (tenant) => ({ returnTo: `/${tenant.id}/account` }),
  complete: true,
});
