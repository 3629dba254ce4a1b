// spec §2 myAddresses: the addresses page (list, add/edit through the three-page modal, delete, preferred). The shell's
// session guard already required a session. The machine decides when to tell; the page's toaster says it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyAddressesNotice } from '../../machines/my-addresses/my-addresses.types';
import { clientsFor } from '../../services/clients';
import { useFlow } from '../flows/use-flow';
import { accountApiFor, myAddressesFlow, postcodeWidgetWith } from '../my-addresses/my-addresses.flow';
import { MyAddressesView } from '../my-addresses/my-addresses.view';
import { PostcodeWidgetMachineContext } from '../postcode-widget/postcode-widget-context';
import { useSessionReporter } from '../session/session-context';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

export default function MyAddressesPage() {
  const tenant = useTenant();
  const { report } = useSessionReporter();
  const toaster = useToaster();
  const { t } = useTranslation('account');
  const actorRef = useFlow(myAddressesFlow, undefined, {
    notify: (_: unknown, params: { notice: MyAddressesNotice }) =>
      toaster.show({ type: 'success', text: t(`addresses.notices.${params.notice}`) }),
  });
  const widget = useMemo(
    () => postcodeWidgetWith({ reportError: report }, accountApiFor({ clients: clientsFor(tenant.id) })),
    [tenant, report],
  );
  return (
    <div className="page" data-page="myAddresses">
      <PostcodeWidgetMachineContext.Provider value={widget}>
        <MyAddressesView actorRef={actorRef} />
      </PostcodeWidgetMachineContext.Provider>
    </div>
  );
}
