// Issue 9 (STYLE.md §16): company registration's edge (spec §2, §3, §4, §7, §8): the input per tenant, the real actors
// (options, the geography cascade, the organisation check, the registration) and the driver.
import {
  BUSINESS_TYPES,
  ORGANIZATION_TYPES,
  TAXPAYER_TYPES,
  type CompanyRegistrationRequest,
} from '../../contracts/company.contract';
import { defineFlow } from '../../flows/define-flow';
import { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import { companyRegistrationSamples } from '../../machines/company-registration/company-registration.samples';
import type {
  CheckOrganizationInput,
  CheckOrganizationOutput,
  CompanyRegistrationInput,
  LoadChildrenInput,
  LoadOptionsOutput,
  Option,
  SubmitCompanyInput,
  SubmitCompanyOutput,
} from '../../machines/company-registration/company-registration.types';
import {
  validateCompanyForm,
  visibleCompanyFields,
} from '../../machines/company-registration/company-registration.validation';
import { createGeoApi } from '../../services/geo.api';
import { DOCUMENT_TYPES, type TenantConfig } from '../../tenants/tenant.types';
import { asksBusinessType, companyGeoLevels } from '../../rules/company-details';
import { originTypeOf } from '../../rules/company-types';
import { personAndCompany } from '../shared/registration-request';
import { registrationApisFor } from '../shared/registration-apis';
import { listed, listedIfAny, serviceActor } from '../shared/service-actor';
import { consentsComplete } from '../../machines/shared/consent-template';
import { loadRegistrationConsents } from '../shared/registration-consents';

// The machine's input for a tenant (spec §3). The geography depth and the business type question are the rules' (the server
// checks the registration with the same, server/src/registration/registration-validation.ts).

export function companyRegistrationInputFor(tenant: TenantConfig): CompanyRegistrationInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    documentTypes: [...tenant.documents.company],
    documentDefault: tenant.documents.companyDefault,
    geoLevels: companyGeoLevels(tenant.country),
    asksBusinessType: asksBusinessType(tenant.country),
    passwordPolicy: tenant.passwordPolicy,
  };
}

// The machine's values as the POST /v2/users/businessUser/registration body (spec §3).

export function toCompanyRequest({
  tenant,
  values,
  names,
  config,
  consents,
}: SubmitCompanyInput): CompanyRegistrationRequest {
  const organizationType = listed(ORGANIZATION_TYPES, values.organizationType);
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: CompanyRegistrationRequest = {
    ...personAndCompany(tenant, values),
    companyDocumentType: listed(DOCUMENT_TYPES, values.companyDocumentType),
    organizationType,
    // spec §3: originType follows the organisation type
    originType: originTypeOf(organizationType),
    businessType: config.asksBusinessType ? listedIfAny(BUSINESS_TYPES, values.businessType) : undefined,
    taxpayerType: listedIfAny(TAXPAYER_TYPES, values.taxpayerType),
    economicActivity:
      values.economicActivityCode && names.activity
        ? { economicActivityCode: values.economicActivityCode, economicActivityLabel: names.activity }
        : // issue 32 item 2: a typed code (Chile without a list) is named by the activity's text
          values.economicActivityCode.trim() && values.economicActivityText.trim()
          ? {
              economicActivityCode: values.economicActivityCode.trim(),
              economicActivityLabel: values.economicActivityText.trim(),
            }
          : undefined,
    economicActivityText: optional(values.economicActivityText),
    state: values.state,
    city: values.city,
    municipal: optional(values.municipal),
    stateName: names.state,
    cityName: names.city,
    municipalName: names.municipal ?? undefined,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    addressLine3: optional(values.addressLine3),
    postcode: optional(values.postcode),
    companyPhone: values.companyPhone.trim(),
    haveCheckingAccount: values.haveCheckingAccount === 'yes' ? 'yes' : 'no',
    acceptTermsAndConditions: true,
    // spec §9: recorded with the account
    consents: consents.length ? consents : undefined,
  };
  // the fields left undefined are not sent (JSON leaves them out)
  return body;
}

/** the native selects of the form (the others are text inputs or dropdowns) */
const SELECTS = new Set([
  'companyDocumentType',
  'organizationType',
  'businessType',
  'taxpayerType',
  'haveCheckingAccount',
]);

export const companyRegistrationFlow = defineFlow({
  name: 'company-registration',
  description:
    'Company registration: options, state/city/municipal cascade, organisation check, success or Mexico pending.',
  machine: companyRegistrationMachine,
  loadView: () => import('./company-registration.view').then((m) => m.CompanyRegistrationView),
  samples: companyRegistrationSamples,
  namespaces: ['registration', 'login', 'account'],
  delays: {},
  input: companyRegistrationInputFor,
  implementations: (env) => {
    const { api, consents } = registrationApisFor(env.clients);
    const geo = createGeoApi(env.clients.myAccount);
    return {
      actors: {
        loadOptions: serviceActor<LoadOptionsOutput, { tenant: string }>(env, async (_input, signal) => {
          const [activities, states, templates] = await Promise.all([
            api.economicActivities(signal),
            geo.children(null, signal),
            loadRegistrationConsents(consents, env.tenant, signal),
          ]);
          return { activities: activities.activities, freeText: activities.freeText, states, consents: templates };
        }),
        loadChildren: serviceActor<Option[], LoadChildrenInput>(env, (input, signal) =>
          geo.children(input.parentId, signal),
        ),
        checkOrganization: serviceActor<CheckOrganizationOutput, CheckOrganizationInput>(
          env,
          async (input, signal) => ({
            exists: (await api.organizationExists(input, signal)).exists,
          }),
        ),
        submitCompany: serviceActor<SubmitCompanyOutput, SubmitCompanyInput>(env, async (input, signal) => {
          const answer = await api.registerCompany(toCompanyRequest(input), signal);
          return { status: answer.status };
        }),
      },
    };
  },
  driver: {
    'field.change': async (d, event) => {
      if (event.field === 'economicActivityCode' && d.snapshot().context.activityFreeText)
        await d.fill(event.field, event.value);
      else if (event.field === 'economicActivityCode') {
        const activity = d.snapshot().context.activities.find((a) => a.code === event.value);
        await d.clickSelector('[data-name="economicActivityCode"] [role="combobox"]');
        await d.click(activity ? `${activity.code} ${activity.label}` : event.value, 'option');
      } else if (SELECTS.has(event.field)) await d.select(event.field, event.value);
      else await d.fill(event.field, event.value);
    },
    'field.toggle': (d, event) => d.check(event.field, event.value),
    'field.blur': (d, event) => d.blur(event.field),
    'location.select': async (d, event) => {
      const context = d.snapshot().context;
      const option = { state: context.states, city: context.cities, municipal: context.municipals }[event.level].find(
        (o) => o.id === event.id,
      );
      await d.clickSelector(`[data-name="${event.level}"] [role="combobox"]`);
      await d.click(option?.name ?? event.id, 'option');
    },
    'form.submit': (d) => d.click(d.t('registration:company.submit')),
    'options.retry': (d) => d.click(d.t('registration:company.retry')),
    'consent.toggle': (d, event) => d.check(`consent-${event.templateId}`, event.accepted),
  },
  graphContext: (context) => ({
    valid: visibleCompanyFields(context).length - Object.keys(validateCompanyForm(context, context.values)).length,
    submitError: context.submitError,
    loadingLevel: context.loadingLevel,
    consents: context.consentTemplates.length,
    consentsAccepted: consentsComplete(context.consentTemplates, context.consentAnswers),
  }),
  complete: true,
});
