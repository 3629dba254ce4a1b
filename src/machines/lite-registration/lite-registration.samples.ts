// Sample events (pure data) for graph walks: a Peruvian company through the three steps.
import { EMPTY_SAVED_LITE_VALUES } from './lite-registration.machine';
import type { LiteRegistrationEvent, LiteRegistrationInput, LiteSavedWizard } from './lite-registration.types';

type Sample =
  | LiteRegistrationEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const liteSampleInput: LiteRegistrationInput = {
  tenant: 'pe',
  country: 'PE',
  companyDocumentType: 'RUC',
  asksBusinessType: false,
  asksActivityText: false,
  passwordPolicy: 'standard',
};

export const liteRegistrationSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } = {
  common: [
    // spec §9: no consent templates in Peru; a failed load offers a retry
    { type: 'xstate.done.actor.loadConsents', output: [] },
    { type: 'xstate.error.actor.loadConsents', error: { code: 'GENERIC_ERROR' } },
    { type: 'consents.retry' },
    { type: 'field.change', field: 'email', value: 'compras@ferreandina.pe' },
    { type: 'field.change', field: 'password', value: 'Cuenta2026x!' },
    { type: 'field.toggle', field: 'acceptTermsAndConditions', value: true },
    { type: 'field.change', field: 'firstName', value: 'Luis' },
    { type: 'field.change', field: 'lastName', value: 'Quispe' },
    { type: 'field.change', field: 'position', value: 'Gerente' },
    { type: 'field.change', field: 'phoneNumber', value: '987654321' },
    { type: 'field.change', field: 'companyDocument', value: '20100047218' },
    { type: 'field.change', field: 'businessName', value: 'Ferretería Andina S.A.C.' },
    { type: 'field.change', field: 'fantasyName', value: 'Ferre Andina' },
    { type: 'field.change', field: 'companyPhone', value: '987654321' },
    { type: 'field.change', field: 'addressLine1', value: 'Avenida Arequipa' },
    { type: 'field.change', field: 'addressLine2', value: '1234' },
    { type: 'field.blur', field: 'email' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'location.select', level: 'state', id: '15' },
    { type: 'location.select', level: 'city', id: '1501' },
    // one answer serves both levels of the walk: Lima's department and its province
    {
      type: 'xstate.done.actor.loadChildren',
      output: [
        { id: '15', name: 'Lima' },
        { id: '1501', name: 'Lima Metropolitana' },
      ],
    },
    { type: 'xstate.error.actor.loadChildren', error: { code: 'GENERIC_ERROR' } },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.submitLite', output: { status: 'active' } },
    { type: 'xstate.done.actor.submitLite', output: { status: 'pending' } },
    { type: 'xstate.error.actor.submitLite', error: { code: 'COMPANY_EXISTS_ERROR' } },
  ],
  byTenant: {},
};

const savedStart = { ...EMPTY_SAVED_LITE_VALUES, email: 'compras@ferreandina.pe', acceptTermsAndConditions: true };

/** Wizards saved before a reload (the input's `saved`): back on the contact step, the company step, the account step. */
export const liteSavedWizardSamples: readonly LiteSavedWizard[] = [
  { step: 'contact', values: { ...savedStart, firstName: 'Luis' } },
  {
    step: 'company',
    values: { ...savedStart, firstName: 'Luis', lastName: 'Quispe', position: 'Gerente', phoneNumber: '987654321' },
  },
  { step: 'account', values: { ...EMPTY_SAVED_LITE_VALUES, email: 'compras@ferreandina.pe' } },
];
