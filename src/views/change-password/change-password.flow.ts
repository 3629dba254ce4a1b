// Issue 9 (STYLE.md §16): the change-password flow's edge (spec §2, §5, §7): old password, the differ rule,
// PASSWORD_REUSE_ERROR; the server ends the other sessions on success.
import { defineFlow } from '../../flows/define-flow';
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { changePasswordFlowSamples } from '../../machines/change-password/change-password.samples';
import type { ChangePasswordRequest } from '../../machines/change-password/change-password.types';
import { createAuthApi } from '../../services/auth.api';
import { serviceActor } from '../shared/service-actor';
import { accountMode } from '../shared/step-up-flow';
import { ChangePasswordView } from './change-password.view';

export const changePasswordFlow = defineFlow({
  name: 'change-password',
  description:
    'Change password: old password, the differ rule, PASSWORD_REUSE_ERROR; other sessions end on success (spec §5, §7).',
  machine: changePasswordMachine,
  // its page renders the view anyway: a static import keeps it out of a chunk of its own (issue 17)
  loadView: async () => ChangePasswordView,
  namespaces: ['login'],
  samples: changePasswordFlowSamples,
  delays: {},
  // the signed-in user (account page): the email for the no-email-match rule, the account kind for the policy (spec §5)
  input: (tenant, page) => ({
    email: page?.user?.email ?? 'demo@cuenta.test',
    policy: tenant.passwordPolicy,
    mode: accountMode(page),
  }),
  implementations: (env) => {
    const api = createAuthApi({ storefront: env.clients.storefront }, env.tenant.backendStyle);
    return {
      actors: {
        changePassword: serviceActor<void, ChangePasswordRequest>(env, async (input, signal) => {
          await api.changePassword(input, signal);
        }),
      },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field, event.value),
    'form.submit': (d) => d.clickSelector('button[type="submit"]'),
    'form.reset': (d) => d.click(d.t('login:changePassword.again')),
  },
  graphContext: (c) => ({
    old: c.oldPassword !== '',
    next: c.newPassword,
    error: c.error !== null,
    fieldErrors: c.showFieldErrors,
  }),
  complete: true,
});
