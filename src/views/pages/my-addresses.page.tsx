// spec §2 myAddresses: the addresses page (list, add/edit through the three-page modal, delete, preferred). The shell's
// session guard already required a session.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createAccountApi } from '../../services/account.api';
import { createServiceClient } from '../../services/clients';
import { getInspect } from '../flows/inspect';
import { myAddressesWith, postcodeWidgetWith } from '../my-addresses/my-addresses.actors';
import { MyAddressesView } from '../my-addresses/my-addresses.view';
import { useSessionReporter } from '../session/session-context';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

export default function MyAddressesPage() {
  const tenant = useTenant();
  const session = useSessionReporter();
  const toaster = useToaster();
  const { t } = useTranslation('account');
  const { machine, widget } = useMemo(() => {
    const api = createAccountApi(createServiceClient('myAccount', { tenant: tenant.id }));
    return {
      machine: myAddressesWith(api, session.report, (notice) => toaster.show({ type: 'success', text: t(`addresses.notices.${notice}`) })),
      widget: postcodeWidgetWith(api, session.report),
    };
  }, [tenant.id, session, toaster, t]);
  const actorRef = useActorRef(machine, { input: { country: tenant.country }, inspect: getInspect() });
  return (
    <div className="page" data-page="myAddresses">
      <MyAddressesView actorRef={actorRef} widgetMachine={widget} />
    </div>
  );
}
