// spec §2 myPayment: saved cards (issue 13). The shell's session guard (this route's loader) has required a session; the
// flow's entry builds the real actors and the input (the tenant's card types, the user's email for the modal). The machine
// decides when a save is told; the app's toaster says it (issue 16, spec §9).
import { useTranslation } from 'react-i18next';
import { NOTICE_KEYS } from '../../machines/my-payment/my-payment.connect';
import type { MyPaymentNotice } from '../../machines/my-payment/my-payment.types';
import { useFlow } from '../flows/use-flow';
import { myPaymentFlow } from '../my-payment/my-payment.flow';
import { MyPaymentView } from '../my-payment/my-payment.view';
import { useToaster } from '../shell/toaster-context';

export default function MyPaymentPage() {
  const toaster = useToaster();
  const { t } = useTranslation(['payment', 'common']);
  const actorRef = useFlow(myPaymentFlow, undefined, {
    notify: (_: unknown, params: { notice: MyPaymentNotice }) =>
      toaster.show({ type: 'success', text: t(NOTICE_KEYS[params.notice] as never) }),
  });
  return (
    <section className="page" data-page="myPayment">
      <MyPaymentView actorRef={actorRef} />
    </section>
  );
}
