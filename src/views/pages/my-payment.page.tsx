// spec §2 myPayment: saved cards (issue 13). The shell's session guard (this route's loader) has required a session; the
// flow's entry builds the real actors and the input (the tenant's card types, the user's email for the modal). The machine
// decides when a save is told; the app's toaster says it (issue 16, spec §9).
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowUser } from '../../flows/flow-entry.types';
import { NOTICE_KEYS } from '../../machines/my-payment/my-payment.connect';
import type { myPaymentMachine } from '../../machines/my-payment/my-payment.machine';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';
import { myPaymentFlow } from '../my-payment/my-payment.flow';
import { MyPaymentView } from '../my-payment/my-payment.view';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';
import { useLoaderData, useSearchParams } from 'react-router';

export default function MyPaymentPage() {
  const tenant = useTenant();
  const [search] = useSearchParams();
  const data = useLoaderData() as { session?: { user?: FlowUser | null } | null } | undefined;
  const toaster = useToaster();
  const { t } = useTranslation(['payment', 'common']);
  const flowMachine = useFlowMachine(myPaymentFlow) as typeof myPaymentMachine;
  const machine = useMemo(
    () =>
      flowMachine.provide({
        actions: {
          notify: (_, params) => toaster.show({ type: 'success', text: t(NOTICE_KEYS[params.notice] as never) }),
        },
      }),
    [flowMachine, toaster, t],
  );
  const input = myPaymentFlow.input(tenant, { search, user: data?.session?.user ?? null });
  const actorRef = useActorRef(machine, { input, inspect: getInspect() });
  return (
    <section className="page" data-page="myPayment">
      <MyPaymentView actorRef={actorRef} />
    </section>
  );
}
