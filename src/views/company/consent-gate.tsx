// spec §9, issue 14: the signed-in consent check, mounted on every signed-in page: where the tenant requires consents
// (Colombia always, Brazil outside development: the server decides in GET s/auth/v1/consent/status) and a template version is
// still pending for the user's purpose, the consent modal asks for it; elsewhere it renders nothing.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useMatches } from 'react-router';
import type { ConsentPurpose } from '../../contracts/consent.contract';
import { consentMachine } from '../../machines/consent/consent.machine';
import type { Role } from '../../rules/permissions';
import { createServiceClient } from '../../services/clients';
import { createConsentApi } from '../../services/consent.api';
import type { TenantConfig } from '../../tenants/tenant.types';
import type { SessionRouteData } from '../app/session-guard';
import { consentActors } from '../consent/consent.actors';
import { ConsentView } from '../consent/consent.view';
import { getInspect } from '../flows/inspect';

/** spec §7: personal accounts accept 'Registro', company administrators 'RegistroB2BSU', collaborators 'RegistroB2BCO'. */
export function consentPurposeOf(role: Role | undefined): ConsentPurpose {
  if (role === 'owner' || role === 'superUser') return 'RegistroB2BSU';
  if (role === 'buyer' || role === 'quoter') return 'RegistroB2BCO';
  return 'Registro';
}

function Gate({ tenant, purpose }: { tenant: TenantConfig; purpose: ConsentPurpose }) {
  const machine = useMemo(() => {
    const api = createConsentApi({
      authentication: createServiceClient('authentication', { tenant: tenant.id }),
      storefront: createServiceClient('storefront', { tenant: tenant.id }),
    });
    return consentMachine.provide({ actors: consentActors(api, purpose) });
  }, [tenant.id, purpose]);
  const actorRef = useActorRef(machine, { inspect: getInspect() });
  return <ConsentView actorRef={actorRef} />;
}

export function ConsentGate({ tenant }: { tenant: TenantConfig }) {
  const data = useMatches().at(-1)?.data as SessionRouteData | null | undefined;
  // only where the tenant may require consents at all (spec §9): no extra call elsewhere
  if (!data?.session?.user || tenant.consentRequiredIn.length === 0) return null;
  return <Gate tenant={tenant} purpose={consentPurposeOf(data.session.user.role as Role)} />;
}
