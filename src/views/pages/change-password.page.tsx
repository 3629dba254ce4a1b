// spec §2: changePassword (account area; the shell's session guard already required a session, and useFlow reads the
// signed-in user from it). A session-expired answer reaches the app's session watcher through the flow's serviceActor.
import { changePasswordFlow } from '../change-password/change-password.flow';
import { ChangePasswordView } from '../change-password/change-password.view';
import { useFlow } from '../flows/use-flow';

export default function ChangePasswordPage() {
  const actorRef = useFlow(changePasswordFlow);
  return (
    <section className="page" data-page="changePassword">
      <ChangePasswordView actorRef={actorRef} />
    </section>
  );
}
