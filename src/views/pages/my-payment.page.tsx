// spec §2 myPayment: saved cards (issue 13). The shell's session guard (this route's loader) has required a session.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import type { SessionRouteData } from '../app/session-guard';
import { myPaymentMachine } from '../../machines/my-payment/my-payment.machine';
import { cardTypesFor } from '../../rules/payment-method';
import { createServiceClient } from '../../services/clients';
import { createPaymentApi } from '../../services/payment.api';
import { getInspect } from '../flows/inspect';
import { MyPaymentView } from '../my-payment/my-payment.view';
import { myPaymentActors } from '../payment/payment.actors';
import { useSessionReporter } from '../session/session-context';
import { useTenant } from '../shell/use-tenant';

export default function MyPaymentPage() {
  const tenant = useTenant();
  const session = useSessionReporter();
  const { session: info } = useLoaderData() as SessionRouteData;
  const machine = useMemo(() => {
    const api = createPaymentApi(createServiceClient('myAccount', { tenant: tenant.id }));
    return myPaymentMachine.provide({ actors: myPaymentActors(api, session.report) });
  }, [tenant.id, session]);
  const input = useMemo(
    () => ({
      // the expiry check's "today": read once at the edge, never inside the machine
      addCard: { cardTypes: cardTypesFor(tenant.country), today: new Date().toISOString(), defaults: { email: info.user?.email ?? '' } },
    }),
    [tenant.country, info.user?.email],
  );
  const actorRef = useActorRef(machine, { input, inspect: getInspect() });
  return (
    <section className="page" data-page="myPayment">
      <MyPaymentView actorRef={actorRef} />
    </section>
  );
}
