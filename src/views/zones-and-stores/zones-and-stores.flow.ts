// Issue 30 item 9 (STYLE.md §16): the zones and stores page's edge: the tenant's stores by zone (GET /s/geo/v1/stores, public).
import { defineFlow } from '../../flows/define-flow';
import { zonesAndStoresMachine } from '../../machines/zones-and-stores/zones-and-stores.machine';
import { zonesAndStoresFlowSamples } from '../../machines/zones-and-stores/zones-and-stores.samples';
import { createStoresApi } from '../../services/stores.api';
import { serviceActor } from '../shared/service-actor';

export const zonesAndStoresFlow = defineFlow({
  name: 'zones-and-stores',
  description:
    "Zones and stores: the tenant's stores by zone with address and opening hours, beside the delivery and service hours (spec §2, §9).",
  machine: zonesAndStoresMachine,
  loadView: () => import('./zones-and-stores.view').then((m) => m.ZonesAndStoresView),
  namespaces: ['common'],
  samples: zonesAndStoresFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: (env) => {
    const api = createStoresApi(env.clients.storefront);
    return {
      actors: { loadStores: serviceActor(env, (_input, signal) => api.stores(signal)) },
    };
  },
  driver: {
    'stores.retry': (d) => d.click(d.t('common:zonesAndStores.retry')),
  },
  complete: true,
});
