// Sample events (pure data) for graph walks: the model test and the flow tooling use the same ones.
// A Chilean person with a valid RUT (12.345.678-5: modulo-11 check digit 5); Brazil replaces the document and phone fields.
import type { RegistrationEvent, RegistrationInput } from './registration.types';

type Sample =
  | RegistrationEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const registrationSampleInput: RegistrationInput = {
  tenant: 'cl',
  country: 'CL',
  documentTypes: ['RUT'],
  documentDefault: 'RUT',
  directDialing: false,
  motherLastName: false,
  passwordPolicy: 'standard',
  today: '2026-03-02',
  consents: false,
};

export const registrationSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } = {
  common: [
    { type: 'field.change', field: 'email', value: 'ana.rojas@example.cl' },
    { type: 'field.change', field: 'password', value: 'Cuenta2026x' },
    { type: 'field.change', field: 'firstName', value: 'Ana' },
    { type: 'field.change', field: 'lastName', value: 'Rojas' },
    { type: 'field.change', field: 'dateOfBirth', value: '1990-05-17' },
    { type: 'field.change', field: 'phoneNumber', value: '912345678' },
    { type: 'field.change', field: 'document', value: '12.345.678-5' },
    { type: 'field.toggle', field: 'acceptTermsAndConditions', value: true },
    { type: 'field.blur', field: 'email' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.submitRegistration', output: { userId: 'u1', firstName: 'Ana' } },
    { type: 'xstate.error.actor.submitRegistration', error: { code: 'emailAlreadyExists' } },
    { type: 'xstate.error.actor.submitRegistration', error: { code: 'documentAlreadyExists' } },
    { type: 'xstate.error.actor.submitRegistration', error: { code: 'GENERIC_ERROR' } },
    // where the tenant asks for consents but none apply in this environment (Brazil in development)
    { type: 'xstate.done.actor.loadConsents', output: [] },
    { type: 'xstate.error.actor.loadConsents', error: { code: 'GENERIC_ERROR' } },
    { type: 'consents.retry' },
  ],
  byTenant: {
    // spec §9: Colombia requires consents: terms (required) and the loyalty programme (optional)
    co: [
      { type: 'field.change', field: 'email', value: 'camila.gomez@example.co' },
      { type: 'field.change', field: 'password', value: 'Cuenta2026x' },
      { type: 'field.change', field: 'firstName', value: 'Camila' },
      { type: 'field.change', field: 'lastName', value: 'Gómez' },
      { type: 'field.change', field: 'dateOfBirth', value: '1992-08-21' },
      { type: 'field.change', field: 'phoneNumber', value: '3001234567' },
      { type: 'field.change', field: 'document', value: '1020304050' },
      {
        type: 'xstate.done.actor.loadConsents',
        output: [
          {
            id: 'co-Registro-terms',
            version: '2026-01',
            title: 'Términos y condiciones',
            text: 'Acepto los términos y condiciones de uso.',
            url: '/co-legal/terms-and-conditions',
            required: true,
          },
          {
            id: 'co-Registro-loyaltyTerms',
            version: '2026-01',
            title: 'Términos del programa de puntos',
            text: 'Acepto los términos del programa de puntos.',
            url: '/co-legal/points-terms',
            required: false,
          },
        ],
      },
      { type: 'consent.toggle', templateId: 'co-Registro-terms', accepted: true },
    ],
    br: [
      { type: 'field.change', field: 'email', value: 'joao.silva@example.com.br' },
      { type: 'field.change', field: 'password', value: 'Cuenta2026x!' },
      { type: 'field.change', field: 'firstName', value: 'João' },
      { type: 'field.change', field: 'lastName', value: 'Silva' },
      { type: 'field.change', field: 'dateOfBirth', value: '1985-11-02' },
      { type: 'field.change', field: 'directDialing', value: '11' },
      { type: 'field.change', field: 'phoneNumber', value: '987654321' },
      // a valid CPF (two check digits)
      { type: 'field.change', field: 'document', value: '529.982.247-25' },
    ],
  },
};

/** The event types a graph walk needs (an array of samples replaces the default event list). */
export function samplesFor(tenant: string): Sample[] {
  const own = registrationSamples.byTenant[tenant];
  if (!own) return [...registrationSamples.common];
  const replaced = new Set(
    own.map((sample) => (sample.type === 'field.change' ? `${sample.type}:${sample.field}` : sample.type)),
  );
  const common = registrationSamples.common.filter(
    (sample) => !replaced.has(sample.type === 'field.change' ? `${sample.type}:${sample.field}` : sample.type),
  );
  return [...common, ...own];
}
