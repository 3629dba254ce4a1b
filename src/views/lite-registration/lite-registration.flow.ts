// Flow registry entry (issue 6) for the lite registration wizard.
import { defineFlow } from '../../flows/define-flow';
import { liteRegistrationMachine } from '../../machines/lite-registration/lite-registration.machine';
import { liteRegistrationSamples } from '../../machines/lite-registration/lite-registration.samples';
import { validateLiteStep } from '../../machines/lite-registration/lite-registration.validation';
import { liteRegistrationInputFor } from './lite-registration.input';

export const liteRegistrationFlow = defineFlow({
  name: 'lite-registration',
  description: 'Lite registration wizard: Account, Contact, Company; back and next; saved across a reload without the password.',
  machine: liteRegistrationMachine,
  loadView: () => import('./lite-registration.view').then((m) => m.LiteRegistrationView),
  samples: liteRegistrationSamples,
  namespaces: ['registration', 'login'],
  driver: {},
  delays: {},
  input: liteRegistrationInputFor,
  graphContext: (context) => ({
    account: Object.keys(validateLiteStep('account', context.config, context.values)).length,
    contact: Object.keys(validateLiteStep('contact', context.config, context.values)).length,
    company: Object.keys(validateLiteStep('company', context.config, context.values)).length,
    submitError: context.submitError,
  }),
  complete: true,
});
