// spec §2 "zones and stores info", with the delivery and customer-service hours of spec §9.
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shell/info-page';

// spec §9: delivery 09:00-21:00; customer service Monday-Friday 08:30-21:00, Saturday, Sunday and holidays 09:00-21:00.
const DELIVERY = { from: '09:00', to: '21:00' };
const SERVICE_WEEKDAYS = { from: '08:30', to: '21:00' };
const SERVICE_WEEKEND = { from: '09:00', to: '21:00' };

export default function ZonesAndStoresPage() {
  const { t } = useTranslation();
  return (
    <InfoPage pageKey="zonesAndStores" title={t('pages.zonesAndStores')}>
      <p>{t('zonesAndStores.intro')}</p>
      <ul>
        <li>{t('zonesAndStores.deliveryHours', DELIVERY)}</li>
        <li>{t('zonesAndStores.serviceWeekdays', SERVICE_WEEKDAYS)}</li>
        <li>{t('zonesAndStores.serviceWeekend', SERVICE_WEEKEND)}</li>
      </ul>
    </InfoPage>
  );
}
