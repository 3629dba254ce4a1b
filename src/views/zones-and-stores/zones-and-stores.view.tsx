// spec §2 "zones and stores info" (issue 30 item 9): spec §9's delivery and customer-service hours, then the tenant's stores
// grouped by zone with address and opening hours. Renders zonesAndStoresMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectZonesAndStores } from '../../machines/zones-and-stores/zones-and-stores.connect';
import type { zonesAndStoresMachine } from '../../machines/zones-and-stores/zones-and-stores.machine';
import { RetryBox } from '../shared/banners';

export function ZonesAndStoresView({ actorRef }: { actorRef: ActorRefFrom<typeof zonesAndStoresMachine> }) {
  const { t } = useTranslation('common');
  const api = connectZonesAndStores(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  return (
    <div className="zones-and-stores" data-step={api.step}>
      <p>{t('zonesAndStores.intro')}</p>
      <section aria-labelledby="zones-hours">
        <h2 id="zones-hours">{t('zonesAndStores.hoursTitle')}</h2>
        <ul>
          {api.serviceLines.map((line) => (
            <li key={line.key}>{t(line.messageKey, line.values)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="zones-stores" aria-busy={api.isLoading}>
        <h2 id="zones-stores">{t('zonesAndStores.storesTitle')}</h2>
        {api.isLoading ? <p role="status">{t('zonesAndStores.loading')}</p> : null}
        {api.step === 'failed' ? (
          <RetryBox
            className="banner banner--error"
            alertOnText
            text={t('zonesAndStores.failed')}
            retryLabel={t('zonesAndStores.retry')}
            onRetry={api.retry}
          />
        ) : null}
        {api.step === 'empty' ? <p>{t('zonesAndStores.empty')}</p> : null}
        {api.zones.map((zone) => (
          <section key={zone.id} aria-labelledby={zone.id} data-testid="store-zone">
            <h3 id={zone.id}>{zone.name}</h3>
            <ul className="store-list">
              {zone.stores.map((store) => (
                <li key={store.key} data-testid="store">
                  <strong>{store.name}</strong>
                  <address>{store.address}</address>
                  <ul>
                    {store.hours.map((h) => (
                      <li key={h.key}>{t(h.messageKey, h.values)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
