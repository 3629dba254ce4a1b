// Issue 12 (STYLE.md §16): the company details' edge (spec §2 companyDetails; §7 GET /{tenant}/users/organization and its
// PUT, /v1/economicActivity, /{tenant}/geo): the input per tenant, the real actors and the driver.
import type { CompanyDetailsBody, CompanyDetails } from '../../contracts/company-details.contract';
import { BUSINESS_TYPES, ORGANIZATION_TYPES, ORIGIN_TYPES } from '../../contracts/company.contract';
import { defineFlow } from '../../flows/define-flow';
import { companyDetailsMachine } from '../../machines/company-details/company-details.machine';
import { companyDetailsFlowSamples } from '../../machines/company-details/company-details.samples';
import type { CompanyDetailsFormValues, Option } from '../../machines/company-details/company-details.types';
import { companyGeoLevels, type CompanyDetailsShape } from '../../rules/company-details';
import { createCompanyDetailsApi } from '../../services/company-details.api';
import { listed, listedIfAny, serviceActor } from '../shared/service-actor';

/** The form's values as the PUT body: the fields the country does not ask are left out. */
export function companyDetailsBody(values: CompanyDetailsFormValues, shape: CompanyDetailsShape): CompanyDetailsBody {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: CompanyDetailsBody = {
    position: values.position.trim(),
    businessName: values.businessName.trim(),
    fantasyName: values.fantasyName.trim(),
    organizationType: listed(ORGANIZATION_TYPES, values.organizationType),
    originType: listed(ORIGIN_TYPES, values.originType),
    businessType: shape.asksBusinessType ? listedIfAny(BUSINESS_TYPES, values.businessType) : undefined,
    economicActivityCode: shape.activityFreeText ? undefined : optional(values.economicActivityCode),
    economicActivityText: shape.activityFreeText ? optional(values.economicActivityText) : undefined,
    state: values.state,
    city: shape.geoLevels >= 2 ? optional(values.city) : undefined,
    // three levels: the chosen id; two (Mexico, Colombia, Brazil): the typed colony / barrio / bairro (issue 32 item 3)
    municipal: shape.geoLevels >= 2 ? optional(values.municipal) : undefined,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    addressLine3: optional(values.addressLine3),
    postcode: optional(values.postcode),
    companyPhone: values.companyPhone.trim(),
    haveCheckingAccount: values.haveCheckingAccount,
  };
  // the fields left undefined are not sent (JSON leaves them out)
  return body;
}

const SELECTS = new Set(['organizationType', 'originType', 'businessType']);

export const companyDetailsFlow = defineFlow({
  name: 'company-details',
  description:
    "Company details (owner and super users): spec §3 company fields, geo cascade, economic activity; 'Datos editados exitosamente.' or the save failure (spec §8).",
  machine: companyDetailsMachine,
  loadView: () => import('./company-details.view').then((m) => m.CompanyDetailsView),
  // registration: the searchable dropdown's texts (src/views/dropdown)
  namespaces: ['account', 'rules', 'registration'],
  samples: companyDetailsFlowSamples,
  delays: {},
  input: (tenant) => ({ country: tenant.country, geoLevels: companyGeoLevels(tenant.country) }),
  implementations: (env) => {
    const api = createCompanyDetailsApi(env.clients.myAccount);
    const levels = companyGeoLevels(env.tenant.country);
    const places = (items: { id: string; name: string }[]): Option[] => items.map((i) => ({ id: i.id, name: i.name }));
    return {
      actors: {
        loadDetails: serviceActor(env, async (_input, signal) => {
          const [details, activities, states] = await Promise.all([
            api.details(signal),
            api.economicActivities(signal),
            api.areas(null, signal),
          ]);
          // the lists below the company's current place, so its city and municipal show as chosen
          const [cities, municipals] = await Promise.all([
            levels >= 2 && details.state ? api.areas(details.state, signal) : Promise.resolve([]),
            levels >= 3 && details.city ? api.areas(details.city, signal) : Promise.resolve([]),
          ]);
          return {
            details,
            activities: activities.activities.map((a) => ({ id: a.code, name: a.label })),
            activityFreeText: activities.freeText,
            states: places(states),
            cities: places(cities),
            municipals: places(municipals),
          };
        }),
        loadChildren: serviceActor<Option[], { parentId: string }>(env, async (input, signal) =>
          places(await api.areas(input.parentId, signal)),
        ),
        saveDetails: serviceActor<CompanyDetails, { values: CompanyDetailsFormValues; shape: CompanyDetailsShape }>(
          env,
          (input, signal) => api.update(companyDetailsBody(input.values, input.shape), signal),
        ),
      },
    };
  },
  driver: {
    'field.change': async (d, e) => {
      if (e.field === 'economicActivityCode') {
        // issue 32 item 2: the searchable dropdown, as company registration's
        const activity = d.snapshot().context.activities.find((a) => a.id === e.value);
        await d.clickSelector('[data-name="economicActivityCode"] [role="combobox"]');
        await d.click(activity ? `${activity.id} ${activity.name}` : e.value, 'option');
      } else if (SELECTS.has(e.field)) await d.select(e.field, e.value);
      else await d.fill(e.field, e.value);
    },
    'flag.toggle': (d, e) => d.check(e.field, !d.snapshot().context.values[e.field]),
    'location.select': (d, e) => d.select(e.level, e.id),
    'form.submit': (d) => d.click(d.t('account:companyDetails.save')),
    'details.retry': (d) => d.click(d.t('account:companyDetails.retry')),
  },
  graphContext: (c) => ({
    name: c.values.businessName,
    state: c.values.state,
    checking: c.values.haveCheckingAccount,
    showErrors: c.showErrors,
    listFailed: c.listFailed,
    loaded: c.details !== null,
  }),
  complete: true,
});
