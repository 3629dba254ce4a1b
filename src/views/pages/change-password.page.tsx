// spec §2: changePassword (account area; the shell's session guard already required a session, and the flow's input reads
// the signed-in user from it). A session-expired answer reaches the app's session watcher through the flow's serviceActor.
// The machine decides when the save is told; the app's toaster says it (issue 16, spec §8 'Datos editados exitosamente.').
import { useTranslation } from 'react-i18next';
import { changePasswordFlow } from '../change-password/change-password.flow';
import { ChangePasswordView } from '../change-password/change-password.view';
import { useFlow } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';

export default function ChangePasswordPage() {
  const toaster = useToaster();
  const { t } = useTranslation('login');
  const actorRef = useFlow(changePasswordFlow, undefined, {
    notify: () => toaster.show({ type: 'success', text: t('changePassword.savedTitle') }),
  });
  return (
    <section className="page" data-page="changePassword">
      <ChangePasswordView actorRef={actorRef} />
    </section>
  );
}
