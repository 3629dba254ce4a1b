// Flow registry entry (issue 6) for personal (full) registration.
import { defineFlow } from '../../flows/define-flow';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { registrationSamples } from '../../machines/registration/registration.samples';
import { validateForm, visibleFields } from '../../machines/registration/registration.validation';
import { consentsComplete } from '../../machines/registration/registration.machine';
import { registrationInputFor } from './registration.input';

export const registrationFlow = defineFlow({
  name: 'registration',
  description: 'Personal registration (full form): fields per country, validation, duplicate email or document, success signs in.',
  machine: registrationMachine,
  loadView: () => import('./registration.view').then((m) => m.RegistrationView),
  samples: registrationSamples,
  namespaces: ['registration', 'login'],
  driver: {},
  delays: {},
  input: (tenant) => registrationInputFor(tenant),
  // typed values would make every keystroke a new graph state: count the fields that pass instead
  graphContext: (context) => ({
    valid: visibleFields(context.config, context.values).length - Object.keys(validateForm(context.config, context.values)).length,
    submitError: context.submitError,
    consents: context.consentTemplates.length,
    consentsAccepted: consentsComplete(context.consentTemplates, context.consentAnswers),
  }),
  complete: true,
});
