// Issue 12 (STYLE.md §16): the postal-code widget's edge (spec §4). Its look-up is spec §7 location-by-postcode.
import { defineFlow } from '../../flows/define-flow';
import { postcodeWidgetMachine } from '../../machines/postcode-widget/postcode-widget.machine';
import { postcodeWidgetFlowSamples } from '../../machines/postcode-widget/postcode-widget.samples';
import type { PostcodePlace } from '../../contracts/postcode.contract';
import { createAccountApi } from '../../services/account.api';
import { serviceActor } from '../shared/service-actor';

export const postcodeWidgetFlow = defineFlow({
  name: 'postcode-widget',
  description:
    'Postal-code widget: primary/secondary, edit/add, the look-up and the warning about a postcode change (spec §4).',
  machine: postcodeWidgetMachine,
  loadView: () => import('./postcode-widget.view').then((m) => m.PostcodeWidgetView),
  namespaces: ['account', 'rules'],
  samples: postcodeWidgetFlowSamples,
  delays: {},
  // the widget as the address modal shows it: primary add before a place is chosen; under pe (no postcode table in the demo)
  // the Explorer shows the secondary variant with a chosen address and its edit link
  input: (tenant) =>
    tenant.id === 'pe'
      ? {
          variant: 'secondary' as const,
          operation: 'add' as const,
          country: tenant.country,
          postcodeTable: false,
          postcode: '15001',
          address: { postcode: '15001', label: 'Jr. Ejemplo 1, Lima, Lima, Lima' },
        }
      : { variant: 'primary' as const, operation: 'add' as const, country: tenant.country, postcodeTable: true },
  implementations: (env) => {
    const api = createAccountApi(env.clients.myAccount);
    return {
      actors: {
        lookupPostcode: serviceActor<{ postcode: string; places: PostcodePlace[] }, { postcode: string }>(
          env,
          (input, signal) => api.locationByPostcode(input.postcode, signal),
        ),
      },
    };
  },
  driver: {
    'postcode.change': (d, e) => d.fill('postcode', e.value),
    'postcode.submit': (d) => d.click(d.t('account:postcode.search')),
    'widget.edit': (d) => d.click(d.t('account:postcode.edit')),
  },
  graphContext: (c) => ({
    postcode: c.postcode,
    resolved: c.resolvedPostcode,
    error: c.error,
    address: c.address !== null,
  }),
  complete: true,
});
