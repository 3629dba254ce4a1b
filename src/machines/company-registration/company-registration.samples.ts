// Sample events (pure data) for graph walks: a Peruvian company (RUC 20100047218, Lima) and Mexico's pending answer.
import type {
  CompanyRegistrationEvent,
  CompanyRegistrationInput,
  LoadOptionsOutput,
} from './company-registration.types';
import type { ConsentTemplate } from '../shared/consent-template';

type Sample =
  | CompanyRegistrationEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const companySampleInput: CompanyRegistrationInput = {
  tenant: 'pe',
  country: 'PE',
  documentTypes: ['RUC'],
  documentDefault: 'RUC',
  geoLevels: 3,
  asksBusinessType: false,
  passwordPolicy: 'standard',
};

export const companySampleOptions: LoadOptionsOutput = {
  activities: [
    {
      code: '4752',
      label:
        'Venta al por menor de artículos de ferretería, pinturas y productos de vidrio en comercios especializados',
    },
  ],
  freeText: false,
  states: [{ id: '15', name: 'LIMA' }],
  consents: [],
};

/** spec §9: Colombia's RegistroB2BSU templates (terms and personal data, both required), as the server answers them. */
export const companySampleConsents: ConsentTemplate[] = [
  {
    id: 'co-RegistroB2BSU-terms',
    version: '2026-01',
    title: 'Términos y condiciones',
    text: 'Acepto los términos y condiciones de uso.',
    url: '/co/legal/terms-and-conditions',
    required: true,
  },
  {
    id: 'co-RegistroB2BSU-personalData',
    version: '2026-01',
    title: 'Tratamiento de datos personales',
    text: 'Autorizo el tratamiento de mis datos personales según la política de tratamiento de datos.',
    url: '/co/legal/data-treatment-policy',
    required: true,
  },
];

export const companyRegistrationSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } = {
  common: [
    { type: 'xstate.done.actor.loadOptions', output: companySampleOptions },
    { type: 'xstate.error.actor.loadOptions', error: { code: 'GENERIC_ERROR' } },
    { type: 'options.retry' },
    { type: 'field.change', field: 'email', value: 'compras@ferreandina.pe' },
    { type: 'field.change', field: 'password', value: 'Cuenta2026x!' },
    { type: 'field.change', field: 'firstName', value: 'Luis' },
    { type: 'field.change', field: 'lastName', value: 'Quispe' },
    { type: 'field.change', field: 'position', value: 'Gerente' },
    { type: 'field.change', field: 'phoneNumber', value: '987654321' },
    { type: 'field.change', field: 'companyDocument', value: '20100047218' },
    { type: 'field.change', field: 'businessName', value: 'Ferretería Andina S.A.C.' },
    { type: 'field.change', field: 'fantasyName', value: 'Ferre Andina' },
    { type: 'field.change', field: 'taxpayerType', value: 'common' },
    { type: 'field.change', field: 'economicActivityCode', value: '4752' },
    { type: 'field.change', field: 'addressLine1', value: 'Avenida Arequipa' },
    { type: 'field.change', field: 'addressLine2', value: '1234' },
    { type: 'field.change', field: 'companyPhone', value: '987654321' },
    { type: 'field.toggle', field: 'acceptTermsAndConditions', value: true },
    { type: 'field.blur', field: 'email' },
    { type: 'location.select', level: 'state', id: '15' },
    { type: 'location.select', level: 'city', id: '1501' },
    { type: 'location.select', level: 'municipal', id: '150101' },
    // one answer serves both levels of the walk: Lima's province and its district
    {
      type: 'xstate.done.actor.loadChildren',
      output: [
        { id: '1501', name: 'Lima' },
        { id: '150101', name: 'Lima Cercado' },
      ],
    },
    { type: 'xstate.error.actor.loadChildren', error: { code: 'GENERIC_ERROR' } },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.checkOrganization', output: { exists: false } },
    { type: 'xstate.done.actor.checkOrganization', output: { exists: true } },
    { type: 'xstate.error.actor.checkOrganization', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.submitCompany', output: { status: 'active' } },
    { type: 'xstate.done.actor.submitCompany', output: { status: 'pending' } },
    { type: 'xstate.error.actor.submitCompany', error: { code: 'emailAlreadyExists' } },
  ],
  byTenant: {},
};
