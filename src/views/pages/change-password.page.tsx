// spec §2: changePassword (account area; the shell's session guard already required a session, and the flow's input reads
// the signed-in user from it). A session-expired answer reaches the app's session watcher through the flow's serviceActor.
// The machine decides when the save is told; the app's toaster says it (issue 16, spec §8 'Datos editados exitosamente.').
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import type { FlowUser } from '../../flows/flow-entry.types';
import type { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { changePasswordFlow } from '../change-password/change-password.flow';
import { ChangePasswordView } from '../change-password/change-password.view';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

export default function ChangePasswordPage() {
  const tenant = useTenant();
  const [search] = useSearchParams();
  const data = useLoaderData() as { session?: { user?: FlowUser | null } | null } | undefined;
  const toaster = useToaster();
  const { t } = useTranslation('login');
  const flowMachine = useFlowMachine(changePasswordFlow) as typeof changePasswordMachine;
  const machine = useMemo(
    () =>
      flowMachine.provide({
        actions: { notify: () => toaster.show({ type: 'success', text: t('changePassword.savedTitle') }) },
      }),
    [flowMachine, toaster, t],
  );
  const input = changePasswordFlow.input(tenant, { search, user: data?.session?.user ?? null });
  const actorRef = useActorRef(machine, { input, inspect: getInspect() });
  return (
    <section className="page" data-page="changePassword">
      <ChangePasswordView actorRef={actorRef} />
    </section>
  );
}
