// Flow registry entry (issue 6) for change password (spec §2, §5, §7).
import { defineFlow } from '../../flows/define-flow';
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { changePasswordFlowSamples } from '../../machines/change-password/change-password.samples';

export const changePasswordFlow = defineFlow({
  name: 'change-password',
  description: 'Change password: old password, the differ rule, PASSWORD_REUSE_ERROR; other sessions end on success (spec §5, §7).',
  machine: changePasswordMachine,
  loadView: () => import('./change-password.view').then((m) => m.ChangePasswordView),
  samples: changePasswordFlowSamples,
  namespaces: ['login'],
  driver: {},
  delays: {},
  input: (tenant) => ({ email: 'demo@cuenta.test', policy: tenant.passwordPolicy }),
  graphContext: (c) => ({ old: c.oldPassword !== '', next: c.newPassword, error: c.error !== null, fieldErrors: c.showFieldErrors }),
  complete: true,
});
