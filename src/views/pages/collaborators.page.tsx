// spec §2 collaborators page (issue 14): the company's collaborators, for the owner and super users (spec §6); other roles
// see the forbidden notice. The flow entry supplies the real services (useFlow).
import { CollaboratorsView } from '../collaborators/collaborators.view';
import { collaboratorsFlow } from '../collaborators/collaborators.flow';
import { PageAccess } from '../company/page-access';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';

function Collaborators() {
  const { t } = useTranslation('company');
  const toaster = useToaster();
  // spec §9: saves are told by the app's toaster, once
  const actorRef = useFlow(collaboratorsFlow, undefined, {
    notify: (_: unknown, params: { notice: 'created' | 'updated' | 'deleted' }) =>
      toaster.show({ type: 'success', text: t(`collaborators.notice.${params.notice}`) }),
  });
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
