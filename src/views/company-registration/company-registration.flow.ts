// Issue 9 (STYLE.md §16): company registration's edge (spec §2, §3, §4, §7, §8): the input per tenant, the real actors
// (options, the geography cascade, the organisation check, the registration) and the driver.
import type { CompanyRegistrationRequest } from '../../contracts/company.contract';
import { defineFlow } from '../../flows/define-flow';
import { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import { companyRegistrationSamples } from '../../machines/company-registration/company-registration.samples';
import type {
  CheckOrganizationInput,
  CheckOrganizationOutput,
  CompanyRegistrationContext,
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
import { createServiceClient } from '../../services/clients';
import { createConsentApi } from '../../services/consent.api';
import { createGeoApi } from '../../services/geo.api';
import { createRegistrationApi } from '../../services/registration.api';
import type { DocumentType, TenantConfig } from '../../tenants/tenant.types';
import { asksBusinessType, companyGeoLevels } from '../../rules/company-details';
import { serviceActor } from '../shared/service-actor';
import { consentsComplete } from '../../machines/shared/consent-template';
import { loadRegistrationConsents } from '../shared/registration-consents';

// The machine's input for a tenant (spec §3). The geography depth and the business type question are the rules' (the server
// checks the registration with the same, server/src/plugins/app/registration-validation.ts).

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
type Organization = CompanyRegistrationRequest['organizationType'];
type Business = NonNullable<CompanyRegistrationRequest['businessType']>;
type Taxpayer = NonNullable<CompanyRegistrationRequest['taxpayerType']>;

export function toCompanyRequest({
  tenant,
  values,
  names,
  config,
  consents,
}: SubmitCompanyInput): CompanyRegistrationRequest {
  const organizationType = values.organizationType as Organization;
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: CompanyRegistrationRequest = {
    tenant,
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    position: values.position.trim(),
    phoneNumber: values.phoneNumber.trim(),
    companyDocument: values.companyDocument.trim(),
    companyDocumentType: values.companyDocumentType as DocumentType,
    businessName: values.businessName.trim(),
    fantasyName: values.fantasyName.trim(),
    organizationType,
    // spec §3: originType follows the organisation type
    originType: organizationType === 'foreign' ? 'EMPRESA_EXTRANJERA' : 'EMPRESA_NACIONAL',
    businessType: config.asksBusinessType ? (optional(values.businessType) as Business | undefined) : undefined,
    taxpayerType: optional(values.taxpayerType) as Taxpayer | undefined,
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
  return JSON.parse(JSON.stringify(body)) as CompanyRegistrationRequest;
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
    const myAccount = createServiceClient('myAccount', { tenant: env.tenant.id });
    const authentication = createServiceClient('authentication', { tenant: env.tenant.id });
    const storefront = createServiceClient('storefront', { tenant: env.tenant.id });
    const api = createRegistrationApi({ authentication, myAccount, storefront });
    const geo = createGeoApi(myAccount);
    const consents = createConsentApi({ authentication, storefront });
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
      if (
        event.field === 'economicActivityCode' &&
        (d.snapshot().context as CompanyRegistrationContext).activityFreeText
      )
        await d.fill(event.field, event.value);
      else if (event.field === 'economicActivityCode') {
        const activity = (d.snapshot().context as CompanyRegistrationContext).activities.find(
          (a) => a.code === event.value,
        );
        await d.clickSelector('[data-name="economicActivityCode"] [role="combobox"]');
        await d.click(activity ? `${activity.code} ${activity.label}` : event.value, 'option');
      } else if (SELECTS.has(event.field)) await d.select(event.field, event.value);
      else await d.fill(event.field, event.value);
    },
    'field.toggle': (d, event) => d.check(event.field, event.value),
    'field.blur': (d, event) => d.blur(event.field),
    'location.select': async (d, event) => {
      const context = d.snapshot().context as CompanyRegistrationContext;
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
