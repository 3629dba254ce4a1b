// spec §2 collaborators page (issue 14): the company's collaborators, for the owner and super users (spec §6); other roles
// see the forbidden notice. Wires the real service into the machine and hands the actor to the view.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { collaboratorsMachine } from '../../machines/collaborators/collaborators.machine';
import type { Collaborator, CollaboratorList, SaveCollaboratorInput } from '../../machines/collaborators/collaborators.types';
import { createServiceClient } from '../../services/clients';
import { createCollaboratorsApi } from '../../services/collaborators.api';
import { CollaboratorsView } from '../collaborators/collaborators.view';
import { PageAccess } from '../company/page-access';
import { getInspect } from '../flows/inspect';
import { useTenant } from '../shell/use-tenant';

function Collaborators() {
  const tenant = useTenant();
  const machine = useMemo(() => {
    const api = createCollaboratorsApi(createServiceClient('myAccount', { tenant: tenant.id }), tenant.id);
    return collaboratorsMachine.provide({
      actors: {
        loadCollaborators: fromPromise<CollaboratorList>(({ signal }) => api.list(signal)),
        saveCollaborator: fromPromise<Collaborator, SaveCollaboratorInput>(({ input, signal }) => api.save(input.id, input.form, signal)),
        deleteCollaborator: fromPromise<unknown, { id: string }>(({ input, signal }) => api.remove(input.id, signal)),
      },
    });
  }, [tenant.id]);
  const actorRef = useActorRef(machine, { input: { country: tenant.country }, inspect: getInspect() });
  return (
    <section className="page" data-page="collaborators">
      <CollaboratorsView actorRef={actorRef} />
    </section>
  );
}

export default function CollaboratorsPage() {
  return (
    <PageAccess pageKey="collaborators">
      <Collaborators />
    </PageAccess>
  );
}
