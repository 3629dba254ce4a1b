// spec §9, issue 14: the signed-in consent check, mounted on every signed-in page: where the tenant requires consents
// (Colombia always, Brazil outside development: the server decides in GET s/auth/v1/consent/status) and a template version is
// still pending for the user's purpose, the consent modal asks for it; elsewhere it renders nothing.
// The flow's side effects come from its entry (src/views/consent/consent.flow.ts, issue 9).
import { useActorRef } from '@xstate/react';
import { useMatches } from 'react-router';
import type { FlowUser } from '../../flows/flow-entry.types';
import type { TenantConfig } from '../../tenants/tenant.types';
import { mayRequireConsent } from '../../tenants/tenants';
import type { SessionRouteData } from '../app/session-guard';
import { consentFlow, consentPurposeOf } from '../consent/consent.flow';
import { ConsentView } from '../consent/consent.view';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';

function Gate({ user }: { user: FlowUser }) {
  const machine = useFlowMachine(consentFlow);
  const actorRef = useActorRef(machine, { input: { purpose: consentPurposeOf(user) }, inspect: getInspect() });
  return <ConsentView actorRef={actorRef} />;
}

export function ConsentGate({ tenant }: { tenant: TenantConfig }) {
  const data = useMatches().at(-1)?.data as SessionRouteData | null | undefined;
  const user = data?.session?.user;
  // only where the tenant may require consents at all (spec §9): no extra call elsewhere
  if (!user || !mayRequireConsent(tenant)) return null;
  return <Gate key={`${user.email}|${user.role}`} user={user as FlowUser} />;
}
