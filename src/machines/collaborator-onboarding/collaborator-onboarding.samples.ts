// Sample events (pure data) for graph walks: a collaborator of a Peruvian company (RUC 20100047218).
import type { CollaboratorOnboardingEvent, CollaboratorOnboardingInput } from './collaborator-onboarding.types';

type Sample =
  | CollaboratorOnboardingEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const collaboratorSampleInput: CollaboratorOnboardingInput = {
  tenant: 'pe',
  country: 'PE',
  companyDocumentType: 'RUC',
  passwordPolicy: 'special',
  consentRequired: false,
};

export const collaboratorOnboardingSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } =
  {
    common: [
      { type: 'field.change', field: 'email', value: 'rosa@ferreandina.pe' },
      { type: 'field.change', field: 'companyDocument', value: '20100047218' },
      { type: 'field.change', field: 'code', value: '482913' },
      { type: 'field.change', field: 'password', value: 'Tornillo!88x' },
      { type: 'field.toggle', field: 'acceptTermsAndConditions', value: true },
      { type: 'field.blur', field: 'email' },
      { type: 'form.submit' },
      { type: 'code.resend' },
      { type: 'consent.accept' },
      { type: 'flow.restart' },
      { type: 'xstate.done.actor.requestCode', output: { sent: true } },
      { type: 'xstate.error.actor.requestCode', error: { code: 'EMAIL_NOT_FOUND_ERROR' } },
      { type: 'xstate.error.actor.requestCode', error: { code: 'GENERIC_ERROR' } },
      { type: 'xstate.error.actor.requestCode', error: { code: 'OTP_LOCKED_ERROR' } },
      { type: 'xstate.done.actor.registerCollaborator', output: { firstName: 'Rosa' } },
      { type: 'xstate.error.actor.registerCollaborator', error: { code: 'OTP_INVALID_ERROR' } },
      { type: 'xstate.error.actor.registerCollaborator', error: { code: 'OTP_LOCKED_ERROR' } },
      { type: 'xstate.done.actor.saveConsents', output: { ok: true } },
      { type: 'xstate.error.actor.saveConsents', error: { code: 'GENERIC_ERROR' } },
    ],
    byTenant: {
      // Colombia requires consents (spec §9): the walk reaches the accept-again modal; its company document is a NIT
      co: [
        { type: 'field.change', field: 'email', value: 'rosa@ferreandina.pe' },
        { type: 'field.change', field: 'companyDocument', value: '860.069.804-2' },
        { type: 'field.change', field: 'code', value: '482913' },
        { type: 'field.change', field: 'password', value: 'Tornillo!88x' },
      ],
    },
  };
