// spec §2: changePassword (account area; the shell's session guard already required a session).
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { createAuthApi } from '../../services/auth.api';
import { createServiceClient } from '../../services/clients';
import type { TenantConfig } from '../../tenants/tenant.types';
import { changePasswordActors } from '../change-password/change-password.actors';
import { ChangePasswordView } from '../change-password/change-password.view';
import { useSessionReporter } from '../session/session-context';
import { useTenant } from '../shell/use-tenant';
import { getInspect } from '../flows/inspect';

interface SessionUserData {
  session?: { user?: { email?: string; accountType?: string } | null };
}

function ChangePasswordForm({ tenant, email, company }: { tenant: TenantConfig; email: string; company: boolean }) {
  const session = useSessionReporter();
  const machine = useMemo(() => {
    const api = createAuthApi({ storefront: createServiceClient('storefront', { tenant: tenant.id }) }, tenant.backendStyle);
    return changePasswordMachine.provide({ actors: changePasswordActors(api, session.report) });
  }, [tenant.id, tenant.backendStyle, session]);
  const actorRef = useActorRef(machine, { input: { email, policy: tenant.passwordPolicy, mode: company ? 'company' : 'personal' }, inspect: getInspect() });
  return <ChangePasswordView actorRef={actorRef} />;
}

export default function ChangePasswordPage() {
  const tenant = useTenant();
  // the session guard's answer (src/views/app/session-guard.ts: this route's loader)
  const data = (useLoaderData() ?? {}) as SessionUserData;
  const user = data.session?.user;
  return (
    <section className="page" data-page="changePassword">
      {/* the shell's app-level SessionWatcher (app-layout.tsx) receives what useSessionReporter() reports */}
      <ChangePasswordForm tenant={tenant} email={user?.email ?? ''} company={user?.accountType === 'ORGANIZATION'} />
    </section>
  );
}
