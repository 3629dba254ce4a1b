// Pure props for the zones and stores page: the step, the zones with each store's address and hours (message keys with
// values), and spec §9's delivery and customer-service hours, shown in every step.
import type { SnapshotFrom } from 'xstate';
import { DELIVERY_HOURS, SERVICE_HOURS } from '../../rules/store-hours';
import type { zonesAndStoresMachine } from './zones-and-stores.machine';
import type { ZonesAndStoresEvent } from './zones-and-stores.types';
import { fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof zonesAndStoresMachine>;
export type ZonesAndStoresStep = 'loading' | 'empty' | 'ready' | 'failed';
const STEPS: ZonesAndStoresStep[] = ['loading', 'empty', 'ready', 'failed'];

export function connectZonesAndStores(snapshot: Snapshot, send: (event: ZonesAndStoresEvent) => void) {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? ('loading' as ZonesAndStoresStep);
  return {
    step,
    isLoading: step === 'loading',
    zones: snapshot.context.zones.map((z, index) => ({
      id: fieldId('zone', String(index)),
      name: z.zone,
      stores: z.stores.map((s) => ({
        key: s.code,
        name: s.name,
        address: s.address,
        hours: s.hours.map((h) => ({
          key: h.days,
          messageKey:
            h.days === 'weekdays'
              ? ('zonesAndStores.hoursWeekdays' as const)
              : ('zonesAndStores.hoursWeekend' as const),
          values: { from: h.from, to: h.to },
        })),
      })),
    })),
    /** spec §9, shown whatever the store list does */
    serviceLines: [
      { key: 'delivery', messageKey: 'zonesAndStores.deliveryHours' as const, values: { ...DELIVERY_HOURS } },
      { key: 'weekdays', messageKey: 'zonesAndStores.serviceWeekdays' as const, values: { ...SERVICE_HOURS.weekdays } },
      { key: 'weekend', messageKey: 'zonesAndStores.serviceWeekend' as const, values: { ...SERVICE_HOURS.weekend } },
    ],
    retry: () => send({ type: 'stores.retry' }),
  };
}
