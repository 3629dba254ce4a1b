// Flow registry entry (issue 6) for company registration.
import { defineFlow } from '../../flows/define-flow';
import { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import { companyRegistrationSamples } from '../../machines/company-registration/company-registration.samples';
import { validateCompanyForm, visibleCompanyFields } from '../../machines/company-registration/company-registration.validation';
import { companyRegistrationInputFor } from './company-registration.input';

export const companyRegistrationFlow = defineFlow({
  name: 'company-registration',
  description: 'Company registration: options, state/city/municipal cascade, organisation check, success or Mexico pending.',
  machine: companyRegistrationMachine,
  loadView: () => import('./company-registration.view').then((m) => m.CompanyRegistrationView),
  samples: companyRegistrationSamples,
  namespaces: ['registration'],
  driver: {},
  delays: {},
  input: companyRegistrationInputFor,
  graphContext: (context) => ({
    valid: visibleCompanyFields(context).length - Object.keys(validateCompanyForm(context, context.values)).length,
    submitError: context.submitError,
    loadingLevel: context.loadingLevel,
  }),
  complete: true,
});
