// Issue 9 (STYLE.md §16): the lite registration wizard's edge (spec §2, §3): the input per tenant (with the wizard saved
// before a reload), the real actors (geography, the company registration endpoint), the wizard kept in sessionStorage
// (never the password), and the driver.
import { BUSINESS_TYPES, type CompanyRegistrationRequest } from '../../contracts/company.contract';
import { defineFlow } from '../../flows/define-flow';
import { liteRegistrationMachine, savedWizardOf } from '../../machines/lite-registration/lite-registration.machine';
import { liteRegistrationSamples } from '../../machines/lite-registration/lite-registration.samples';
import type {
  LiteRegistrationContext,
  LiteRegistrationInput,
  LiteSavedWizard,
  Option,
  SubmitLiteInput,
  SubmitLiteOutput,
} from '../../machines/lite-registration/lite-registration.types';
import { validateLiteStep } from '../../machines/lite-registration/lite-registration.validation';
import { createGeoApi } from '../../services/geo.api';
import type { TenantConfig } from '../../tenants/tenant.types';
import { fromCallback, type AnyActorRef } from 'xstate';
import { personAndCompany } from '../shared/registration-request';
import { registrationApisFor } from '../shared/registration-apis';
import { listedIfAny, serviceActor } from '../shared/service-actor';
import { loadRegistrationConsents } from '../shared/registration-consents';
import { consentsComplete, type ConsentTemplate } from '../../machines/shared/consent-template';
import { originTypeOf } from '../../rules/company-types';

export function liteRegistrationInputFor(
  tenant: TenantConfig,
  saved: LiteSavedWizard | null = null,
): LiteRegistrationInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    companyDocumentType: tenant.documents.companyDefault,
    asksBusinessType: tenant.country === 'CO' || tenant.country === 'MX',
    asksActivityText: tenant.country === 'MX',
    passwordPolicy: tenant.passwordPolicy,
    saved,
  };
}

/** where the wizard is saved across reloads */
export const liteStorageKey = (tenant: string) => `cuenta.liteRegistration.${tenant}`;

function readSaved(key: string): LiteSavedWizard | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LiteSavedWizard) : null;
  } catch {
    return null;
  }
}

/** The POST /v2/users/businessUser/registration body of a lite wizard (spec §3): a national company, no checking account. */
function toLiteRequest(
  { tenant, values, names, consents }: SubmitLiteInput,
  companyDocumentType: CompanyRegistrationRequest['companyDocumentType'],
): CompanyRegistrationRequest {
  // the fields left undefined are not sent (JSON leaves them out)
  return {
    ...personAndCompany(tenant, values),
    companyDocumentType,
    organizationType: 'national',
    originType: originTypeOf('national'),
    businessType: listedIfAny(BUSINESS_TYPES, values.businessType),
    economicActivityText: values.economicActivityText.trim() || undefined,
    state: values.state,
    city: values.city,
    stateName: names.state,
    cityName: names.city,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    companyPhone: values.companyPhone.trim(),
    haveCheckingAccount: 'no',
    acceptTermsAndConditions: true,
    // spec §9: recorded with the account
    consents: consents.length ? consents : undefined,
    form: 'lite',
  };
}

export const liteRegistrationFlow = defineFlow({
  name: 'lite-registration',
  description:
    'Lite registration wizard: Account, Contact, Company; back and next; saved across a reload without the password.',
  machine: liteRegistrationMachine,
  loadView: () => import('./lite-registration.view').then((m) => m.LiteRegistrationView),
  samples: liteRegistrationSamples,
  namespaces: ['registration', 'login'],
  delays: {},
  // in the app, the wizard saved before a reload comes back
  input: (tenant, page) => liteRegistrationInputFor(tenant, page ? readSaved(liteStorageKey(tenant.id)) : null),
  implementations: (env) => {
    const { api, consents } = registrationApisFor(env.clients);
    const geo = createGeoApi(env.clients.myAccount);
    const key = liteStorageKey(env.tenant.id);
    return {
      actors: {
        // spec §7, §9: the RegistroB2BSU templates where they apply here
        loadConsents: serviceActor<ConsentTemplate[], { tenant: string }>(env, (_input, signal) =>
          loadRegistrationConsents(consents, env.tenant, signal),
        ),
        loadChildren: serviceActor<Option[], { parentId: string | null }>(env, (input, signal) =>
          geo.children(input.parentId, signal),
        ),
        submitLite: serviceActor<SubmitLiteOutput, SubmitLiteInput>(env, async (input, signal) => {
          const answer = await api.registerCompany(toLiteRequest(input, env.tenant.documents.companyDefault), signal);
          return { status: answer.status };
        }),
        // the step and values (never the password) on every change, so that a reload brings the person back
        keepWizard: fromCallback<{ type: 'never' }, { wizard: AnyActorRef }>(({ input }) => {
          const subscription = input.wizard.subscribe(
            (snapshot: { value: unknown; context: LiteRegistrationContext }) => {
              const wizard = savedWizardOf(snapshot);
              if (wizard) sessionStorage.setItem(key, JSON.stringify(wizard));
            },
          );
          return () => subscription.unsubscribe();
        }),
      },
      // a finished wizard is forgotten
      actions: { forgetWizard: () => sessionStorage.removeItem(key) },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field, event.value),
    'field.toggle': (d, event) => d.check(event.field, event.value),
    'field.blur': (d, event) => d.blur(event.field),
    'step.next': (d) => d.click(d.t('registration:lite.next')),
    'step.back': (d) => d.click(d.t('registration:lite.back')),
    'form.submit': (d) => d.click(d.t('registration:lite.submit')),
    'consent.toggle': (d, event) => d.check(`consent-${event.templateId}`, event.accepted),
    'consents.retry': (d) => d.click(d.t('registration:personal.retry')),
    'location.select': async (d, event) => {
      const { states, cities } = d.snapshot().context;
      const option = (event.level === 'state' ? states : cities).find((o) => o.id === event.id);
      await d.clickSelector(`[data-name="${event.level}"] [role="combobox"]`);
      await d.click(option?.name ?? event.id, 'option');
    },
  },
  graphContext: (context) => ({
    account: Object.keys(validateLiteStep('account', context.config, context.values)).length,
    contact: Object.keys(validateLiteStep('contact', context.config, context.values)).length,
    company: Object.keys(validateLiteStep('company', context.config, context.values)).length,
    submitError: context.submitError,
    consents: context.consentTemplates.length,
    consentsAccepted: consentsComplete(context.consentTemplates, context.consentAnswers),
  }),
  complete: true,
});
