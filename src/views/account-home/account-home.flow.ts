// Issue 12 (STYLE.md §16): the account home's sign-out (spec §2), a machine instead of a click handler (issue 9).
// goToLogin leaves the page: the page supplies it (navigate to login).
import { defineFlow } from '../../flows/define-flow';
import { accountHomeMachine } from '../../machines/account-home/account-home.machine';
import { accountHomeFlowSamples } from '../../machines/account-home/account-home.samples';
import { createAuthApi } from '../../services/auth.api';
import { isHttpError } from '../../services/errors';
import { serviceActor } from '../shared/service-actor';

export const accountHomeFlow = defineFlow({
  name: 'account-home',
  description: 'Account home sign-out: the logout call, a retry when it fails, then login (spec §2).',
  machine: accountHomeMachine,
  loadView: () => import('./account-home-sign-out').then((m) => m.SignOutView),
  namespaces: ['account'],
  samples: accountHomeFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = createAuthApi({ storefront: env.clients.storefront }, env.tenant.backendStyle);
    return {
      actors: {
        // a session that had already ended (401) is signed out too
        logout: serviceActor(env, async (_input, signal) => {
          await api.logout(signal).catch((error: unknown) => {
            if (!(isHttpError(error) && error.status === 401)) throw error;
          });
        }),
      },
    };
  },
  driver: {
    'signOut.start': (d) => d.click(d.t('common:account.signOut')),
    'signOut.retry': (d) => d.click(d.t('common:account.signOut')),
  },
  complete: true,
});
