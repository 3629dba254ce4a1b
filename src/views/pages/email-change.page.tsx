// Issue 31 item 2: emailChange (account area, opened from "Mis datos"). The page starts the flow and renders it; the machine
// decides when the change is told, the app's toaster says it.
import { useTranslation } from 'react-i18next';
import { pagePath } from '../app/routes';
import { emailChangeFlow } from '../email-change/email-change.flow';
import { EmailChangeView } from '../email-change/email-change.view';
import { useFlow } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

export default function EmailChangePage() {
  const tenant = useTenant();
  const toaster = useToaster();
  const { t } = useTranslation('rights');
  const actorRef = useFlow(emailChangeFlow, undefined, {
    notify: () => toaster.show({ type: 'success', text: t('emailChange.doneTitle') }),
  });
  return (
    <section className="page" data-page="emailChange">
      <EmailChangeView actorRef={actorRef} profileHref={pagePath('myProfile', tenant.id)} />
    </section>
  );
}
