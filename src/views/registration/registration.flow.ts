// Issue 9 (STYLE.md §16): personal (full) registration's edge (spec §2, §3, §5, §8, §9): the input per tenant, the real
// actors (consent templates of purpose Registro, the register call with only the fields the tenant shows), the driver.
import type { PersonalRegistrationRequest } from '../../contracts/registration.contract';
import { defineFlow } from '../../flows/define-flow';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { consentsComplete } from '../../machines/shared/consent-template';
import { registrationSamples } from '../../machines/registration/registration.samples';
import type {
  ConsentItem,
  LoadConsentsInput,
  RegistrationInput,
  SubmitRegistrationInput,
  SubmitRegistrationOutput,
} from '../../machines/registration/registration.types';
import { validateForm, visibleFields } from '../../machines/registration/registration.validation';
import { DOCUMENT_TYPES, type TenantConfig } from '../../tenants/tenant.types';
import { registrationApisFor } from '../shared/registration-apis';
import { registrant } from '../shared/registration-request';
import { listed, serviceActor } from '../shared/service-actor';

export function registrationInputFor(tenant: TenantConfig, now: Date = new Date()): RegistrationInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    documentTypes: [...tenant.documents.personal],
    documentDefault: tenant.documents.personalDefault,
    directDialing: tenant.toggles.directDialing,
    motherLastName: tenant.usesMotherLastName,
    passwordPolicy: tenant.passwordPolicy,
    today: now.toISOString().slice(0, 10),
    consents: tenant.consentRequiredIn.length > 0,
  };
}

/** The machine's values as the POST /v1/register body (spec §3): only the fields the tenant shows, trimmed. */
export function toRegistrationRequest({
  tenant,
  values,
  visibleFields: shownFields,
  consents,
}: SubmitRegistrationInput): PersonalRegistrationRequest {
  const shown = new Set(shownFields);
  const optionalText = (
    field: 'middleName' | 'motherLastName' | 'directDialing' | 'alternatePhone' | 'documentDniDv',
  ) => (shown.has(field) && values[field].trim() ? { [field]: values[field].trim() } : {});
  // the select only offers the tenant's document types (RegistrationInput.documentTypes)
  const documentType = listed(DOCUMENT_TYPES, values.documentType);
  return {
    ...registrant(tenant, values),
    dateOfBirth: values.dateOfBirth,
    gender: values.gender === 'FEMALE' ? 'FEMALE' : 'MALE',
    phoneNumber: values.phoneNumber.trim(),
    document: values.document.trim(),
    documentType,
    offerSms: values.offerSms,
    addCMR: values.addCMR,
    acceptTermsAndConditions: true,
    personalDataTreatmentPolicy: values.personalDataTreatmentPolicy,
    ...optionalText('middleName'),
    ...optionalText('motherLastName'),
    ...optionalText('directDialing'),
    ...optionalText('alternatePhone'),
    ...optionalText('documentDniDv'),
    ...(consents.length ? { consents } : {}),
  };
}

export const registrationFlow = defineFlow({
  name: 'registration',
  description:
    'Personal registration (full form): fields per country, validation, duplicate email or document, success signs in.',
  machine: registrationMachine,
  loadView: () => import('./registration.view').then((m) => m.RegistrationView),
  samples: registrationSamples,
  namespaces: ['registration', 'login'],
  delays: {},
  input: (tenant) => registrationInputFor(tenant),
  implementations: (env) => {
    const { api, consents } = registrationApisFor(env.clients);
    return {
      actors: {
        submitRegistration: serviceActor<SubmitRegistrationOutput, SubmitRegistrationInput>(
          env,
          async (input, signal) => {
            const answer = await api.registerPerson(toRegistrationRequest(input), signal);
            return { userId: answer.userId, firstName: answer.firstName };
          },
        ),
        // spec §7, §9: templates of purpose Registro; none when the server says they do not apply here
        loadConsents: serviceActor<ConsentItem[], LoadConsentsInput>(env, async (input, signal) => {
          if (!input.consents) return [];
          const answer = await consents.templates('Registro', signal);
          if (!answer.required) return [];
          return answer.templates.map((template) => ({ ...template, url: template.url ?? null }));
        }),
      },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field, event.value),
    'field.toggle': (d, event) => d.check(event.field, event.value),
    'field.blur': (d, event) => d.blur(event.field),
    'form.submit': (d) => d.click(d.t('registration:personal.submit')),
    'consent.toggle': (d, event) => d.check(`consent-${event.templateId}`, event.accepted),
    'consents.retry': (d) => d.click(d.t('registration:personal.retry')),
  },
  // typed values would make every keystroke a new graph state: count the fields that pass instead
  graphContext: (context) => ({
    valid:
      visibleFields(context.config, context.values).length -
      Object.keys(validateForm(context.config, context.values)).length,
    submitError: context.submitError,
    consents: context.consentTemplates.length,
    consentsAccepted: consentsComplete(context.consentTemplates, context.consentAnswers),
  }),
  complete: true,
});
