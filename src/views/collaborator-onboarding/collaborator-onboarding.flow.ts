// Issue 9 (STYLE.md §16): the collaborator first login's edge (spec §2, §4, §7, §8): the input per tenant, the real actors
// (the code, the registration, the consents of purpose RegistroB2BCO) and the driver.
import { defineFlow } from '../../flows/define-flow';
import { collaboratorOnboardingMachine } from '../../machines/collaborator-onboarding/collaborator-onboarding.machine';
import { collaboratorOnboardingSamples } from '../../machines/collaborator-onboarding/collaborator-onboarding.samples';
import type {
  CollaboratorOnboardingInput,
  RegisterCollaboratorInput,
  RegisterCollaboratorOutput,
  RequestCodeInput,
} from '../../machines/collaborator-onboarding/collaborator-onboarding.types';
import { validateStep } from '../../machines/collaborator-onboarding/collaborator-onboarding.validation';
import type { TenantConfig } from '../../tenants/tenant.types';
import { registrationApisFor } from '../shared/registration-apis';
import { serviceActor } from '../shared/service-actor';

export function collaboratorOnboardingInputFor(tenant: TenantConfig): CollaboratorOnboardingInput {
  return {
    tenant: tenant.id,
    country: tenant.country,
    companyDocumentType: tenant.documents.companyDefault,
    passwordPolicy: tenant.passwordPolicy,
    // spec §9: whether it applies in this environment is the server's answer (templates `required`); the flow asks where it may
    consentRequired: tenant.consentRequiredIn.length > 0,
  };
}

export const collaboratorOnboardingFlow = defineFlow({
  name: 'collaborator-onboarding',
  description: 'Collaborator first login: email and company document, then code, new password and terms; welcome.',
  machine: collaboratorOnboardingMachine,
  loadView: () => import('./collaborator-onboarding.view').then((m) => m.CollaboratorOnboardingView),
  samples: collaboratorOnboardingSamples,
  namespaces: ['registration', 'login'],
  delays: {},
  input: collaboratorOnboardingInputFor,
  implementations: (env) => {
    const { api, consents } = registrationApisFor(env.clients);
    return {
      actors: {
        requestCode: serviceActor<unknown, RequestCodeInput>(env, (input, signal) =>
          api.requestCollaboratorCode({ tenant: env.tenant.id, ...input }, signal),
        ),
        registerCollaborator: serviceActor<RegisterCollaboratorOutput, RegisterCollaboratorInput>(
          env,
          async (input, signal) => {
            const answer = await api.registerCollaborator(
              { tenant: env.tenant.id, ...input, acceptTermsAndConditions: true },
              signal,
            );
            return { firstName: answer.firstName };
          },
        ),
        // spec §7: the collaborator's templates are purpose RegistroB2BCO
        saveConsents: serviceActor<unknown, { tenant: string }>(env, (_input, signal) =>
          consents.acceptAll('RegistroB2BCO', signal),
        ),
      },
    };
  },
  driver: {
    'field.change': (d, event) => d.fill(event.field, event.value),
    'field.toggle': (d, event) => d.check(event.field, event.value),
    'field.blur': (d, event) => d.blur(event.field),
    'form.submit': (d) =>
      d.click(
        d.t(
          d.snapshot().matches('identify')
            ? 'registration:collaborator.sendCode'
            : 'registration:collaborator.activate',
        ),
      ),
    'code.resend': (d) => d.click(d.t('registration:collaborator.resend')),
    'consent.accept': (d) => d.click(d.t('registration:collaborator.consentAccept')),
    'flow.restart': (d) => d.click(d.t('registration:collaborator.startAgain')),
  },
  graphContext: (context) => ({
    identify: Object.keys(validateStep('identify', context.config, context.values)).length,
    verify: Object.keys(validateStep('verify', context.config, context.values)).length,
    error: context.error,
    codeResent: context.codeResent,
  }),
  complete: true,
});
