// spec §2 collaborators page (issue 14): the company's collaborators, for the owner and super users (spec §6); other roles
// see the forbidden notice. The flow entry supplies the real services (useFlow).
import { CollaboratorsView } from '../collaborators/collaborators.view';
import { collaboratorsFlow } from '../collaborators/collaborators.flow';
import { PageAccess } from '../company/page-access';
import { useFlow } from '../flows/use-flow';

function Collaborators() {
  const actorRef = useFlow(collaboratorsFlow);
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
