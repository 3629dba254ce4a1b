// spec §2: password recovery under the account area.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { passwordRecoveryMachine } from '../../machines/password-recovery/password-recovery.machine';
import { createAuthApi } from '../../services/auth.api';
import { createServiceClient } from '../../services/clients';
import { pagePath } from '../app/routes';
import { recoveryActors } from '../password-recovery/password-recovery.actors';
import { recoveryInputFor } from '../password-recovery/password-recovery.input';
import { PasswordRecoveryView } from '../password-recovery/password-recovery.view';
import { useTenant } from '../shell/use-tenant';
import { getInspect } from '../flows/inspect';

export default function PasswordRecoveryPage() {
  const tenant = useTenant();
  const [params] = useSearchParams();
  const machine = useMemo(() => {
    const api = createAuthApi({ storefront: createServiceClient('storefront', { tenant: tenant.id }) }, tenant.backendStyle);
    return passwordRecoveryMachine.provide({ actors: recoveryActors(api) });
  }, [tenant.id, tenant.backendStyle]);
  const actorRef = useActorRef(machine, { input: recoveryInputFor(tenant, params.get('email') ?? undefined), inspect: getInspect() });
  return (
    <section className="page" data-page="passwordRecovery">
      <PasswordRecoveryView actorRef={actorRef} loginHref={pagePath('login', tenant.id)} />
    </section>
  );
}
