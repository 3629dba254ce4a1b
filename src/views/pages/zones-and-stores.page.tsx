// spec §2 "zones and stores info" (issue 30 item 9): the tenant's stores by zone from the server, with spec §9's delivery and
// customer-service hours (zones-and-stores flow).
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shell/info-page';
import { useFlow } from '../flows/use-flow';
import { zonesAndStoresFlow } from '../zones-and-stores/zones-and-stores.flow';
import { ZonesAndStoresView } from '../zones-and-stores/zones-and-stores.view';

export default function ZonesAndStoresPage() {
  const { t } = useTranslation();
  const actorRef = useFlow(zonesAndStoresFlow);
  return (
    <InfoPage pageKey="zonesAndStores" title={t('pages.zonesAndStores')}>
      <ZonesAndStoresView actorRef={actorRef} />
    </InfoPage>
  );
}
